import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import {
  confirmDialog,
  pickCombo,
  reporterPage,
  selectDiagnostic,
  toastText,
  typeText,
} from './notification-helpers.mjs';

/** Issue 7 "never lose work": the local draft across a reload, the leave question, the stale save. */

// Valid CNPs (check digit) no other spec uses: the e2e database is shared by the specs.
const RELOAD_CNP = '5160303123455';
const CONFLICT_CNP = '6160711123461';

const DIALOG = '[aria-labelledby="message-dialog-title"]';

const fieldValue = (page, name) => page.inputValue(`[data-field="${name}"]`);

/** Waits past the local draft's 500 ms pause so what was typed is stored. */
const letDraftSettle = (page) => page.waitForTimeout(900);

describe('never lose work (issue 7)', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('what was typed survives a reload: the page offers it back and restores it', async () => {
    const page = await reporterPage(browser);
    await selectDiagnostic(page, baseUrl(), {
      identifier: RELOAD_CNP,
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    await typeText(page, 'patientDetails.lastName', 'Ciornescu');
    await typeText(page, 'patientDetails.firstName', 'Mihai');
    await letDraftSettle(page);

    await page.reload();
    await page.waitForSelector('[data-testid="notification-form"]');
    await page.waitForSelector('[data-testid="local-draft-offer"]');
    assert.equal(await fieldValue(page, 'patientDetails.lastName'), '');
    await page.click('[data-testid="local-draft-restore"]');
    assert.equal(await fieldValue(page, 'patientDetails.lastName'), 'Ciornescu');
    assert.equal(await fieldValue(page, 'patientDetails.firstName'), 'Mihai');
    await page.context().close();
  });

  it('leaving with unsaved changes asks first; staying keeps the values', async () => {
    const page = await reporterPage(browser);
    await selectDiagnostic(page, baseUrl(), {
      identifier: RELOAD_CNP,
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    // The offer from the first test is discarded: this one starts clean.
    const offer = page.locator('[data-testid="local-draft-discard"]');
    if (await offer.isVisible()) await offer.click();
    await typeText(page, 'patientDetails.lastName', 'Rămâne');
    await page.click('[data-testid="notification-back"]');
    const dialog = page.locator(DIALOG);
    await dialog.waitFor();
    await dialog.locator('button:not(.MuiButton-contained)').click();
    await dialog.waitFor({ state: 'detached' });
    assert.match(page.url(), /\/cancer-notification\/0/);
    assert.equal(await fieldValue(page, 'patientDetails.lastName'), 'Rămâne');
    // Saying yes leaves.
    await page.click('[data-testid="notification-back"]');
    await confirmDialog(page);
    await page.waitForURL(/\/cancer-notification$/);
    await page.context().close();
  });

  it('a stale save says what happened, loads the other save and offers the typed values back', async () => {
    const base = baseUrl();
    const first = await reporterPage(browser);
    await selectDiagnostic(first, base, {
      identifier: CONFLICT_CNP,
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    await typeText(first, 'patientDetails.lastName', 'Concurentă');
    await typeText(first, 'patientDetails.firstName', 'Ana');
    await pickCombo(first, 'patientDetails.countyId', 'Cluj');
    await pickCombo(first, 'patientDetails.cityId', 'Cluj-Napoca');
    await first.click('[data-testid="save-draft"]');
    await confirmDialog(first);
    await first.waitForURL(/\/cancer-notification\/\d+$/);
    const url = first.url();

    // A second registrar's tab opens the same version.
    const second = await reporterPage(browser);
    await second.goto(url);
    await second.waitForSelector('[data-testid="notification-form"]');

    // The first saves a change: the version moves on.
    await typeText(first, 'patientDetails.firstName', 'Ana-Maria');
    await first.click('[data-testid="save-draft"]');
    await confirmDialog(first);
    assert.match(await toastText(first), /salvat/);

    // The second types and saves the version it read: refused, explained, nothing lost.
    await typeText(second, 'patientDetails.address', 'Str. Memorandumului 10');
    await second.click('[data-testid="save-draft"]');
    // The save question is followed at once by the conflict's, so answer it without waiting for it to go.
    await second.locator(`${DIALOG} button.MuiButton-contained`).click();
    const conflict = second.locator(DIALOG, { hasText: 'Altcineva a salvat' });
    await conflict.waitFor();
    await conflict.locator('button.MuiButton-contained').click();
    await conflict.waitFor({ state: 'detached' });
    await second.waitForSelector('[data-testid="local-draft-offer"]');
    assert.equal(await fieldValue(second, 'patientDetails.firstName'), 'Ana-Maria');
    assert.equal(await fieldValue(second, 'patientDetails.address'), '');
    await second.click('[data-testid="local-draft-restore"]');
    assert.equal(await fieldValue(second, 'patientDetails.address'), 'Str. Memorandumului 10');
    // Saved now on the new version, the address joins the other registrar's change.
    await second.click('[data-testid="save-draft"]');
    await confirmDialog(second);
    assert.match(await toastText(second), /salvat/);
    await second.reload();
    await second.waitForSelector('[data-testid="notification-form"]');
    assert.equal(await fieldValue(second, 'patientDetails.address'), 'Str. Memorandumului 10');
    assert.equal(await fieldValue(second, 'patientDetails.firstName'), 'Ana-Maria');
    await first.context().close();
    await second.context().close();
  });
});

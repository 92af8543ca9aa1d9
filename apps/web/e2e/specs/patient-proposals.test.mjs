import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { confirmDialog, toastText } from './notification-helpers.mjs';
import { NAMES, reportChild, reportOtherTumour } from './patient-proposals-helpers.mjs';

/**
 * Issue 22, finding 3: a unit that did not hold the child's record cannot rename the child. Its
 * completed report says the different data went for acceptance, and until a caring unit confirms
 * its holding (issue 38) it has no patient page; a unit caring for the child sees the proposal on the
 * patient page and accepts it; the proposing unit cannot.
 */
describe('patient change proposals', () => {
  let browser;
  let child;
  before(async () => {
    browser = await launchBrowser();
    child = await reportChild(baseUrl());
  });
  after(() => browser?.close());

  it("another unit's completed report under a different name says it was sent for acceptance", async () => {
    const base = baseUrl();
    const draft = await reportOtherTumour(base, child.identifier);
    const page = await newPage(browser);
    page.on('dialog', (dialog) => dialog.accept());
    await signIn(page, base, 'reporter2@demo.local');
    await page.goto(`${base}/cancer-notification/${draft.id}`);
    await page.waitForSelector('[data-testid="notification-form"]');
    await page.click('[data-testid="save-complete"]');
    await confirmDialog(page);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="notification-status"]')?.textContent === 'Finalizată',
    );
    await page.locator('[data-testid="toast"]').first().waitFor();
    assert.match(await toastText(page), /trimise spre acceptare/);

    // Unit 2 does not hold the record until that is confirmed (issue 38): its report says the access
    // waits, and the patient page is not found for it.
    await page.waitForSelector('[data-testid="holding-awaits"]');
    await page.goto(`${base}/patient/${child.patientId}`);
    await page.waitForURL(`${base}/page-not-found`);
    await page.context().close();
  });

  it("a caring unit confirms the other unit's holding; that unit then sees its proposal and cannot decide it", async () => {
    const base = baseUrl();
    const admin = await newPage(browser);
    await signIn(admin, base, 'unitadmin@demo.local');
    await admin.goto(`${base}/patient`);
    const request = admin.locator('[data-testid="holding-request"]', { hasText: child.identifier });
    await request.waitFor();
    await request.locator('[data-testid="holding-confirm"]').click();
    await request.waitFor({ state: 'detached' });
    await admin.context().close();

    const page = await newPage(browser);
    await signIn(page, base, 'reporter2@demo.local');
    await page.goto(`${base}/patient/${child.patientId}`);
    await page.waitForSelector('[data-testid="patient-proposals"]');
    assert.equal(await page.locator('[data-testid="proposal-accept"]').count(), 0);
    assert.equal(await page.locator('[data-testid="proposal-refuse"]').count(), 0);
    await page.waitForSelector('[data-testid="proposal-not-yours"]');
    assert.equal(await page.inputValue('[data-testid="lastName-input"]'), NAMES.lastName);
    await page.context().close();
  });

  it('a unit caring for the child accepts it; unsaved edits are kept, and the next save is not stale', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'unitadmin@demo.local');
    await page.goto(`${base}/patient/${child.patientId}`);
    const panel = page.locator('[data-testid="patient-proposals"]');
    await panel.waitFor();
    assert.match(await panel.textContent(), /Modificări propuse \(1\)/);
    const row = panel.locator('[data-testid="proposal-field-lastName"]');
    assert.match(await row.textContent(), new RegExp(`${NAMES.lastName}.*${NAMES.proposed}`));
    assert.equal(await panel.locator('[data-testid="proposal-field-firstName"]').count(), 0);

    // An edit not yet saved survives the record read again after the decision (the local draft).
    await page.fill('[data-testid="numberOfKm-input"]', '42');
    await panel.locator('[data-testid="proposal-accept"]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('[aria-labelledby="message-dialog-title"]');
    await dialog.waitFor();
    assert.match(await dialog.textContent(), /toate unitățile/);
    // The dialog's Yes has the focus: Enter accepts.
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'detached' });
    assert.match(await toastText(page), /acceptate/);
    // The heading follows the record read again after the decision, which may land after the toast.
    await page.waitForFunction(
      (name) => document.querySelector('h1')?.textContent?.includes(name),
      NAMES.proposed,
    );
    // The form now shows the accepted record; the edit not yet saved waits as a local draft, offered back.
    assert.equal(await page.inputValue('[data-testid="lastName-input"]'), NAMES.proposed);
    await page.click('[data-testid="local-draft-restore"]');
    assert.equal(await page.inputValue('[data-testid="numberOfKm-input"]'), '42');
    assert.equal(await page.inputValue('[data-testid="lastName-input"]'), NAMES.proposed);
    await page.click('[data-testid="patient-save"]');
    // Saved: the shared-record warning (two units report the child) instead of a stale-version error.
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="toast"]')?.textContent?.includes('actualizate pentru toate'),
    );
    assert.equal(await page.locator('[aria-labelledby="message-dialog-title"]').count(), 0);
    assert.ok(await page.isDisabled('[data-testid="patient-save"]'), 'the saved record is the form');

    // The decision is in the history, with who took it.
    const history = page.locator('[data-testid="proposal-history"]');
    await history.locator('.MuiAccordionSummary-root').click();
    const decided = history.locator('[data-testid="proposal-decided"]');
    await decided.waitFor();
    assert.match(await decided.textContent(), /Acceptată/);
    await page.context().close();
  });
});

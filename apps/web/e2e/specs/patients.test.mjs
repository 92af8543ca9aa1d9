import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import {
  childCnp,
  confirmHolding,
  notifyChild,
  pickByKeyboard,
  pickOption,
  readPatient,
} from './patients-helpers.mjs';

/**
 * Issue 14, patients: a reporter edits the record every notification of the child shares. For a
 * child two units report on, the screen says so before anything is saved; the change reaches the
 * other unit.
 */
describe('patients', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it("a reporter changes a shared child's care address; the two-unit warning shows before saving", async () => {
    const base = baseUrl();
    const serial = Date.now();
    const shared = childCnp(5, '180315', serial);
    const own = childCnp(6, '190420', serial + 1);
    const sharedId = await notifyChild(base, 'reporter@demo.local', 1, {
      identifier: shared,
      lastName: 'Comun',
      firstName: 'Andrei',
    });
    await notifyChild(base, 'reporter2@demo.local', 2, {
      identifier: shared,
      lastName: 'Comun',
      firstName: 'Andrei',
    });
    // Unit 2 holds the record once a reviewer confirms it (issue 38).
    assert.equal(await confirmHolding(base, shared), 1);
    const ownId = await notifyChild(base, 'reporter@demo.local', 1, {
      identifier: own,
      lastName: 'Singur',
      firstName: 'Ana',
    });

    const page = await newPage(browser);
    await signIn(page, base, 'reporter@demo.local');
    await page.click('[data-menu-entry="patients"]');
    await page.waitForURL(`${base}/patient`);
    await page.fill('[data-testid="toolbar-search"]', shared.slice(0, 10));
    await page.waitForFunction((cnp) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes(cnp);
    }, shared);
    await page.locator('[data-testid="list-row"]').first().locator('[data-action="open"]').click();
    await page.waitForURL(`${base}/patient/${sharedId}`);

    // The warning is on the form before any save.
    const warning = page.locator('[data-testid="shared-warning"]');
    await warning.waitFor();
    assert.match(await warning.textContent(), /comună pentru 2 unități/);
    assert.equal(await page.inputValue('[data-testid="identifier-input"]'), shared);
    assert.equal(await page.inputValue('[data-testid="birthdate-input"]'), '15-03-2018');
    assert.ok(await page.isDisabled('[data-testid="patient-save"]'), 'nothing to save yet');

    await pickOption(page, 'careCountryId', 'Român');
    // County, city, address, distance and the save itself by keyboard alone.
    await pickByKeyboard(page, 'careCountyId', 'Bihor');
    await pickByKeyboard(page, 'careCityId', 'Oradea');
    assert.match(await page.inputValue('input[name="careCityId"]'), /Oradea/);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Str. Spitalului 7');
    await page.focus('[data-testid="numberOfKm-input"]');
    await page.keyboard.type('152');
    await page.keyboard.press('Enter');
    const toast = page.locator('[data-testid="toast"]');
    await toast.waitFor();
    assert.match(await toast.textContent(), /raportat de 2 unități/);
    await page.waitForFunction(() => document.querySelector('[data-testid="patient-save"]')?.disabled);

    // The other unit sees the same record changed.
    const seen = await readPatient(base, 'reporter2@demo.local', sharedId);
    assert.equal(seen.careAddress, 'Str. Spitalului 7');
    assert.equal(seen.numberOfKm, 152);
    assert.ok(seen.careCityId);

    // A child of one unit only: no warning.
    await page.goto(`${base}/patient/${ownId}`);
    await page.waitForSelector('[data-testid="identifier-input"]');
    await page.waitForFunction(
      (cnp) => document.querySelector('[data-testid="identifier-input"]')?.value === cnp,
      own,
    );
    assert.equal(await page.locator('[data-testid="shared-warning"]').count(), 0);

    // An invalid CNP is refused on the field, translated, and nothing is sent.
    await page.fill('[data-testid="identifier-input"]', `${own.slice(0, 12)}${(Number(own[12]) + 1) % 10}`);
    await page.click('[data-testid="patient-save"]');
    await page.getByText('CNP invalid').first().waitFor();
    await page.context().close();
  });

  it("another unit's reporter gets the not-found page", async () => {
    const base = baseUrl();
    const id = await notifyChild(base, 'reporter@demo.local', 1, {
      identifier: childCnp(5, '200101', Date.now() + 7),
      lastName: 'Ascuns',
      firstName: 'Mihai',
    });
    const page = await newPage(browser);
    await signIn(page, base, 'reporter2@demo.local');
    await page.goto(`${base}/patient/${id}`);
    await page.waitForURL(`${base}/page-not-found`);
    await page.context().close();
  });
});

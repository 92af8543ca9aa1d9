import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiSignIn } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

/** Picks `text` in the MUI autocomplete named `name`. */
async function pick(page, name, text) {
  await page.click(`input[name="${name}"]`);
  await page.fill(`input[name="${name}"]`, text);
  await page.click(`li[role="option"]:text-is("${text}")`);
}

/** Types in the toolbar search and waits for the list to show `expected` rows. */
async function search(page, term, expected) {
  await page.fill('[data-testid="toolbar-search"]', term);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="list-row"], [data-testid="list-card"]').length === n,
    expected,
  );
}

const rowOf = (page, text) => page.locator('[data-testid="list-row"]', { hasText: text });

describe('medical units', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a super admin adds a unit with county, city and a phone checked for Romania', async () => {
    const base = baseUrl();
    const name = `Spitalul E2E ${Date.now()}`;
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.click('[data-menu-entry="units"]');
    await page.waitForSelector('[data-testid="list-row"]');
    await page.click('[data-testid="list-add"]');
    await page.waitForSelector('[data-testid="unit-dialog"]');
    // Romania by default (its name shows once the country list has loaded).
    await page.waitForFunction(() => document.querySelector('input[name="countryId"]')?.value === 'România');
    assert.ok(await page.isDisabled('input[name="cityId"]'), 'the city waits for the county');

    await page.fill('input[name="name"]', name);
    await page.click('[data-testid="unit-type"] >> xpath=..');
    await page.click('li[role="option"]:has-text("Centrală")');
    await pick(page, 'countyId', 'Cluj');
    await pick(page, 'cityId', 'Turda');
    await pick(page, 'countyId', 'Iași');
    assert.equal(await page.inputValue('input[name="cityId"]'), '', 'a new county clears the city');
    await pick(page, 'cityId', 'Pașcani');
    await page.fill('input[name="phone"]', '12345');
    await page.click('[data-testid="unit-save"]');
    await page.waitForSelector('[data-testid="unit-dialog"] >> text=Câmp invalid');
    await page.fill('input[name="phone"]', '0232 123 456');
    await page.fill('input[name="email"]', 'e2e.unit@demo.local');
    await page.click('[data-testid="unit-save"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("Unitatea medicală a fost salvată")');
    await page.waitForSelector('[data-testid="unit-dialog"]', { state: 'detached' });

    await search(page, name, 1);
    const row = rowOf(page, name);
    assert.match(await row.textContent(), /Pașcani, Iași.*Centrală.*0232 123 456/);

    // The grid view is remembered, and offers the e-mail.
    await page.click('[data-testid="view-grid"]');
    await page.waitForSelector('[data-testid="list-card"] [data-action="email"]');
    await page.reload();
    await page.waitForSelector('[data-testid="list-grid"]');
    await page.click('[data-testid="view-table"]');
    await page.context().close();
  });

  it('the type filter and sorting go to the server; delete asks first', async () => {
    const base = baseUrl();
    const { accessToken } = await apiSignIn(base, 'superadmin@demo.local');
    const name = `Unitate de șters ${Date.now()}`;
    const created = await fetch(`${base}/api/reporting-unit`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        LanguageId: '1',
      },
      body: JSON.stringify({ name, typeId: 4, countryId: 276, city: 'Berlin' }),
    });
    assert.equal(created.status, 200);
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/reporting-unit`);
    await page.waitForSelector('[data-testid="list-row"]');
    await page.click('[data-testid="open-filters"]');
    await page.click('[data-testid="filter-type"] >> xpath=..');
    await page.click('li[role="option"]:has-text("Unitate externă")');
    await page.waitForSelector('li[role="option"]', { state: 'detached' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="list-row"]')].every((r) =>
        r.textContent.includes('Unitate externă'),
      ),
    );
    assert.match(await rowOf(page, name).textContent(), /Berlin/);
    await page.click('[data-testid="filter-reset"]');
    await page.click('[data-testid="filter-drawer"] button:has-text("Închide")');
    await page.waitForSelector('[data-testid="filter-drawer"]', { state: 'detached' });

    await page.click('[data-sort="city"]');
    await page.waitForSelector('th[aria-sort="ascending"] [data-sort="city"]');
    await page.click('[data-sort="city"]');
    await page.waitForSelector('th[aria-sort="descending"] [data-sort="city"]');

    await search(page, name, 1);
    await rowOf(page, name).locator('[data-action="delete"]').click();
    await page.click('[role="dialog"] button:text-is("Nu")');
    assert.equal(await rowOf(page, name).count(), 1, 'No keeps it');
    await rowOf(page, name).locator('[data-action="delete"]').click();
    await page.click('[role="dialog"] button:text-is("Da")');
    await page.waitForSelector('[data-testid="toast"]:has-text("Înregistrarea a fost ștearsă")');
    await page.waitForSelector('[data-testid="list-no-data"]');
    await page.context().close();
  });

  it('a unit admin edits their own unit but cannot add or delete units (nor can the API)', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'unitadmin@demo.local');
    await page.goto(`${base}/reporting-unit`);
    await page.waitForSelector('[data-testid="list-row"]');
    assert.equal(await page.$('[data-testid="list-add"]'), null, 'no add button');
    assert.equal(await page.$('[data-action="delete"]'), null, 'no delete action');
    const own = rowOf(page, 'Unitatea demo 1');
    const other = rowOf(page, 'Unitatea demo 2 — Institutul Oncologic').first();
    assert.equal(
      await other.locator('[data-action="edit"]').count(),
      0,
      'another unit is not theirs to edit',
    );
    assert.equal(await other.locator('[data-action="personnel"]').count(), 0);

    await own.locator('[data-action="edit"]').click();
    await page.waitForSelector('[data-testid="unit-dialog"]');
    await page.waitForFunction(() => document.querySelector('input[name="cityId"]')?.value === 'Cluj-Napoca');
    const address = `Str. Editată ${Date.now()}`;
    await page.fill('input[name="address"]', address);
    await page.click('[data-testid="unit-save"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("Unitatea medicală a fost salvată")');
    await page.click('[data-testid="view-grid"]');
    await page.waitForSelector(`[data-testid="list-card"]:has-text("${address}")`);
    await page.click('[data-testid="view-table"]');

    const { accessToken } = await apiSignIn(base, 'unitadmin@demo.local');
    const refused = await fetch(`${base}/api/reporting-unit/1`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${accessToken}`, LanguageId: '1' },
    });
    assert.equal(refused.status, 403);
    await page.context().close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiSignIn, waitForMail } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

async function api(base, email, path, init = {}) {
  const { accessToken } = await apiSignIn(base, email);
  const headers = { Authorization: `Bearer ${accessToken}`, LanguageId: '1', ...(init.headers ?? {}) };
  return fetch(`${base}${path}`, { ...init, headers });
}

async function createUnit(base, name) {
  const response = await api(base, 'superadmin@demo.local', '/api/reporting-unit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      typeId: 2,
      countryId: 642,
      countyId: 127,
      cityId: 54975,
      phone: '0264 111 222',
    }),
  });
  assert.equal(response.status, 200);
  return (await response.json()).id;
}

async function createEmployee(base, unitId, fields) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ id: 0, reportingUnitId: unitId, permissionIds: '3', ...fields })) {
    body.set(k, String(v));
  }
  const response = await api(base, 'superadmin@demo.local', '/api/employee', { method: 'POST', body });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()).id;
}

/**
 * Searches from the toolbar and waits until the list shows only matching rows (the search is
 * published 600 ms after typing stops; leaving the page before that would carry it to the next one).
 */
async function search(page, term) {
  await page.fill('[data-testid="toolbar-search"]', term);
  await page.waitForFunction((t) => {
    const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
    return rows.length === 1 && rows[0].textContent.includes(t);
  }, term);
}

const rowOf = (page, text) => page.locator('[data-testid="list-row"]', { hasText: text });

describe('employees of a unit', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a super admin adds an employee, who confirms the invitation and sees only their unit', async () => {
    const base = baseUrl();
    const stamp = Date.now();
    const unitName = `Unitatea personalului ${stamp}`;
    const unitId = await createUnit(base, unitName);
    const email = `angajat.${stamp}@demo.local`;
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/reporting-unit`);
    await search(page, unitName);
    await page
      .locator('[data-testid="list-row"]', { hasText: unitName })
      .locator('[data-action="personnel"]')
      .click();
    await page.waitForURL(`${base}/reporting-unit/${unitId}/employee`);
    await page.waitForSelector('[data-testid="list-no-data"]');

    await page.click('[data-testid="list-add"]');
    await page.waitForURL(`${base}/reporting-unit/${unitId}/employee/0`);
    assert.equal(
      await page.textContent('[data-testid="employee-mode"]'),
      'Editare',
      'a new one opens in edit mode',
    );
    assert.ok(await page.isDisabled('[data-testid="employee-save"]'), 'save waits for a valid form');
    // Issue 18: Nume (last name) before Prenume, in the same order as the user form.
    assert.deepEqual(
      await page
        .locator('input[name="lastName"], input[name="firstName"]')
        .evaluateAll((els) => els.map((e) => e.name)),
      ['lastName', 'firstName'],
    );
    await page.fill('input[name="lastName"]', 'Pop');
    await page.fill('input[name="firstName"]', 'Maria');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="code"]', 'A12345');
    await page.click('[data-testid="employee-professionalRoleIds"] >> xpath=..');
    await page.click('li[role="option"]:has-text("Medic pediatru")');
    await page.keyboard.press('Escape');
    await page.click('[data-testid="employee-save"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("Angajatul a fost salvat")');
    await page.waitForURL(/\/employee\/\d+$/);
    const employeeId = Number(page.url().split('/').pop());
    assert.ok(employeeId > 0, 'the route carries the new id');
    assert.equal(await page.textContent('[data-testid="employee-mode"]'), 'Vizualizare');
    await page.goBack();
    await page.waitForURL(`${base}/reporting-unit/${unitId}/employee`);
    await page.waitForSelector('[data-testid="list-row"]:has-text("Maria Pop")');
    assert.match(await rowOf(page, 'Maria Pop').textContent(), /În așteptare/, 'not confirmed yet');
    await page.context().close();

    const invitation = await waitForMail(base, email);
    const link = new URL(invitation.text.match(/https?:\/\/\S+\/login\?\S+/)[0]);
    const invitee = await newPage(browser);
    await invitee.goto(`${base}${link.pathname}${link.search}`);
    await invitee.waitForSelector('[data-testid="confirm-form"]');
    await invitee.fill('input[name="password"]', 'Angajat#2026');
    await invitee.check('input[name="termsAccepted"]');
    await invitee.click('button:has-text("Confirmă contul")');
    await invitee.waitForSelector('[data-testid="login-form"]');
    await signIn(invitee, base, email, 'Angajat#2026');

    await invitee.goto(`${base}/reporting-unit`);
    await invitee.waitForSelector('[data-testid="list-row"]');
    assert.equal(
      await invitee.locator('[data-action="personnel"]').count(),
      1,
      'personnel of their unit only',
    );
    assert.equal(await invitee.$('[data-testid="list-add"]'), null);
    await search(invitee, unitName);
    await rowOf(invitee, unitName).locator('[data-action="personnel"]').click();
    await invitee.waitForSelector('[data-testid="list-row"]:has-text("Maria Pop")');
    assert.match(await rowOf(invitee, 'Maria Pop').textContent(), /Confirmat/);
    assert.equal(await invitee.$('[data-testid="list-add"]'), null, 'a reporter adds nobody');
    assert.equal(await invitee.$('[data-action="delete"]'), null);
    await rowOf(invitee, 'Maria Pop').locator('[data-action="open"]').click();
    await invitee.waitForSelector('[data-testid="employee-edit"]');
    assert.equal(await invitee.$('[data-testid="employee-edit-button"]'), null, 'read-only for a non-admin');

    await invitee.goto(`${base}/reporting-unit/1/employee`);
    await invitee.waitForURL(`${base}/access-denied`);
    assert.match(await invitee.textContent('h1'), /Acces interzis/);
    const { accessToken } = await apiSignIn(base, email, 'Angajat#2026');
    const refused = await fetch(`${base}/api/employee/filter`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        LanguageId: '1',
      },
      body: JSON.stringify({ take: 8, skip: 0, reportingUnitId: 1 }),
    });
    assert.equal(refused.status, 403);
    await invitee.context().close();
  });

  it('a unit admin views, edits and deletes employees of their unit', async () => {
    const base = baseUrl();
    const stamp = Date.now();
    const keepId = await createEmployee(base, 1, {
      firstName: 'Ion',
      lastName: `Editat${stamp}`,
      email: `ion.${stamp}@demo.local`,
    });
    await createEmployee(base, 1, {
      firstName: 'Dan',
      lastName: `Șters${stamp}`,
      email: `dan.${stamp}@demo.local`,
    });
    const page = await newPage(browser);
    await signIn(page, base, 'unitadmin@demo.local');
    await page.goto(`${base}/reporting-unit/1/employee/${keepId}`);
    await page.waitForSelector('[data-testid="employee-edit"]');
    assert.equal(await page.textContent('[data-testid="employee-mode"]'), 'Vizualizare');
    assert.equal(await page.$('[data-testid="employee-save"]'), null, 'read-only: no save');
    await page.click('[data-testid="employee-edit-button"]');
    await page.fill('input[name="phone"]', '0740 123 456');
    await page.click('[data-testid="employee-save"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("Angajatul a fost salvat")');
    assert.equal(
      await page.textContent('[data-testid="employee-mode"]'),
      'Vizualizare',
      'save returns to read-only',
    );
    assert.equal(await page.inputValue('input[name="phone"]'), '0740 123 456');

    // A failed save keeps what was typed: the e-mail of a colleague is refused on the field. The toast
    // sits under the top bar, over the form's own buttons, for 3 s: the user closes it to go on.
    await page.click('[data-testid="toast"] button');
    await page.locator('[data-testid="toast"]').waitFor({ state: 'detached' });
    await page.click('[data-testid="employee-edit-button"]');
    await page.fill('input[name="email"]', 'reporter@demo.local');
    await page.fill('input[name="firstName"]', 'Ionel');
    await page.click('[data-testid="employee-save"]');
    await page.waitForSelector(
      '[data-testid="employee-edit"] >> text=O înregistrare cu același e-mail există deja',
    );
    assert.equal(await page.inputValue('input[name="firstName"]'), 'Ionel');
    await page.click('[data-testid="employee-cancel"]');
    assert.equal(
      await page.inputValue('input[name="firstName"]'),
      'Ion',
      'cancel puts the saved values back',
    );

    await page.click('[aria-label="Înapoi la personal"]');
    await page.waitForURL(`${base}/reporting-unit/1/employee`);
    await search(page, `Șters${stamp}`);
    await page.locator('[data-testid="list-row"] [data-action="delete"]').click();
    await page.click('[role="dialog"] button:text-is("Da")');
    await page.waitForSelector('[data-testid="toast"]:has-text("Înregistrarea a fost ștearsă")');
    await page.waitForSelector('[data-testid="list-no-data"]');
    await page.context().close();
  });
});

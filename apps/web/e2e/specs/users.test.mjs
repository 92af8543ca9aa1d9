import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { lastMailId, waitForMail } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

const row = (page, text) => page.locator('[data-testid="list-row"]', { hasText: text });

/** Types in the top bar's search and waits for the list to show `expected`. */
async function search(page, term, expected) {
  await page.fill('[data-testid="toolbar-search"]', term);
  await row(page, expected).first().waitFor();
}

/** Spec 01 §2.7: the user list and user edit (super administrator). */
describe('users', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a super administrator creates a user, who gets the invitation; a duplicate e-mail is refused on the field', async () => {
    const base = baseUrl();
    const email = `evaluator.nou.${Date.now()}@demo.local`;
    const before = await lastMailId(base, email);
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/users`);
    await page.click('[data-testid="list-add"]');
    await page.waitForURL(`${base}/users/user/0`);
    const form = page.locator('[data-testid="user-edit"] form');
    assert.equal(await form.getAttribute('data-mode'), 'edit', 'a new user opens in edit mode');
    assert.ok(await page.locator('[data-testid="user-save"]').isDisabled());

    await page.click('[data-testid="user-edit"] [role="combobox"]');
    const offered = await page
      .locator('[role="listbox"] [role="option"]:not([aria-disabled="true"])')
      .allTextContents();
    assert.deepEqual(
      offered,
      ['Super administrator', 'Evaluator', 'Auditor', 'Executiv'],
      'the reporter role is not offered',
    );
    await page.click('[role="listbox"] [role="option"]:has-text("Evaluator")');
    // Issue 18: Nume (last name) before Prenume, in the same order as the employee form.
    assert.deepEqual(
      await form
        .locator('input[name="lastName"], input[name="firstName"]')
        .evaluateAll((els) => els.map((e) => e.name)),
      ['lastName', 'firstName'],
    );
    await form.locator('input[name="firstName"]').fill('Dana');
    await form.locator('input[name="lastName"]').fill('Nistor');
    await form.locator('input[name="email"]').fill(email);
    await page.click('[data-testid="user-save"]');

    await page.waitForURL(/\/users\/user\/[1-9]\d*$/);
    await page.waitForSelector('[data-testid="user-edit"] form[data-mode="view"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("invitație")');
    assert.match(await page.textContent('[data-testid="user-edit"] h1'), /Dana Nistor/);
    const invitation = await waitForMail(base, email, before);
    assert.match(invitation.text, /\/login\?token=.+&email=/);

    // The list shows the new account as pending; Back returns there.
    await page.click('[data-testid="back-to-users"]');
    await page.waitForURL(`${base}/users`);
    await search(page, email, 'Dana Nistor');
    assert.equal(
      await row(page, 'Dana Nistor').locator('[data-confirmed]').getAttribute('data-confirmed'),
      'false',
    );

    // The same e-mail again: 409, shown on the e-mail field.
    await page.goto(`${base}/users/user/0`);
    await page.click('[data-testid="user-edit"] [role="combobox"]');
    await page.click('[role="listbox"] [role="option"]:has-text("Auditor")');
    await form.locator('input[name="firstName"]').fill('Alt');
    await form.locator('input[name="lastName"]').fill('Cont');
    await form.locator('input[name="email"]').fill(email);
    await page.click('[data-testid="user-save"]');
    await page.waitForSelector(
      '[data-testid="user-edit"] :text("O înregistrare cu același e-mail există deja")',
    );
    assert.equal(page.url(), `${base}/users/user/0`);
    await page.context().close();
  });

  it('edits a user (read-only → edit → save → read-only), filters, opens a reporter as an employee, deletes', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/users`);
    await search(page, 'auditor@demo.local', 'Ioana Auditor');
    await row(page, 'Ioana Auditor').locator('[data-action="view"]').click();
    await page.waitForURL(/\/users\/user\/\d+$/);
    const form = page.locator('[data-testid="user-edit"] form');
    assert.equal(await form.locator('input[name="phone"]').getAttribute('readonly'), '');
    await page.click('[data-testid="user-edit-button"]');
    await form.locator('input[name="phone"]').fill('0722 000 111');
    await page.click('[data-testid="user-save"]');
    await page.waitForSelector('[data-testid="user-edit"] form[data-mode="view"]');
    assert.equal(await form.locator('input[name="phone"]').inputValue(), '0722 000 111');
    // Own account: no delete.
    await page.goto(`${base}/users`);
    await search(page, 'superadmin@demo.local', 'Ana Administrator');
    await row(page, 'Ana Administrator').locator('[data-action="view"]').click();
    await page.waitForSelector('[data-testid="user-edit-button"]');
    assert.equal(await page.locator('[data-testid="user-delete"]').count(), 0);

    // Tri-state filter: e-mail confirmed "no" leaves only pending accounts (the one made above is).
    await page.goto(`${base}/users`);
    await page.click('[data-testid="open-filters"]');
    const confirmed = page.locator('[data-testid="filter-drawer"] input[name="emailConfirmed"]');
    await confirmed.click();
    await confirmed.click();
    await page.waitForSelector('[data-testid="filter-drawer"] :text("E-mail confirmat: nu")');
    await page.keyboard.press('Escape');
    await search(page, 'Dana Nistor', 'Dana Nistor');
    await page.fill('[data-testid="toolbar-search"]', '');
    await page.waitForFunction(() => !document.querySelector('[data-testid="toolbar-search"]').value);
    await page.waitForTimeout(300);
    assert.equal(await page.locator('[data-testid="list-row"] [data-confirmed="true"]').count(), 0);
    assert.ok((await page.locator('[data-testid="list-row"] [data-confirmed="false"]').count()) > 0);

    // A reporter opens in the employee screen of their unit.
    await page.click('[data-testid="open-filters"]');
    await page.click('[data-testid="filter-reset"]');
    await page.keyboard.press('Escape');
    await search(page, 'reporter@demo.local', 'Andrei Ionescu');
    await row(page, 'Andrei Ionescu').locator('[data-action="view"]').click();
    await page.waitForURL(/\/reporting-unit\/\d+\/employee\/\d+$/);

    // Delete a user from user edit: yes/no, then back to the list with the info toast.
    await page.goto(`${base}/users`);
    await search(page, 'Dana Nistor', 'Dana Nistor');
    await row(page, 'Dana Nistor').locator('[data-action="view"]').click();
    await page.click('[data-testid="user-delete"]');
    await page.click('[role="dialog"] button:has-text("Da")');
    await page.waitForURL(`${base}/users`);
    await page.waitForSelector('[data-testid="toast"]');
    await search(page, 'Dana Nistor', 'Dana Nistor');
    assert.ok(
      await row(page, 'Dana Nistor').locator('input[type="checkbox"]').isChecked(),
      'shown as deleted',
    );
    await page.context().close();
  });

  it('a reporter opening /users gets access denied', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reporter@demo.local');
    await page.goto(`${base}/users`);
    await page.waitForURL(`${base}/access-denied`);
    await page.goto(`${base}/users/user/1`);
    await page.waitForURL(`${base}/access-denied`);
    await page.context().close();
  });
});

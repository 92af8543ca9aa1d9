import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

/** A 1×1 PNG: the server checks the magic bytes, so the picture must be a real one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const openProfile = async (page) => {
  await page.click('[data-testid="profile-menu"]');
  await page.click('li:has-text("Profil")');
  await page.waitForSelector('[data-testid="profile-dialog"] input[name="firstName"]');
};

/** The signed-in user's own profile as the server has it (the page's token, the page's origin). */
const serverProfile = (page) =>
  page.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('registry.auth'));
    const { userId } = JSON.parse(atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    const response = await fetch(`/api/identity/user-profile/${userId}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return response.json();
  });

/** Spec 01 §2.8: the own-profile dialog. */
describe('own profile', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a reporter renames themself, adds a picture and turns 2FA on; the top bar follows; then puts it back', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reporter@demo.local');
    await openProfile(page);
    const dialog = page.locator('[data-testid="profile-dialog"]');

    // Roles: an employee who is not a super administrator sees their units and permissions.
    await dialog.locator('[data-testid="profile-tab-roles"]').click();
    assert.match(
      await dialog.locator('[data-testid="profile-roles"]').textContent(),
      /Unitatea demo 1.*Raportor/,
    );
    await dialog.locator('[data-testid="profile-tab-info"]').click();

    // Issue 18: Nume (last name) before Prenume, as the user and employee forms.
    assert.deepEqual(
      await dialog
        .locator('input[name="lastName"], input[name="firstName"]')
        .evaluateAll((inputs) => inputs.map((i) => i.name)),
      ['lastName', 'firstName'],
    );
    assert.equal(await dialog.locator('input[value="reporter@demo.local"]').getAttribute('readonly'), '');
    await dialog.locator('input[name="firstName"]').fill('');
    assert.ok(
      await dialog.locator('[data-testid="profile-save"]').isDisabled(),
      'save is disabled while invalid',
    );
    assert.match(await dialog.textContent(), /Câmp obligatoriu/);
    await dialog.locator('input[name="firstName"]').fill('Andrei-Test');

    // A picture of the wrong kind is refused on the spot; a PNG is previewed.
    await dialog
      .locator('[data-testid="picture-input"]')
      .setInputFiles({ name: 'eu.gif', mimeType: 'image/gif', buffer: PNG });
    assert.match(
      await dialog.textContent(),
      /Doar următoarele extensii sunt acceptate: \.jpg, \.jpeg, \.png/,
    );
    await dialog
      .locator('[data-testid="picture-input"]')
      .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG });
    await dialog.locator('[data-testid="picture-preview"] img').waitFor();

    await dialog.locator('input[name="twoFa"]').check();
    await dialog.locator('[data-testid="profile-save"]').click();
    await page.waitForSelector('[data-testid="toast"]:has-text("Profilul a fost salvat")');
    await page.waitForSelector('[data-testid="profile-dialog"]', { state: 'detached' });
    assert.match(await page.textContent('[data-testid="profile-menu"]'), /Andrei-Test Ionescu/);

    const saved = await serverProfile(page);
    assert.equal(saved.firstName, 'Andrei-Test');
    assert.equal(saved.twoFa, true);
    assert.equal(saved.profilePictureName, 'eu.png');

    // Put the demo account back as it was (2FA off) for the specs that follow.
    await openProfile(page);
    assert.ok(await dialog.locator('input[name="twoFa"]').isChecked());
    await dialog.locator('[data-testid="picture-preview"] img').waitFor();
    await dialog.locator('[data-testid="picture-clear"]').click();
    await dialog.locator('input[name="firstName"]').fill('Andrei');
    await dialog.locator('input[name="twoFa"]').uncheck();
    await dialog.locator('[data-testid="profile-save"]').click();
    await page.waitForSelector('[data-testid="profile-dialog"]', { state: 'detached' });
    assert.match(await page.textContent('[data-testid="profile-menu"]'), /Andrei Ionescu/);
    const restored = await serverProfile(page);
    assert.deepEqual(
      [restored.firstName, restored.twoFa, restored.profilePictureName],
      ['Andrei', false, null],
    );
    await page.context().close();
  });

  it('the super administrator has no Roles tab', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await openProfile(page);
    assert.equal(await page.locator('[data-testid="profile-tab-roles"]').count(), 0);
    await page.context().close();
  });
});

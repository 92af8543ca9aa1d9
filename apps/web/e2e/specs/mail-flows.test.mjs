import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { lastMailId, readOutbox, resetPasswordViaApi, sixDigitCode, waitForMail } from '../support/api.mjs';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage, signIn } from '../support/browser.mjs';

/** Journeys that go through an e-mail: read from the API's development outbox. */
describe('flows through the e-mail outbox', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('reset password with the e-mailed code, then sign in with the new password', async () => {
    const base = baseUrl();
    const email = 'reporter2@demo.local';
    const newPassword = 'Nou#Parola2027';
    const before = await lastMailId(base, email);
    const page = await newPage(browser);
    await page.goto(`${base}/login`);
    await page.click('text=Ați uitat parola?');
    await page.fill('input[name="email"]', email);
    await page.click('button:has-text("Trimite codul")');
    await page.waitForSelector('[data-testid="reset-code-form"]');
    assert.equal(await page.inputValue('input[name="email"]'), email, 'the e-mail is carried over');
    const code = sixDigitCode((await waitForMail(base, email, before)).text);

    await page.fill('input[name="code"]', code);
    await page.fill('input[name="password"]', 'slaba');
    await page.press('input[name="password"]', 'Enter');
    assert.match(
      await page.textContent('[data-testid="reset-code-form"]'),
      /Minim 8 caractere, o majusculă, o cifră și un caracter special/,
    );
    await page.fill('input[name="password"]', newPassword);
    await page.press('input[name="password"]', 'Enter');
    await page.waitForSelector('[data-testid="login-form"]');
    await page.waitForSelector('[data-testid="toast"]:has-text("Parola a fost schimbată")');
    await signIn(page, base, email, newPassword);
    await page.waitForSelector('[data-testid="greeting"]');
    await page.context().close();
    await resetPasswordViaApi(base, email, DEMO_PASSWORD);
  });

  it('a wrong reset code is refused inline', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await page.goto(`${base}/login`);
    await page.click('text=Ați uitat parola?');
    await page.click('text=Am codul de resetare');
    await page.fill('input[name="email"]', 'auditor@demo.local');
    await page.fill('input[name="code"]', '000000');
    await page.fill('input[name="password"]', 'Valid#Parola1');
    await page.press('input[name="password"]', 'Enter');
    await page.waitForSelector('[data-testid="login-error"]');
    await page.context().close();
  });

  it('two-factor sign-in with the e-mailed code', async () => {
    const base = baseUrl();
    const email = 'twofa@demo.local';
    const before = await lastMailId(base, email);
    const page = await newPage(browser);
    await page.goto(`${base}/login`);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', 'Registru#2026');
    await page.press('input[name="password"]', 'Enter');
    await page.waitForSelector('[data-testid="two-fa-form"]');
    assert.equal(
      await page.evaluate(() => localStorage.getItem('registry.auth')),
      null,
      'no tokens before the code',
    );
    const code = sixDigitCode((await waitForMail(base, email, before)).text);
    await page.fill('input[name="code"]', code);
    await page.press('input[name="code"]', 'Enter');
    await page.waitForURL(`${base}/`);
    assert.match(await page.textContent('[data-testid="greeting"]'), /Vlad Dobre/);
    await page.context().close();
  });

  it('confirm the account from the invitation link, then sign in', async () => {
    const base = baseUrl();
    const email = 'invited@demo.local';
    const invitation = (await readOutbox(base, email)).find((m) => m.text.includes('/login?token='));
    assert.ok(invitation, 'the seed mailed an invitation');
    const link = new URL(invitation.text.match(/https?:\/\/\S+\/login\?\S+/)[0]);
    const page = await newPage(browser);
    await page.goto(`${base}${link.pathname}${link.search}`);
    await page.waitForSelector('[data-testid="confirm-form"]');
    assert.equal(await page.inputValue('input[name="email"]'), email);
    assert.equal(await page.getAttribute('a[href="/document/view/1"]', 'target'), '_blank');

    await page.fill('input[name="password"]', 'Invitat#2026');
    await page.click('button:has-text("Confirmă contul")');
    assert.match(await page.textContent('[data-testid="confirm-form"]'), /Trebuie să acceptați termenii/);
    await page.check('input[name="termsAccepted"]');
    await page.click('button:has-text("Confirmă contul")');
    await page.waitForSelector('[data-testid="login-form"]');
    assert.equal(page.url(), `${base}/login`, 'the token leaves the address bar');
    await signIn(page, base, email, 'Invitat#2026');
    await page.waitForSelector('[data-testid="greeting"]');

    // Opening an invitation link while signed in says so and goes home.
    await page.goto(`${base}${link.pathname}${link.search}`);
    await page.waitForSelector('text=Sunteți deja autentificat');
    await page.click('button:has-text("OK")');
    await page.waitForURL(`${base}/`);
    await page.context().close();
  });
});

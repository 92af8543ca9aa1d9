import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage } from '../support/browser.mjs';

describe('sign-in failures', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a wrong password shows the message inline, in Romanian and in English', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await page.goto(`${base}/login`);
    await page.fill('input[name="email"]', 'auditor@demo.local');
    await page.fill('input[name="password"]', 'Gresita#2026');
    await page.press('input[name="password"]', 'Enter');
    assert.equal((await page.textContent('[data-testid="login-error"]')).trim(), 'E-mail sau parolă greșită');
    assert.equal(page.url(), `${base}/login`);

    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await page.textContent('[data-testid="login-title"]'), 'Sign in');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'LanguageId');
    assert.equal(cookie?.value, '2');
    await page.press('input[name="password"]', 'Enter');
    await page.waitForFunction(() =>
      /wrong/i.test(document.querySelector('[data-testid="login-error"]')?.textContent ?? ''),
    );
    await page.context().close();
  });

  it('repeated failures are slowed down, and the page says how long to wait', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await page.goto(`${base}/login`);
    // An address nobody has: the answers are the same as for a real one (no enumeration).
    await page.fill('input[name="email"]', 'e2e-guesser@demo.local');
    await page.fill('input[name="password"]', 'Gresita#2026');
    for (let i = 1; i <= 5; i++) {
      // Enter submits only once the form has handled the previous answer: while it does, its submit
      // button is disabled and the browser submits nothing (the answer can arrive before that).
      await page.waitForSelector('[data-testid="login-form"] button[type="submit"]:not([disabled])');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/identity/login'));
      await page.press('input[name="password"]', 'Enter');
      const response = await answered;
      assert.equal(response.status(), i < 5 ? 400 : 429, `attempt ${i}`);
    }
    await page.waitForFunction(() =>
      /Prea multe încercări greșite\. Încercați din nou după \d+ s\./.test(
        document.querySelector('[data-testid="login-error"]')?.textContent ?? '',
      ),
    );
    assert.equal(page.url(), `${base}/login`);
    await page.context().close();
  });

  it('client-side validation uses the shared messages', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await page.goto(`${base}/login`);
    await page.fill('input[name="email"]', 'not-an-email');
    await page.press('input[name="email"]', 'Enter');
    const text = await page.textContent('[data-testid="login-form"]');
    assert.match(text, /Adresă de e-mail invalidă/);
    assert.match(text, /Câmp obligatoriu/);
    await page.context().close();
  });
});

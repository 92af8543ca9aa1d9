import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { selectDiagnostic } from './notification-helpers.mjs';

/**
 * Issue 26 item 6: the built app works under the server's Content-Security-Policy (scripts from our
 * origin only; inline styles allowed for MUI's emotion). Any violation the browser reports — a
 * `securitypolicyviolation` event or a "Refused to …" console message — fails the journey.
 */
describe('content security policy', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('sign-in, lists, the notification form, reports and the PDF viewer run without a violation', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    const violations = [];
    page.on('console', (message) => {
      if (/content security policy|refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });

    const first = await page.goto(`${base}/login`);
    const csp = first.headers()['content-security-policy'];
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    await signIn(page, base, 'superadmin@demo.local');
    for (const route of ['cancer-notification', 'patient', 'reports', 'calendar']) {
      await page.goto(`${base}/${route}`);
      await page.waitForSelector('main');
      await page.waitForLoadState('networkidle');
    }
    // The notification form: its lazy chunk, the date pickers, the code selectors.
    await selectDiagnostic(page, base, {
      identifier: '6150524400023',
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    await page.waitForLoadState('networkidle');
    await page.goto(`${base}/document/view/1`);
    await page.waitForSelector('.react-pdf__Page canvas');
    await page.waitForSelector('.react-pdf__Page .textLayer :text("Termeni și politici de utilizare")');
    assert.deepEqual(violations, []);
    await page.context().close();
  });
});

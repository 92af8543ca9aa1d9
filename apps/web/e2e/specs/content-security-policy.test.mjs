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
    const violations = [];
    const watchedPage = async () => {
      const page = await newPage(browser);
      page.on('console', (message) => {
        if (/content security policy|refused to/i.test(message.text())) violations.push(message.text());
      });
      page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(
            `Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`,
          ),
        );
      });
      return page;
    };

    const admin = await watchedPage();
    const first = await admin.goto(`${base}/login`);
    const csp = first.headers()['content-security-policy'];
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    await signIn(admin, base, 'superadmin@demo.local');
    for (const route of ['cancer-notification', 'patient', 'reports', 'calendar']) {
      await admin.goto(`${base}/${route}`);
      await admin.waitForSelector('main');
      await admin.waitForLoadState('networkidle');
    }
    await admin.goto(`${base}/document/view/1`);
    await admin.waitForSelector('.react-pdf__Page canvas');
    await admin.waitForSelector('.react-pdf__Page .textLayer :text("Termeni și politici de utilizare")');
    await admin.context().close();

    // The notification form (a reporter's): its lazy chunk, the date pickers, the code selectors.
    const reporter = await watchedPage();
    await signIn(reporter, base, 'reporter@demo.local');
    await selectDiagnostic(reporter, base, {
      identifier: '6150524400023',
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    await reporter.waitForLoadState('networkidle');
    await reporter.context().close();
    assert.deepEqual(violations, []);
  });
});

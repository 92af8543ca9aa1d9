import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

/**
 * Screenshots of what issue 28 touched (the statement, the sign-in link, the skip link and the menu
 * footer, a chart's table link), ro and en, desktop and phone, for a person to look at:
 * `A11Y_SHOTS=1 node apps/web/e2e/run.mjs a11y-screenshots` (into /tmp/shots). Skipped otherwise.
 */
const enabled = process.env.A11Y_SHOTS === '1';
const outDir = process.env.A11Y_SHOTS_DIR ?? '/tmp/shots';
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

it('screenshots of the accessibility work', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  const base = baseUrl();
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const language of ['ro', 'en']) {
      const shot = (page, name) =>
        page.screenshot({ path: path.join(outDir, `a11y-${name}-${size}-${language}.png`) });
      const page = await newPage(browser, viewport);
      await page
        .context()
        .addCookies([{ name: 'LanguageId', value: language === 'en' ? '2' : '1', url: base }]);
      await page.goto(`${base}/login`);
      await page.waitForSelector('[data-testid="accessibility-link"]');
      await shot(page, 'login');
      await page.goto(`${base}/accessibility`);
      await page.waitForSelector('[data-testid="accessibility-email"]');
      await shot(page, 'statement');
      await signIn(page, base, 'executive@demo.local');
      if (language === 'en') {
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === 'en');
      }
      await page.keyboard.press('Tab');
      await page.waitForTimeout(300);
      await shot(page, 'skip-link');
      if (size === 'phone') {
        await page.click('[data-testid="menu-toggle"]');
        await page.waitForSelector('.MuiDrawer-modal [data-testid="accessibility-link"]');
        await page.waitForTimeout(400);
        await shot(page, 'menu-footer');
        await page.keyboard.press('Escape');
      } else await shot(page, 'menu-footer');
      await page.goto(`${base}/reports`);
      await page.waitForSelector('[data-testid="chart-incidence-table-link"]');
      await page.locator('[data-testid="chart-incidence-table-link"]').scrollIntoViewIfNeeded();
      await page.focus('[data-testid="chart-incidence-table-link"]');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.waitForTimeout(300);
      await shot(page, 'chart-link');
      if (language === 'en') {
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === 'ro');
      }
      await page.context().close();
    }
  }
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

/**
 * Screenshots of the export screens for a person to look at, in Romanian and English at desktop and
 * phone width: `REPORTS_EXPORT_SHOTS=1 node apps/web/e2e/run.mjs reports-export-screenshots` (into
 * /tmp/shots, or REPORTS_EXPORT_SHOTS_DIR). The export answer is held back 4 s so the working state
 * can be seen. Skipped otherwise.
 */
const enabled = process.env.REPORTS_EXPORT_SHOTS === '1';
const outDir = process.env.REPORTS_EXPORT_SHOTS_DIR ?? '/tmp/shots';
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

const slowExports = (page) =>
  page.route('**/api/report/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });

async function inLanguage(page, language, work) {
  if (language === 'en') {
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  try {
    await work();
  } finally {
    // The switch is stored on the profile: put Romanian back for the other specs.
    if (language === 'en') {
      await page.keyboard.press('Escape');
      await page.click('[data-testid="language-switch"]');
      await page.waitForFunction(() => document.documentElement.lang === 'ro');
    }
  }
}

it('screenshots of the export dialog, the notification export and the dashboard button', {
  skip: !enabled,
}, async () => {
  mkdirSync(outDir, { recursive: true });
  const shot = (page, name) => page.screenshot({ path: path.join(outDir, `${name}.png`) });
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const language of ['ro', 'en']) {
      const reviewer = await newPage(browser, viewport);
      await signIn(reviewer, baseUrl(), 'reviewer@demo.local');
      await inLanguage(reviewer, language, async () => {
        await reviewer.goto(`${baseUrl()}/cancer-cases`);
        await reviewer.waitForSelector('[data-testid="list-cases"]');
        await reviewer.waitForTimeout(500);
        await shot(reviewer, `export-cases-list-${language}-${size}`);
        await reviewer.click('[data-testid="cases-export"]');
        await reviewer.check('[data-testid="export-type-3"]');
        await reviewer.waitForTimeout(400);
        await shot(reviewer, `export-dialog-${language}-${size}`);
        await slowExports(reviewer);
        await reviewer.click('[data-testid="export-start"]');
        await reviewer.waitForSelector('[data-testid="export-working"]');
        await reviewer.waitForTimeout(1500);
        await shot(reviewer, `export-dialog-working-${language}-${size}`);
        await reviewer.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 });
        await reviewer.goto(`${baseUrl()}/cancer-notification`);
        await reviewer.waitForSelector('[data-testid="notifications-export"]');
        await reviewer.waitForTimeout(500);
        await shot(reviewer, `export-notifications-${language}-${size}`);
      });
      await reviewer.context().close();

      const executive = await newPage(browser, viewport);
      await signIn(executive, baseUrl(), 'executive@demo.local');
      await inLanguage(executive, language, async () => {
        await executive.waitForSelector('[data-testid="anonymised-export"]');
        await shot(executive, `export-dashboard-${language}-${size}`);
        await slowExports(executive);
        await executive.click('[data-testid="anonymised-export"]');
        await executive.waitForSelector('[data-testid="export-working"]');
        await executive.waitForTimeout(1500);
        await shot(executive, `export-dashboard-working-${language}-${size}`);
        await executive.waitForSelector('[data-testid="export-working"]', {
          state: 'detached',
          timeout: 30_000,
        });
      });
      await executive.context().close();
    }
  }
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { apiToken, completeBody, freshCnp, reportDeath, saveNotification } from './lists-data.mjs';
import { openTab } from './reports-helpers.mjs';

/**
 * Screenshots of the Reports page (each tab, the super administrator's population card, the
 * executive's suppressed view) in Romanian and English at desktop and phone width, for a person
 * to look at: `REPORTS_SHOTS=1 node apps/web/e2e/run.mjs reports-screenshots` (into /tmp/shots,
 * or REPORTS_SHOTS_DIR). Skipped otherwise.
 */
const enabled = process.env.REPORTS_SHOTS === '1';
const outDir = process.env.REPORTS_SHOTS_DIR ?? '/tmp/shots';
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

let browser;
before(async () => {
  if (!enabled) return;
  const base = baseUrl();
  const reporter = await apiToken(base, 'reporter@demo.local');
  const cnps = [freshCnp(5), freshCnp(6), freshCnp(5), freshCnp(6)];
  for (const [i, cnp] of cnps.entries())
    await saveNotification(base, reporter, completeBody(cnp, ['Ana', 'Ion', 'Dan', 'Ema'][i], 'Imaginescu'));
  await reportDeath(base, reporter, cnps[0]);
  browser = await launchBrowser();
});
after(() => browser?.close());

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

it('screenshots of the reports page', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  const shot = async (page, name, fullPage = false) => {
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage });
  };
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const language of ['ro', 'en']) {
      for (const email of ['superadmin@demo.local', 'executive@demo.local']) {
        const who = email.split('@')[0];
        const page = await newPage(browser, viewport);
        await signIn(page, baseUrl(), email);
        await inLanguage(page, language, async () => {
          await page.goto(`${baseUrl()}/reports`);
          await page.waitForSelector('[data-testid="table-incidence"]');
          for (const tab of ['incidence', 'quality', 'survival']) {
            await openTab(page, tab);
            await page.waitForSelector(`[data-testid="report-${tab}"] svg`).catch(() => {});
            await shot(page, `reports-${who}-${tab}-${language}-${size}`);
            await shot(page, `reports-${who}-${tab}-${language}-${size}-full`, true);
            if (tab === 'quality') {
              // Per unit, then one unit year by year (year × unit) with its chip.
              await page.click('[data-testid="quality-by-unit"]');
              await page.click('[data-testid^="quality-unit-"]');
              await page.waitForSelector('[data-testid="quality-unit-filter"]');
              await shot(page, `reports-${who}-quality-one-unit-${language}-${size}`);
              await page.click('[data-testid="quality-by-year"]');
            }
          }
        });
        await page.context().close();
      }
    }
  }
});

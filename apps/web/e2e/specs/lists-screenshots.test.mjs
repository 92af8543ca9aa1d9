import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { viewports } from '../support/shots.mjs';
import { apiToken, completeBody, freshCnp, reportDeath, saveNotification } from './lists-data.mjs';

/**
 * Screenshots of the notification and case lists (issue 18: wide lists, the phone's cards), in
 * Romanian and English, at desktop and phone width, for a person to look at:
 * `LIST_SHOTS=1 node apps/web/e2e/run.mjs lists-screenshots` (into /tmp/shots, or LIST_SHOTS_DIR).
 */
const enabled = process.env.LIST_SHOTS === '1';
const outDir = process.env.LIST_SHOTS_DIR ?? '/tmp/shots';

let browser;
before(async () => {
  if (!enabled) return;
  const base = baseUrl();
  const reporter = await apiToken(base, 'reporter@demo.local');
  for (const [first, last] of [
    ['Elena', 'Vrânceanu'],
    ['Ioana', 'Constantinescu-Mavrodin'],
    ['Matei', 'Popescu'],
  ]) {
    const cnp = freshCnp(first === 'Matei' ? 5 : 6);
    await saveNotification(base, reporter, completeBody(cnp, first, last));
    if (last === 'Popescu') await reportDeath(base, reporter, cnp);
  }
  browser = await launchBrowser();
});
after(() => browser?.close());

it('screenshots of the notification and case lists', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const language of ['ro', 'en']) {
      const page = await newPage(browser, viewport);
      await page
        .context()
        .addCookies([{ name: 'LanguageId', value: language === 'en' ? '2' : '1', url: baseUrl() }]);
      await signIn(page, baseUrl(), 'reviewer@demo.local');
      if (language === 'en') {
        // The profile's language applies at sign-in: switch in the app (and back at the end).
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === 'en');
      }
      for (const [screen, url] of [
        ['notifications', '/cancer-notification'],
        ['cases', '/cancer-cases'],
      ]) {
        await page.goto(`${baseUrl()}${url}`);
        await page.waitForSelector('[data-testid="list-row"], [data-testid="list-card"]');
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(outDir, `list-${screen}-${size}-${language}.png`) });
        if (size === 'phone') {
          // The table, once the user picks it: identity and actions pinned at both edges.
          await page.click('[data-testid="view-table"]');
          await page.waitForSelector('[data-testid="list-row"]');
          await page.screenshot({ path: path.join(outDir, `list-${screen}-${size}-${language}-table.png`) });
          await page.click('[data-testid="view-grid"]');
        }
      }
      if (language === 'en') {
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === 'ro');
      }
      await page.context().close();
    }
  }
});

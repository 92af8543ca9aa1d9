#!/usr/bin/env node
/**
 * The pictures of the seeded user guide and of the dashboard's "how to report" walk-through (issue 18
 * item 10), taken from the real screens: `node apps/web/e2e/screenshots-guide.mjs [outDir]`. Writes
 * guide-1-list.png … guide-4-save.png at 960×600 in Romanian, and the same with -en in English; copy them, once compressed (< 100 kB), to
 * apps/api/src/modules/documents/guide/ and apps/web/src/features/dashboard/walkthrough/. Then the
 * dashboard at 1366×768 and 390×844 in both languages (GUIDE_STEPS=0: only those).
 */
import { apiToken, draftBody, freshCnp, saveNotification } from './specs/lists-data.mjs';
import { openSelector, reporterPage } from './specs/notification-helpers.mjs';
import { newPage, signIn } from './support/browser.mjs';
import { startShots, viewports } from './support/shots.mjs';

const shots = await startShots({ settleMs: 700 });
const { base, browser } = shots;
process.env.E2E_BASE_URL = base;
const token = await apiToken(base, 'reporter@demo.local');
for (const [first, last] of [
  ['Ana', 'Popa'],
  ['Matei', 'Ionescu'],
])
  await saveNotification(base, token, draftBody(freshCnp(5), first, last));

/** The four steps of reporting, in one language (the file names end in -en for English). */
async function takeSteps(language) {
  const suffix = language === 'en' ? '-en' : '';
  const page = await reporterPage(browser);
  await page.setViewportSize({ width: 960, height: 600 });
  await page.goto(`${base}/cancer-notification`);
  await page.waitForSelector('[data-testid="list-row"]');
  if (language === 'en') {
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  await shots.shot(page, `guide-1-list${suffix}`);

  await openSelector(page);
  await page.fill('input[name="identifier"]', freshCnp(6));
  await page.waitForFunction(() => !document.querySelector('input[name="morphoCodeId"]')?.disabled);
  await page.waitForTimeout(900);
  await page.locator('input[name="morphoCodeId"]').click();
  await page.locator('li[role="option"]').first().click();
  await page
    .locator('[data-testid="selector-reason"]')
    .locator('xpath=..')
    .locator('[role="combobox"]')
    .click();
  await page.locator('li[role="option"]', { hasText: 'E112' }).first().click();
  await shots.shot(page, `guide-2-selector${suffix}`);

  await page.click('[data-testid="selector-select"]');
  await page.waitForSelector('[data-testid="notification-form"]');
  await page.locator('[data-field="patientDetails.lastName"]').fill('Ionescu');
  await page.locator('[data-field="patientDetails.firstName"]').fill('Irina');
  await shots.shot(page, `guide-3-form${suffix}`);

  await page.locator('[data-panel]').nth(4).scrollIntoViewIfNeeded();
  await shots.shot(page, `guide-4-save${suffix}`);
  if (language === 'en') {
    // Back to Romanian: the switch is saved to the demo profile.
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
  }
  await page.context().close();
}

/** The dashboard's walk-through as a reader sees it: 1366×768 and 390×844, Romanian and English. */
async function dashboard() {
  for (const [size, viewport] of Object.entries(viewports)) {
    const page = await newPage(browser, viewport);
    await signIn(page, base, 'reporter@demo.local');
    for (const language of ['ro', 'en']) {
      if (language === 'en') {
        await page.click('[data-testid="language-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === 'en');
      }
      await page.waitForSelector('[data-testid="how-to-report"] img');
      await shots.shot(page, `dashboard-${size}-${language}`);
      await shots.shot(page, `dashboard-${size}-${language}-full`, true);
    }
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
    await page.context().close();
  }
}

if (process.env.GUIDE_STEPS !== '0') {
  await takeSteps('ro');
  await takeSteps('en');
}
await dashboard();
await shots.finish();

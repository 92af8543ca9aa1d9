#!/usr/bin/env node
/**
 * The pictures of the seeded user guide and of the dashboard's "how to report" walk-through (issue 18
 * item 10), taken from the real screens: `node apps/web/e2e/screenshots-guide.mjs [outDir]`. Writes
 * guide-1-list.png … guide-4-save.png at 960×600 (Romanian); copy them, once compressed (< 100 kB), to
 * apps/api/src/modules/documents/guide/ and apps/web/src/features/dashboard/walkthrough/.
 */
import { apiToken, draftBody, freshCnp, saveNotification } from './specs/lists-data.mjs';
import { openSelector, reporterPage } from './specs/notification-helpers.mjs';
import { startShots } from './support/shots.mjs';

const shots = await startShots({ settleMs: 700 });
const { base, browser } = shots;
process.env.E2E_BASE_URL = base;
const token = await apiToken(base, 'reporter@demo.local');
for (const [first, last] of [
  ['Ana', 'Popa'],
  ['Matei', 'Ionescu'],
])
  await saveNotification(base, token, draftBody(freshCnp(5), first, last));

const page = await reporterPage(browser);
await page.setViewportSize({ width: 960, height: 600 });
await page.goto(`${base}/cancer-notification`);
await page.waitForSelector('[data-testid="list-row"]');
await shots.shot(page, 'guide-1-list');

await openSelector(page);
await page.fill('input[name="identifier"]', freshCnp(6));
await page.waitForFunction(() => !document.querySelector('input[name="morphoCodeId"]')?.disabled);
await page.waitForTimeout(900);
await page.locator('input[name="morphoCodeId"]').click();
await page.locator('li[role="option"]', { hasText: 'Diagnostic nou' }).first().click();
await page
  .locator('[data-testid="selector-reason"]')
  .locator('xpath=..')
  .locator('[role="combobox"]')
  .click();
await page.locator('li[role="option"]', { hasText: 'E112' }).first().click();
await shots.shot(page, 'guide-2-selector');

await page.click('[data-testid="selector-select"]');
await page.waitForSelector('[data-testid="notification-form"]');
await page.locator('[data-field="patientDetails.lastName"]').fill('Ionescu');
await page.locator('[data-field="patientDetails.firstName"]').fill('Irina');
await shots.shot(page, 'guide-3-form');

await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await page.locator('[data-panel]').nth(4).scrollIntoViewIfNeeded();
await shots.shot(page, 'guide-4-save');
await shots.finish();

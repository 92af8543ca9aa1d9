#!/usr/bin/env node
/**
 * Screenshots of the notification list, the cancer cases list (table and cards), the audit page and
 * the case evolution panel (both orientations) at 1366×768 and 390×844:
 * `node apps/web/e2e/screenshots-lists.mjs [outDir]` (default /tmp/shots). Starts its own API on a
 * fresh database (with a few notifications made through the API) unless E2E_BASE_URL is set.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  apiToken,
  completeBody,
  draftBody,
  freshCnp,
  reportDeath,
  saveNotification,
} from './specs/lists-data.mjs';
import { launchBrowser, newPage, signIn } from './support/browser.mjs';
import { buildIfStale, startServer } from './support/server.mjs';

const outDir = path.resolve(process.argv[2] ?? '/tmp/shots');
mkdirSync(outDir, { recursive: true });
const viewports = { 1366: { width: 1366, height: 768 }, 390: { width: 390, height: 844 } };

let server = null;
let base = process.env.E2E_BASE_URL;
if (!base) {
  buildIfStale();
  server = await startServer({ name: 'shots-lists' });
  base = server.baseUrl;
}

const reporter = await apiToken(base, 'reporter@demo.local');
const reporter2 = await apiToken(base, 'reporter2@demo.local');
const names = [
  ['Ana', 'Popa'],
  ['Matei', 'Ionescu'],
  ['Ioana', 'Dumitrescu'],
  ['Radu', 'Stănescu'],
  ['Elena', 'Vrânceanu'],
];
let caseId = 0;
for (const [i, [first, last]] of names.entries()) {
  const cnp = freshCnp(i % 2 ? 5 : 6);
  if (i === 2) await saveNotification(base, reporter, draftBody(cnp, first, last));
  else
    await saveNotification(
      base,
      i === 3 ? reporter2 : reporter,
      completeBody(cnp, first, last, i === 3 ? 2 : 1),
    );
  if (i === 4) caseId = (await reportDeath(base, reporter, cnp)).id;
}

const browser = await launchBrowser();
const saved = [];
const shot = async (page, name, fullPage = false) => {
  await page.waitForTimeout(500);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  saved.push(file);
};
const view = async (page, mode) => {
  await page.click(`[data-testid="view-${mode}"]`);
  await page.waitForSelector(mode === 'grid' ? '[data-testid="list-card"]' : '[data-testid="list-row"]');
};
try {
  for (const [size, viewport] of Object.entries(viewports)) {
    const page = await newPage(browser, viewport);
    await signIn(page, base, 'reporter@demo.local');
    await page.goto(`${base}/cancer-notification`);
    await page.waitForSelector('[data-testid="list-row"]');
    await shot(page, `notifications-table-${size}`);
    await view(page, 'grid');
    await shot(page, `notifications-cards-${size}`);
    await view(page, 'table');
    await page.click('[data-testid="open-filters"]');
    await shot(page, `notifications-filters-${size}`);
    await page.context().close();

    const reviewer = await newPage(browser, viewport);
    await signIn(reviewer, base, 'reviewer@demo.local');
    await reviewer.goto(`${base}/cancer-cases`);
    await reviewer.waitForSelector('[data-testid="list-row"]');
    await shot(reviewer, `cases-table-${size}`);
    await view(reviewer, 'grid');
    await shot(reviewer, `cases-cards-${size}`);
    await view(reviewer, 'table');
    await reviewer.click('[data-testid="list-row"] [data-action="review"]');
    await shot(reviewer, `cases-review-dialog-${size}`);
    await reviewer.keyboard.press('Escape');
    await reviewer.goto(`${base}/cancer-audit`);
    await reviewer.waitForSelector('[data-testid="audit-summary"]');
    await shot(reviewer, `audit-${size}`);
    await reviewer.goto(`${base}/cancer-notification/${caseId}`);
    await reviewer.waitForSelector('[data-testid="notification-form"]');
    await reviewer.click('[data-testid="scroll-case-evolution"]');
    await reviewer.waitForSelector('[data-testid="evolution-table"]');
    await reviewer.locator('[data-testid="case-evolution"]').scrollIntoViewIfNeeded();
    await shot(reviewer, `evolution-fields-as-rows-${size}`);
    await reviewer.click('[data-testid="evolution-versions-as-rows"]');
    await reviewer.locator('[data-testid="case-evolution"]').scrollIntoViewIfNeeded();
    await shot(reviewer, `evolution-versions-as-rows-${size}`);
    await reviewer.context().close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
console.log(saved.join('\n'));

#!/usr/bin/env node
/**
 * Screenshots of the medical units (table, grid, filters, dialog) and the personnel of a unit
 * (table, cards, employee read-only and edit) at desktop (1366×768) and phone (390×844) size:
 * `node apps/web/e2e/screenshots-units.mjs [outDir]` (default /tmp/shots). Starts its own API on a
 * fresh database unless E2E_BASE_URL is set.
 */
import { newPage, signIn } from './support/browser.mjs';
import { startShots, viewports } from './support/shots.mjs';

const { base, browser, shot, finish } = await startShots({ settleMs: 500 });

async function units(page, size) {
  await page.goto(`${base}/reporting-unit`);
  await page.waitForSelector('[data-testid="list-row"]');
  await shot(page, `units-table-${size}`);
  await page.click('[data-testid="view-grid"]');
  await page.waitForSelector('[data-testid="list-card"]');
  await shot(page, `units-grid-${size}`);
  await page.click('[data-testid="view-table"]');
  await page.click('[data-testid="open-filters"]');
  await shot(page, `units-filters-${size}`);
  await page.click('[data-testid="filter-drawer"] button:has-text("Închide")');
  await page.locator('[data-testid="list-row"]').first().locator('[data-action="edit"]').click();
  await page.waitForSelector('[data-testid="unit-dialog"]');
  await page.waitForFunction(() => document.querySelector('input[name="cityId"]')?.value !== '');
  await shot(page, `unit-dialog-${size}`);
  await page.fill('input[name="phone"]', '123');
  await page.fill('input[name="name"]', '');
  await page.click('[data-testid="unit-save"]');
  await shot(page, `unit-dialog-errors-${size}`);
  await page.keyboard.press('Escape');
}

async function employees(page, size) {
  await page.goto(`${base}/reporting-unit/1/employee`);
  await page.waitForSelector('[data-testid="list-row"]');
  await shot(page, `employees-table-${size}`);
  await page.click('[data-testid="view-grid"]');
  await page.waitForSelector('[data-testid="list-card"]');
  await shot(page, `employees-cards-${size}`);
  await page.click('[data-testid="view-table"]');
  await page.goto(`${base}/reporting-unit/1/employee/1`);
  await page.waitForSelector('[data-testid="employee-edit"]');
  await shot(page, `employee-readonly-${size}`, size === 'phone');
  await page.click('[data-testid="employee-edit-button"]');
  await shot(page, `employee-edit-${size}`, size === 'phone');
  await page.goto(`${base}/reporting-unit/1/employee/0`);
  await page.waitForSelector('[data-testid="employee-edit"]');
  await shot(page, `employee-new-${size}`);
}

try {
  for (const [size, viewport] of Object.entries(viewports)) {
    const page = await newPage(browser, viewport);
    await signIn(page, base, 'superadmin@demo.local');
    await units(page, size);
    await employees(page, size);
    await page.context().close();
  }
  // In English too, to catch untranslated keys.
  const page = await newPage(browser);
  await signIn(page, base, 'unitadmin@demo.local');
  await page.click('[data-testid="language-switch"]');
  await page.waitForSelector('html[lang="en"]');
  await page.goto(`${base}/reporting-unit`);
  await page.waitForSelector('[data-testid="list-row"]');
  await shot(page, 'units-table-en');
  await page.goto(`${base}/reporting-unit/1/employee/2`);
  await page.waitForSelector('[data-testid="employee-edit"]');
  await page.click('[data-testid="employee-edit-button"]');
  await shot(page, 'employee-edit-en');
  await page.click('[data-testid="language-switch"]'); // back to Romanian on the profile
  await page.waitForSelector('html[lang="ro"]');
  await page.context().close();
} finally {
  await finish();
}

#!/usr/bin/env node
/**
 * Screenshots of users, user edit, the own-profile dialog, useful documents and the PDF viewer at
 * desktop (1366×768) and phone (390×844) size: `node apps/web/e2e/screenshots-users-documents.mjs
 * [outDir]` (default /tmp/shots). Starts its own API on a fresh database unless E2E_BASE_URL is set.
 */
import { newPage, signIn } from './support/browser.mjs';
import { startShots, viewports } from './support/shots.mjs';

const { base, browser, shot, finish } = await startShots({ settleMs: 400 });

async function users(page, size) {
  await page.goto(`${base}/users`);
  await page.waitForSelector('[data-testid="list-row"]');
  await shot(page, `users-table-${size}`);
  await page.click('[data-testid="open-filters"]');
  await page.click('[data-testid="filter-drawer"] input[name="emailConfirmed"]');
  await shot(page, `users-filters-${size}`);
  await page.click('[data-testid="filter-reset"]');
  await page.keyboard.press('Escape');
  await page.click('[data-testid="view-grid"]');
  await page.waitForSelector('[data-testid="list-card"]');
  await shot(page, `users-grid-${size}`);
  await page.click('[data-testid="view-table"]');
  await page.goto(`${base}/users/user/2`);
  await page.waitForSelector('[data-testid="user-edit"] form[data-mode="view"]');
  await shot(page, `user-view-${size}`);
  await page.click('[data-testid="user-edit-button"]');
  await shot(page, `user-edit-${size}`);
  await page.goto(`${base}/users/user/0`);
  await page.waitForSelector('[data-testid="user-edit"] form[data-mode="edit"]');
  await page.click('[data-testid="user-edit"] input[name="firstName"]');
  await page.click('[data-testid="user-edit"] input[name="email"]');
  await page.fill('[data-testid="user-edit"] input[name="email"]', 'nu-e-email');
  await page.click('[data-testid="user-edit"] input[name="phone"]');
  await shot(page, `user-new-errors-${size}`);
}

async function documents(page, size) {
  await page.goto(`${base}/documents`);
  await page.waitForSelector('[data-testid="list-row"]');
  await shot(page, `documents-table-${size}`);
  await page.click('[data-testid="view-grid"]');
  await page.waitForSelector('[data-testid="list-card"]');
  await shot(page, `documents-cards-${size}`);
  await page.click('[data-testid="view-table"]');
  await page.click('[data-testid="list-add"]');
  await page.waitForSelector('[data-testid="document-dialog"]');
  await page.fill('[data-testid="document-dialog"] input[name="name"]', 'Ghid de codificare ICCC-3');
  await shot(page, `document-dialog-new-${size}`);
  await page.keyboard.press('Escape');
  await page
    .locator('[data-testid="list-row"]', { hasText: 'Ghid de utilizare' })
    .locator('[data-action="edit"]')
    .click();
  await page.waitForSelector('[data-testid="document-dialog"]');
  await shot(page, `document-dialog-edit-${size}`);
  await page.keyboard.press('Escape');
  await page.goto(`${base}/document/view/1`);
  await page.waitForSelector('.react-pdf__Page canvas');
  await shot(page, `document-viewer-${size}`);
}

async function profile(page, size) {
  await page.goto(`${base}/`);
  await page.click('[data-testid="profile-menu"]');
  await page.click('li:has-text("Profil")');
  await page.waitForSelector('[data-testid="profile-dialog"] input[name="firstName"]');
  await shot(page, `profile-info-${size}`);
  await page.click('[data-testid="profile-tab-roles"]');
  await shot(page, `profile-roles-${size}`);
}

try {
  for (const [size, viewport] of Object.entries(viewports)) {
    const page = await newPage(browser, viewport);
    await signIn(page, base, 'superadmin@demo.local');
    await users(page, size);
    await documents(page, size);
    await page.context().close();
    const employee = await newPage(browser, viewport);
    await signIn(employee, base, 'unitadmin@demo.local');
    await profile(employee, size);
    await employee.context().close();
  }
} finally {
  await finish();
}

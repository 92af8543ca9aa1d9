#!/usr/bin/env node
/**
 * Screenshots of the main screens at desktop (1366×768) and phone (390×844) size, for a human (or
 * an agent) to look at: `node apps/web/e2e/screenshots.mjs [outDir]` (default /tmp/shots).
 * Starts its own API on a fresh database unless E2E_BASE_URL points at a running one.
 */
import { newPage, signIn } from './support/browser.mjs';
import { startShots, viewports } from './support/shots.mjs';

const { base, browser, shot, finish } = await startShots({ settleMs: 400 });
try {
  for (const [size, viewport] of Object.entries(viewports)) {
    const page = await newPage(browser, viewport);
    await page.goto(`${base}/login`);
    await page.waitForSelector('[data-testid="login-form"]');
    await shot(page, `login-${size}`);
    await page.press('input[name="email"]', 'Enter');
    await shot(page, `login-errors-${size}`);
    await signIn(page, base, 'reporter@demo.local');
    await page.waitForSelector('[data-testid="greeting"]');
    await shot(page, `dashboard-${size}`);
    if (size === 'phone') {
      await page.click('[data-testid="menu-toggle"]');
      await shot(page, `menu-${size}`);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${base}/reporting-unit`);
    await page.waitForSelector('[data-testid="list-row"]');
    await shot(page, `units-${size}`);
    await page.click('[data-testid="profile-menu"]');
    await page.click('[data-testid="sign-out"]');
    await page.waitForURL(`${base}/login`);
    await signIn(page, base, 'executive@demo.local');
    await page.waitForSelector('[data-testid="executive-dashboard"]');
    await shot(page, `dashboard-executive-${size}`);
    await page.goto(`${base}/page-not-found`);
    await shot(page, `not-found-${size}`);
    await page.context().close();
  }
} finally {
  await finish();
}

#!/usr/bin/env node
/**
 * Screenshots of the main screens at desktop (1366×768) and phone (390×844) size, for a human (or
 * an agent) to look at: `node apps/web/e2e/screenshots.mjs [outDir]` (default /tmp/shots).
 * Starts its own API on a fresh database unless E2E_BASE_URL points at a running one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, newPage, signIn } from './support/browser.mjs';
import { buildIfStale, startServer } from './support/server.mjs';

const outDir = path.resolve(process.argv[2] ?? '/tmp/shots');
mkdirSync(outDir, { recursive: true });
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

let server = null;
let base = process.env.E2E_BASE_URL;
if (!base) {
  buildIfStale();
  server = await startServer({ name: 'shots' });
  base = server.baseUrl;
}
const browser = await launchBrowser();
const saved = [];
const shot = async (page, name) => {
  await page.waitForTimeout(400); // let transitions settle
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  saved.push(file);
};
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
  await browser.close();
  await server?.stop();
}
console.log(saved.join('\n'));

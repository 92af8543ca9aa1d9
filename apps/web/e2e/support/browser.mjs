import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'Registru#2026';
export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the specs through apps/web/e2e/run.mjs');
  return url;
};

/** Debian's Chromium, never a downloaded browser (ARCHITECTURE §3). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser, viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ viewport, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Signs in through the login form, submitting with Enter, and waits for the dashboard. */
export async function signIn(page, base, email, password = DEMO_PASSWORD) {
  await page.goto(`${base}/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.press('input[name="password"]', 'Enter');
  await page.waitForURL(`${base}/`);
}

export async function menuEntries(page) {
  await page.waitForSelector('[data-menu-entry]');
  return page.$$eval('[data-menu-entry]', (els) => els.map((e) => e.getAttribute('data-menu-entry')));
}

export const readStoredAuth = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('registry.auth') ?? 'null'));

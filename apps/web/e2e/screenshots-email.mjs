#!/usr/bin/env node
import { call, exhaustLimit, openDialog } from './specs/email-helpers.mjs';
/**
 * Screenshots of the e-mail dialog with an error shown (issue 22 finding 9): the limit's 429 in
 * Romanian and English at desktop (1366×768) and phone (390×844) size, and a refused recipient's 400:
 * `node apps/web/e2e/screenshots-email.mjs [outDir]` (default /tmp/shots). Starts its own API on a
 * fresh database unless E2E_BASE_URL is set.
 */
import { apiSignIn } from './support/api.mjs';
import { newPage, signIn } from './support/browser.mjs';
import { startShots, viewports } from './support/shots.mjs';

const { base, browser, shot, finish } = await startShots({ settleMs: 400 });
const message = {
  ro: 'Bună ziua, o întrebare despre cazul 123.',
  en: 'Good morning, a question about case 123.',
};

async function refusedRecipient() {
  const { accessToken: admin } = await apiSignIn(base, 'superadmin@demo.local');
  const name = 'Unitate care se închide';
  const created = await call(base, admin, 'POST', '/api/reporting-unit', {
    name,
    typeId: 4,
    countryId: 276,
    city: 'Berlin',
    email: 'inchisa@demo.local',
  });
  const page = await newPage(browser);
  await signIn(page, base, 'auditor@demo.local');
  await openDialog(page, base, name);
  await page.fill('[data-testid="email-dialog"] textarea[name="message"]', message.ro);
  await call(base, admin, 'DELETE', `/api/reporting-unit/${JSON.parse(created.body).id}`);
  await page.click('[data-testid="email-send"]');
  await page.waitForSelector('[data-testid="email-error"]');
  await shot(page, 'email-dialog-400-desktop-ro');
  await page.context().close();
}

async function overTheLimit(size, viewport, language) {
  const page = await newPage(browser, viewport);
  await signIn(page, base, 'reviewer@demo.local');
  if (language === 'en') {
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  await openDialog(page, base, 'Unitatea demo 1');
  await page.fill('[data-testid="email-dialog"] textarea[name="message"]', message[language]);
  await page.click('[data-testid="email-send"]');
  await page.waitForSelector('[data-testid="email-error"]');
  await shot(page, `email-dialog-429-${size}-${language}`);
  await page.keyboard.press('Escape');
  if (language === 'en') {
    // Back to Romanian on the profile.
    await page.click('[data-testid="language-switch"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ro');
  }
  await page.context().close();
}

try {
  await refusedRecipient();
  await exhaustLimit(base, 'reviewer@demo.local');
  for (const [size, viewport] of Object.entries(viewports))
    for (const language of ['ro', 'en']) await overTheLimit(size, viewport, language);
} finally {
  await finish();
}

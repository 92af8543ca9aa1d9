#!/usr/bin/env node
import { api, apiToken, completeBody, freshCnp } from './specs/lists-data.mjs';
import { ADD_BUTTON } from './specs/notification-helpers.mjs';
/**
 * Screenshots of the diagnostic selector (a wrong CNP, a filled selection) and of the notification
 * form's required marks, missing counts and the refused "Save complete" landing on its field, at
 * 1366×768 and 390×844, in Romanian and English: `node apps/web/e2e/screenshots-form.mjs [outDir]`
 * (default /tmp/shots). Starts its own API on a fresh database unless E2E_BASE_URL is set.
 */
import { newPage, signIn } from './support/browser.mjs';
import { startShots, viewports } from './support/shots.mjs';

const { base, browser, shot, finish } = await startShots({ settleMs: 600 });

async function selector(page, name) {
  await page.goto(`${base}/cancer-notification`);
  await page.locator(ADD_BUTTON).first().click();
  await page.locator('input[name="identifier"]').waitFor();
  const good = freshCnp(5);
  await page.keyboard.type(`${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`);
  await shot(page, `selector-wrong-cnp-${name}`);
  await page.keyboard.press('Backspace');
  await page.keyboard.type(good[12]);
  await page.waitForTimeout(900);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.press('Enter');
  await shot(page, `selector-filled-${name}`);
  await page.keyboard.press('Escape');
}

async function form(page, name, draftId) {
  await page.goto(`${base}/cancer-notification/${draftId}`);
  await page.waitForSelector('[data-testid="required-legend"]');
  await shot(page, `form-required-${name}`);
  await page.click('[data-testid="save-complete"]');
  await page.waitForTimeout(900);
  await shot(page, `form-save-refused-${name}`);
}

/** Another unit's follow-up (reason 4): identity and coding only, the follow-up rules said live. */
async function followUp(page, name, identifier) {
  const query = new URLSearchParams({ identifier, isForeigner: '0', morphoCodeId: '95003', reason: '4' });
  await page.goto(`${base}/cancer-notification/0?${query}`);
  await page.waitForSelector('[data-testid="notification-form"]');
  await shot(page, `follow-up-top-${name}`);
  const overview = page.locator('[data-panel="notificationOverview"]');
  const summary = overview.locator('.MuiAccordionSummary-root').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await page
    .locator('input[name="notificationOverview.trackingStatusId"]')
    .locator('xpath=..')
    .locator('[role="combobox"]')
    .click();
  await page.locator('li[role="option"]').nth(1).click();
  await overview.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, `follow-up-overview-${name}`);
}

async function signInAs(email, viewport, language) {
  const page = await newPage(browser, viewport);
  page.on('dialog', (d) => d.accept());
  await signIn(page, base, email);
  if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
    await page.click('[data-testid="language-switch"]');
    await page.waitForSelector(`html[lang="${language}"]`);
  }
  return page;
}

try {
  const known = freshCnp(5);
  await api(base, await apiToken(base, 'reporter@demo.local'), 'POST', '/api/cancer-notification/', {
    ...completeBody(known, 'Ioana', 'Stan'),
  });
  const token = await apiToken(base, 'reporter@demo.local');
  const body = completeBody(freshCnp(6), 'Radu', 'Marin');
  const { transplantRecommendation: _t, systemicTherapyRoleId: _s, ...treatment } = body.cancerTreatment;
  const draft = await api(base, token, 'POST', '/api/cancer-notification/', {
    ...body,
    status: 1,
    notificationOverview: { reportingUnitId: 1 },
    cancerTreatment: treatment,
  });
  for (const language of ['ro', 'en']) {
    for (const [size, viewport] of Object.entries(viewports)) {
      const page = await signInAs('reporter@demo.local', viewport, language);
      await selector(page, `${language}-${size}`);
      await form(page, `${language}-${size}`, draft.id);
      await page.context().close();
      const other = await signInAs('reporter2@demo.local', viewport, language);
      await followUp(other, `${language}-${size}`, known);
      await other.context().close();
    }
  }
} finally {
  await finish();
}

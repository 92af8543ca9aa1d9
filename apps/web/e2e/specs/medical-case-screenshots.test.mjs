import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { api, apiToken, completeBody, freshCnp, saveNotification } from './lists-data.mjs';

/**
 * Screenshots of the medical case list and every tab at desktop and phone width, in Romanian and
 * English, for a person to look at: `MEDICAL_CASE_SHOTS=1 node apps/web/e2e/run.mjs
 * medical-case-screenshots` (into /tmp/shots, or MEDICAL_CASE_SHOTS_DIR). Skipped otherwise.
 */
const enabled = process.env.MEDICAL_CASE_SHOTS === '1';
const outDir = process.env.MEDICAL_CASE_SHOTS_DIR ?? '/tmp/shots';
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
const TABS = ['details', 'history', 'team', 'timeline', 'recommendations'];

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

/** A case with a medical case saved twice, so History has a change to show. */
async function medicalCaseWithHistory(base) {
  const reporter = await apiToken(base, 'reporter@demo.local');
  const owner = await apiToken(base, 'unitadmin@demo.local');
  const saved = await saveNotification(base, reporter, completeBody(freshCnp(6), 'Irina', 'Dobrescu'));
  const { id } = await api(base, owner, 'POST', `/api/medical-case/from-case/${saved.caseId}`, {});
  const read = await api(base, owner, 'GET', `/api/medical-case/${id}`);
  const details = {
    ...read.details,
    clinicalDiagnosis: { clinicalStatusId: 2, riskClassId: 3, details: 'Răspuns bun după inducție' },
    care: {
      ...read.details.care,
      comorbidities: 'Astm bronșic ușor',
      dischargeRecommendations: 'Control la 3 luni',
    },
  };
  await api(base, owner, 'PUT', `/api/medical-case/${id}`, { version: read.version, details });
  return id;
}

it('screenshots of the medical case screens', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  const base = baseUrl();
  const id = await medicalCaseWithHistory(base);
  for (const lang of ['ro', 'en']) {
    for (const [size, viewport] of Object.entries(viewports)) {
      const page = await newPage(browser, viewport);
      page.on('dialog', (d) => d.accept());
      await signIn(page, base, 'unitadmin@demo.local');
      // The profile's language (Romanian) applies at sign-in; the top bar's switch changes it.
      if (lang === 'en') {
        await page.waitForTimeout(800);
        const current = await page.evaluate(() => document.documentElement.lang);
        if (current !== 'en') await page.click('[data-testid="language-switch"]');
        await page.waitForFunction(() => document.documentElement.lang === 'en');
      }
      await page.goto(`${base}/medical-case`);
      await page.waitForSelector('[data-testid="list-row"], [data-medical-case]');
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(outDir, `medical-case-list-${lang}-${size}.png`) });
      for (const tab of TABS) {
        await page.goto(`${base}/medical-case/${id}?tab=${tab}`);
        await page.waitForSelector('[data-testid="medical-case-page"]');
        await page.waitForTimeout(tab === 'details' ? 1200 : 600);
        await page.screenshot({ path: path.join(outDir, `medical-case-${tab}-${lang}-${size}.png`) });
      }
      await page.close();
    }
  }
});

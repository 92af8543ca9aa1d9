import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { viewports } from '../support/shots.mjs';
import { addDays, ownedMedicalCase, planIntervention } from './interventions-helpers.mjs';
import { apiToken, todayIso } from './lists-data.mjs';
import { ADD_BUTTON } from './notification-helpers.mjs';

/**
 * Screenshots of the screens issue 23 items 6, 7, 9 and 13 changed (pickers, audit trail, reports,
 * lists with their column menu and scroll arrows, the selector's reason help), in Romanian and
 * English at 1366×768 and 390×844, for a person to look at:
 * `WORDS_SHOTS=1 node apps/web/e2e/run.mjs words-lists-screenshots` (into /tmp/c3-shots).
 */
const enabled = process.env.WORDS_SHOTS === '1';
const outDir = process.env.WORDS_SHOTS_DIR ?? '/tmp/c3-shots';

let browser;
let seeded;
before(async () => {
  if (!enabled) return;
  const base = baseUrl();
  const mc = await ownedMedicalCase(base, 'Sara', 'Munteanu');
  const day = addDays(todayIso(), 1);
  const plan = (type, detail) =>
    planIntervention(base, mc.owner, {
      medicalCaseId: mc.id,
      type,
      plannedDate: day,
      startTime: null,
      unitId: mc.unitId,
      significant: true,
      detail,
    });
  const systemic = await plan(1, {
    typeId: 1,
    cycles: [{ number: 1, date: day, weight: 22.5, medicines: [{ name: 'Vincristină' }] }],
  });
  const radio = await plan(2, { bodyPart: 'Craniu', dosePerFraction: 1.8, fractions: 10, totalDose: 18 });
  const visit = await plan(6, { distanceKm: 12.5, address: 'Str. Florilor 12' });
  const lab = await plan(5, { analyses: [{ categoryId: 1, name: 'Hemoglobină' }] });
  // An export, so that the audit trail has a row naming one.
  const reviewer = await apiToken(base, 'reviewer@demo.local');
  await fetch(`${base}/api/report/encr-cancer-cases/export`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${reviewer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'xlsx' }),
  }).then((r) => r.arrayBuffer());
  seeded = { mc, ids: { systemic: systemic.id, radio: radio.id, visit: visit.id, lab: lab?.id } };
  browser = await launchBrowser();
});
after(() => browser?.close());

async function english(page) {
  await page.waitForTimeout(600);
  if ((await page.evaluate(() => document.documentElement.lang)) !== 'en')
    await page.click('[data-testid="language-switch"]');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

async function openPicker(page, name, typed) {
  const input = page.locator(`input[data-field="${name}"]`);
  await input.click();
  await input.fill(typed);
  await page.locator('li[role="option"]').first().waitFor();
}

it('screenshots of the screens issue 23 (items 6, 7, 9, 13) touched', { skip: !enabled }, async () => {
  mkdirSync(outDir, { recursive: true });
  const base = baseUrl();
  const shot = (page, name, fullPage = false) =>
    page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage });
  for (const lang of ['ro', 'en']) {
    for (const [size, viewport] of Object.entries(viewports)) {
      const tag = `${lang}-${size}`;
      // The case owner: intervention pickers, numbers, the timeline.
      let page = await newPage(browser, viewport);
      page.on('dialog', (d) => d.accept());
      await signIn(page, base, 'unitadmin@demo.local');
      if (lang === 'en') await english(page);
      const { mc, ids } = seeded;
      await page.goto(`${base}/medical-case/${mc.id}/systemic-therapy/${ids.systemic}`);
      await page.waitForSelector('[data-testid="intervention-form"]');
      await openPicker(page, 'detail.protocolId', 'HR-NBL');
      await shot(page, `picker-protocol-${tag}`);
      await page.keyboard.press('Escape');
      await openPicker(page, 'detail.cycles.0.medicines.0.agentId', 'cispl');
      await shot(page, `picker-agent-${tag}`);
      await page.keyboard.press('Escape');
      await page.goto(`${base}/medical-case/${mc.id}/home-visit/${ids.visit}`);
      await page.waitForSelector('[data-testid="intervention-form"]');
      await openPicker(page, 'detail.countyId', 'Bra');
      await page.locator('li[role="option"]', { hasText: 'Brașov' }).first().click();
      await openPicker(page, 'detail.cityId', 'Făg');
      await shot(page, `picker-city-${tag}`);
      await page.keyboard.press('Escape');
      await page.goto(`${base}/medical-case/${mc.id}/radiotherapy/${ids.radio}`);
      await page.waitForSelector('[data-testid="intervention-form"]');
      await page.waitForTimeout(500);
      await shot(page, `radiotherapy-${tag}`, size === 'desktop');
      await page.goto(`${base}/medical-case/${mc.id}/lab-test/${ids.lab}`);
      await page.waitForSelector('[data-testid="intervention-form"]');
      await page.waitForTimeout(500);
      await shot(page, `lab-test-${tag}`, size === 'desktop');
      await page.goto(`${base}/medical-case/${mc.id}?tab=timeline`);
      await page.waitForSelector('[data-testid="timeline-item"]');
      await page.waitForTimeout(500);
      await shot(page, `timeline-${tag}`, true);
      await page.close();

      // The reviewer: the cases list, its column menu and scroll arrows; reports; the selector.
      page = await newPage(browser, viewport);
      await signIn(page, base, 'reviewer@demo.local');
      if (lang === 'en') await english(page);
      await page.goto(`${base}/cancer-cases`);
      await page.waitForSelector('[data-testid="list-row"], [data-testid="list-card"]');
      if (size === 'phone') await page.click('[data-testid="view-table"]');
      await page.waitForSelector('[data-testid="list-row"]');
      await page.waitForTimeout(400);
      await shot(page, `cases-${tag}`);
      await page.click('[data-testid="list-columns"]');
      await page.waitForTimeout(300);
      await shot(page, `cases-columns-menu-${tag}`);
      await page.keyboard.press('Escape');
      const more = page.locator('[data-testid="list-more-right"]');
      if (await more.count()) {
        await more.click();
        await page.waitForTimeout(700);
        await shot(page, `cases-scrolled-${tag}`);
      }
      await page.goto(`${base}/reports`);
      await page.waitForSelector('[data-testid="chart-incidence"], [data-testid="incidence-all-hidden"]');
      await page.waitForTimeout(1200);
      await shot(page, `reports-${tag}`, true);
      await page.close();

      // The reporter: the diagnostic selector's reason help.
      page = await newPage(browser, viewport);
      await signIn(page, base, 'reporter@demo.local');
      if (lang === 'en') await english(page);
      await page.goto(`${base}/cancer-notification`);
      await page.locator(ADD_BUTTON).first().click();
      await page.locator('input[name="identifier"]').waitFor();
      await page.waitForTimeout(300);
      await shot(page, `selector-${tag}`);
      await page.close();

      // The super administrator: the audit trail.
      page = await newPage(browser, viewport);
      await signIn(page, base, 'superadmin@demo.local');
      if (lang === 'en') await english(page);
      await page.goto(`${base}/audit-trail`);
      await page.waitForSelector('[data-testid="list-row"], [data-testid="list-card"]');
      await page.waitForTimeout(400);
      await shot(page, `audit-trail-${tag}`);
      await page.close();
    }
  }
});

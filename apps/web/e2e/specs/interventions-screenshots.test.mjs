import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { addDays, ownedMedicalCase, planIntervention } from './interventions-helpers.mjs';
import { todayIso } from './lists-data.mjs';

/**
 * Screenshots of each intervention type's form (filled in), the timeline and the four calendar
 * views at desktop and phone width, in Romanian and English, for a person to look at:
 * `INTERVENTION_SHOTS=1 node apps/web/e2e/run.mjs interventions-screenshots` (into /tmp/shots, or
 * INTERVENTION_SHOTS_DIR). Skipped otherwise.
 */
const enabled = process.env.INTERVENTION_SHOTS === '1';
const outDir = process.env.INTERVENTION_SHOTS_DIR ?? '/tmp/shots';
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
const ROUTES = {
  1: 'systemic-therapy',
  2: 'radiotherapy',
  3: 'surgery',
  4: 'imaging',
  5: 'lab-test',
  6: 'home-visit',
  7: 'transplant',
  8: 'histopatology',
  9: 'clinic-visit',
  10: 'clinic-evaluation',
  11: 'quality-of-life',
};

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

/** One intervention of each type, with the facts a clinician would have typed. */
function details(day) {
  return {
    1: {
      typeId: 1,
      otherProtocol: 'SIOPEN HR-NBL2',
      cycles: [
        {
          number: 1,
          date: day,
          weight: 18.4,
          height: 108,
          offLabel: false,
          medicines: [{ name: 'Vincristină', dosage: '1,5 mg/m² i.v. ziua 1' }],
        },
      ],
    },
    2: {
      treatmentTypeId: 1,
      bodyPart: 'Abdomen',
      typeId: 2,
      dosePerFraction: 1.8,
      fractions: 12,
      totalDose: 21.6,
    },
    3: {
      procedure: 'Rezecția tumorii suprarenale stângi',
      extentId: 3,
      surgeon: 'Dr. Marin',
      hasComplications: false,
    },
    4: { region: 'Abdomen și pelvis', hasContrast: true, result: 'Masă suprarenală stângă 4 × 3 cm' },
    5: {
      analyses: [
        { categoryId: 1, name: 'Hemoglobină', result: '10,2', unit: 'g/dL' },
        { categoryId: 6, name: 'Acid vanilmandelic urinar', unit: 'mg/24h' },
      ],
    },
    6: {
      recommendedBy: 'Dr. Ionescu',
      palliation: true,
      address: 'Str. Florilor 12',
      distanceKm: 14,
      medications: [
        { typeId: 1, substance: 'Paracetamol', dose: '250 mg', administrationTypeId: 1, interval: '8 h' },
      ],
    },
    7: { donorTypeId: 1, sourceId: 2, conditioning: 'Busulfan + melfalan', conditioningIntensityId: 1 },
    8: { specimen: 'Tumoră suprarenală', reportNumber: 'HP-2291', result: 'Neuroblastom slab diferențiat' },
    9: { recommendedBy: 'Dr. Pop', requestReason: 'Control după ciclul 2' },
    10: { local: { pain: 1, swelling: 0 }, systemic: { fever: 0, nausea: 2 }, subjective: { pain: 3 } },
    11: { respondentId: 2, answers: { 'physical.walking': 1, 'physical.pain': 2, 'emotional.sad': 1 } },
  };
}

async function seed(base) {
  const mc = await ownedMedicalCase(base, 'Sara', 'Munteanu');
  const day = addDays(todayIso(), 1);
  const ids = {};
  for (const [type, detail] of Object.entries(details(day))) {
    const t = Number(type);
    const answer = await planIntervention(base, mc.owner, {
      medicalCaseId: mc.id,
      type: t,
      plannedDate: addDays(day, t % 4),
      startTime: t % 2 ? `${String(8 + (t % 6)).padStart(2, '0')}:00` : null,
      unitId: mc.unitId,
      significant: t !== 4,
      detail,
    });
    ids[t] = answer.id;
  }
  return { mc, day, ids };
}

async function switchToEnglish(page) {
  await page.waitForTimeout(800);
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current !== 'en') await page.click('[data-testid="language-switch"]');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

it('screenshots of the intervention forms, the timeline and the calendar views', {
  skip: !enabled,
}, async () => {
  mkdirSync(outDir, { recursive: true });
  const base = baseUrl();
  const { mc, day, ids } = await seed(base);
  const shot = (page, name, fullPage = false) =>
    page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage });
  for (const lang of ['ro', 'en']) {
    for (const [size, viewport] of Object.entries(viewports)) {
      const page = await newPage(browser, viewport);
      page.on('dialog', (d) => d.accept());
      await signIn(page, base, 'unitadmin@demo.local');
      if (lang === 'en') await switchToEnglish(page);
      await page.goto(`${base}/medical-case/${mc.id}?tab=timeline`);
      await page.waitForSelector('[data-testid="timeline-item"]');
      await page.waitForTimeout(500);
      await shot(page, `timeline-${lang}-${size}`, true);
      for (const [type, route] of Object.entries(ROUTES)) {
        await page.goto(`${base}/medical-case/${mc.id}/${route}/${ids[type]}`);
        await page.waitForSelector('[data-testid="intervention-form"]');
        await page.waitForTimeout(900);
        await shot(page, `intervention-${route}-${lang}-${size}`, size === 'desktop');
      }
      for (const view of ['day', '4day', 'week', 'month']) {
        await page.goto(`${base}/calendar?view=${view}&date=${day}`);
        await page.waitForSelector('[data-testid="calendar-event"]');
        await page.waitForTimeout(600);
        await shot(page, `calendar-${view}-${lang}-${size}`, true);
      }
      await page.close();
    }
  }
});

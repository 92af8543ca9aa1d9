import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { addDays, ownedMedicalCase, planIntervention } from './interventions-helpers.mjs';
import { todayIso } from './lists-data.mjs';
import { typeText } from './notification-helpers.mjs';

/**
 * Issue 23 items 1, 10 and 11, for a person to look at: the medical case's restore banner, the
 * completion form with the real date proposed and its confirmation, and the timeline's lab card, at
 * desktop and phone width in Romanian and English: `CLINICAL_DRAFT_SHOTS=1 node apps/web/e2e/run.mjs
 * clinical-never-lose-work-screenshots` (into /tmp/shots, or CLINICAL_DRAFT_SHOTS_DIR). Skipped otherwise.
 */
const enabled = process.env.CLINICAL_DRAFT_SHOTS === '1';
const outDir = process.env.CLINICAL_DRAFT_SHOTS_DIR ?? '/tmp/shots';
const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

let browser;
before(async () => {
  if (enabled) browser = await launchBrowser();
});
after(() => browser?.close());

async function switchToEnglish(page) {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current !== 'en') await page.click('[data-testid="language-switch"]');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

it('screenshots of the restore banner, the completion form and the lab card', {
  skip: !enabled,
}, async () => {
  mkdirSync(outDir, { recursive: true });
  const base = baseUrl();
  const mc = await ownedMedicalCase(base, 'Ecran', 'Ciorna');
  // All results in, planned four days ahead: the card says "to complete", the form proposes today.
  const lab = await planIntervention(base, mc.owner, {
    medicalCaseId: mc.id,
    type: 5,
    plannedDate: addDays(todayIso(), 4),
    unitId: mc.unitId,
    significant: true,
    detail: { analyses: [{ name: 'AFP', result: '3 ng/ml' }] },
  });
  const shot = (page, name, fullPage = false) =>
    page
      .waitForTimeout(400)
      .then(() => page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage }));
  for (const lang of ['ro', 'en']) {
    for (const [size, viewport] of Object.entries(viewports)) {
      const page = await newPage(browser, viewport);
      page.on('dialog', (d) => d.accept());
      await signIn(page, base, 'unitadmin@demo.local');
      if (lang === 'en') await switchToEnglish(page);
      await page.goto(`${base}/medical-case/${mc.id}`);
      await page.waitForSelector('[data-testid="medical-case-details"]');
      await typeText(page, 'care.comorbidities', 'Astm bronșic');
      await page.waitForTimeout(900);
      await page.reload();
      await page.waitForSelector('[data-testid="local-draft-offer"]');
      await page.locator('[data-testid="local-draft-offer"]').scrollIntoViewIfNeeded();
      await shot(page, `restore-banner-${lang}-${size}`);
      await page.click('[data-testid="local-draft-discard"]');

      await page.goto(`${base}/medical-case/${mc.id}?tab=timeline`);
      await page.waitForSelector(`[data-testid="timeline-item"][data-id="${lab.id}"]`);
      await shot(page, `timeline-lab-${lang}-${size}`);

      await page.goto(`${base}/medical-case/${mc.id}/lab-test/${lab.id}?action=complete`);
      await page.waitForSelector('[data-testid="intervention-completing"]');
      await shot(page, `completion-form-${lang}-${size}`, size === 'desktop');
      await page.click('[data-testid="intervention-complete"]');
      await page.waitForSelector('[aria-labelledby="message-dialog-title"]');
      await shot(page, `completion-confirm-${lang}-${size}`);
      await page.context().close();
    }
  }
});

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiSignIn } from '../support/api.mjs';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import {
  confirmDialog,
  openPanel,
  pickCombo,
  pickSelect,
  reporterPage,
  selectDiagnostic,
  typeDate,
  typeText,
} from './notification-helpers.mjs';

/** A boy born 2015-01-01 with a valid CNP, one per serial, so that each run has its own patient. */
function boy(serial) {
  const body = `5150101400${String(serial).padStart(2, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}

const QUERY = '[data-testid="quality-cancerDiagnostic"] [data-check="basis-morphology"]';

describe('data quality on save (issue 16)', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a registrar sees a Query beside the fields as she types, saves, and confirms it as verified', async () => {
    const page = await reporterPage(browser);
    await selectDiagnostic(page, baseUrl(), {
      identifier: boy(31),
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    await typeText(page, 'patientDetails.lastName', 'Pop');
    await typeText(page, 'patientDetails.firstName', 'Andrei');
    await pickCombo(page, 'patientDetails.countyId', 'Cluj');
    await pickCombo(page, 'patientDetails.cityId', 'Cluj-Napoca');
    await openPanel(page, 'cancerDiagnostic');
    await typeDate(page, 'cancerDiagnostic.diagnosticDate', '10-03-2024');
    // A clinical basis only, for a specific morphology: IARC asks whether it was seen under a microscope.
    await pickSelect(page, 'cancerDiagnostic.registrationBaseId', /^Clinic$/);
    await pickCombo(page, 'cancerDiagnostic.topologicCodeId', 'C64.9');
    await openPanel(page, 'cancerMorphology');
    await pickSelect(page, 'cancerMorphology.behaviorId', 'Malign, localizare primară');
    await pickCombo(page, 'cancerMorphology.morphologyCodeId', '8959/3');

    // Before any save: the warning sits in the diagnosis panel, beside the basis and the topography.
    const query = page.locator(QUERY);
    await query.waitFor();
    assert.equal(await query.getAttribute('data-severity'), 'Query');
    assert.match(await query.textContent(), /bază microscopică/);
    // Not saved yet: nothing to confirm on the server, the alert says to save first.
    assert.equal(await page.locator('[data-testid="quality-confirm-basis-morphology"]').count(), 0);
    assert.match(await query.textContent(), /Salvați notificarea/);

    await page.click('[data-testid="save-draft"]');
    await confirmDialog(page);
    await page.waitForURL(/\/cancer-notification\/\d+$/);
    const confirm = page.locator('[data-testid="quality-confirm-basis-morphology"]');
    await confirm.waitFor();
    await confirm.click();
    await page.locator(`${QUERY}[data-confirmed="true"]`).waitFor();
    assert.match(await page.locator(QUERY).textContent(), /Confirmat ca verificat de/);

    // Read again from the server: the confirmation holds.
    await page.reload();
    await openPanel(page, 'cancerDiagnostic');
    await page.locator(`${QUERY}[data-confirmed="true"]`).waitFor();
    await page.context().close();
  });

  it('the notification list filters on unresolved quality warnings and marks them', async () => {
    const { cnp } = await savedDraftWithQuery(33);
    const page = await reporterPage(browser);
    await page.goto(`${baseUrl()}/cancer-notification`);
    await page.waitForSelector('[data-testid="list-row"]');
    await page.click('[data-testid="open-filters"]');
    await pickSelect(page, 'hasUnresolvedQualityWarnings', 'Da');
    await page
      .locator('[data-testid="filter-drawer"]')
      .getByRole('button', { name: 'Închide' })
      .last()
      .click();
    const row = page.locator('[data-testid="list-row"]', { hasText: cnp });
    await row.waitFor();
    assert.match(await row.textContent(), /Avertizări de calitate/);
    // Every row the filter keeps carries the mark.
    const rows = await page.locator('[data-testid="list-row"]').allTextContents();
    assert.ok(rows.every((text) => text.includes('Avertizări de calitate')));
    await page.context().close();
  });

  const shots = process.env.QUALITY_SHOTS === '1';
  it('screenshots of the warnings at desktop and phone width, ro and en', { skip: !shots }, async () => {
    const outDir = process.env.QUALITY_SHOTS_DIR ?? '/tmp/shots';
    mkdirSync(outDir, { recursive: true });
    const { id } = await savedDraftWithQuery(32);
    const sizes = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
    for (const language of ['ro', 'en'])
      for (const [size, viewport] of Object.entries(sizes)) {
        const page = await newPage(browser, viewport);
        page.on('dialog', (d) => d.accept());
        await signIn(page, baseUrl(), 'reporter@demo.local');
        if (language === 'en') {
          await page.click('[data-testid="language-switch"]');
          await page.waitForFunction(() => document.documentElement.lang === 'en');
        }
        await page.goto(`${baseUrl()}/cancer-notification/${id}`);
        for (const panel of ['cancerDiagnostic', 'cancerMorphology']) await openPanel(page, panel);
        const warnings = page.locator('[data-testid="quality-cancerDiagnostic"]');
        await warnings.waitFor();
        await warnings.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(outDir, `quality-warnings-${language}-${size}.png`) });
        // The list's filter, and the mark on the rows it keeps.
        await page.goto(`${baseUrl()}/cancer-notification`);
        await page.waitForSelector('[data-testid="list-row"], [data-testid="list-card"]');
        await page.click('[data-testid="open-filters"]');
        await pickSelect(page, 'hasUnresolvedQualityWarnings', language === 'en' ? 'Yes' : 'Da');
        await page
          .locator('input[name="hasUnresolvedQualityWarnings"]')
          .locator('xpath=..')
          .scrollIntoViewIfNeeded();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(outDir, `quality-filter-${language}-${size}.png`) });
        await page.locator('[data-testid="filter-drawer"]').getByRole('button').last().click();
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(outDir, `quality-list-${language}-${size}.png`) });
        // Leave the profile in Romanian for the specs that follow.
        if (language === 'en') {
          await page.click('[data-testid="language-switch"]');
          await page.waitForFunction(() => document.documentElement.lang === 'ro');
        }
        await page.context().close();
      }
  });
});

/** A draft with a Query (clinical basis for a cystic nephroma) and an Invalid grade, through the API. */
async function savedDraftWithQuery(serial) {
  const { accessToken } = await apiSignIn(baseUrl(), 'reporter@demo.local');
  const response = await fetch(`${baseUrl()}/api/cancer-notification/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', LanguageId: '1' },
    body: JSON.stringify({
      id: 0,
      version: 0,
      status: 1,
      diagnosticReportingReasonId: 1,
      patientDetails: {
        identifier: boy(serial),
        firstName: 'Ion',
        lastName: 'Marin',
        countyId: 127,
        cityId: 54975,
      },
      notificationOverview: { reportingUnitId: 1 },
      cancerDiagnostic: { diagnosticDate: '2024-03-10', registrationBaseId: 2, topologicCodeId: 1649 },
      // Grade 5 (T-cell) for a solid tumour: Invalid, which a draft may keep but a completion may not.
      cancerMorphology: { behaviorId: 4, morphologyCodeId: 89593, degreeId: 5 },
    }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`draft: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.id, cnp: boy(serial) };
}

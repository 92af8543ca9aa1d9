import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import {
  confirmDialog,
  typeDate as date,
  fillChemotherapy,
  invalidPanels,
  openPanel,
  pickCombo,
  pickSelect,
  reporterPage,
  selectDiagnostic,
  tick,
  toastText,
  typeDate,
  typeText,
} from './notification-helpers.mjs';

/** A girl born 2015-05-24 (valid CNP check digit); the e2e database is fresh, so she is unknown. */
const CNP = '6150524400023';

const caseLabel = (page) => page.locator('[data-testid="notification-case"]').textContent();

describe('cancer notification journey (spec 02 §2, §4)', () => {
  let browser;
  let firstId;
  let caseText;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a reporter files a new notification: the CNP fills the patient, a draft saves, completing points at every missing field', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    await selectDiagnostic(page, base, { identifier: CNP, morphology: 'Diagnostic nou', reason: 'E112' });
    // Derived from the CNP (spec 02 §4): gender, birth date, age.
    assert.equal(await page.inputValue('input[name="patientDetails.genderId"]'), '2');
    // The date picker loads as its own chunk: wait for it, then read the birth date.
    await page.waitForSelector('[data-date-field="patientDetails.birthdate"] [role="spinbutton"]');
    assert.match(await page.textContent('[data-date-field="patientDetails.birthdate"]'), /24.*05.*2015/);
    assert.ok(Number(await page.inputValue('input[data-field="patientDetails.age"]')) >= 10);

    await typeText(page, 'patientDetails.lastName', 'Ionescu');
    await typeText(page, 'patientDetails.firstName', 'Maria');
    await pickCombo(page, 'patientDetails.countyId', 'Cluj');
    await pickCombo(page, 'patientDetails.cityId', 'Cluj-Napoca');
    await page.click('[data-testid="save-draft"]');
    await confirmDialog(page);
    await page.waitForURL(/\/cancer-notification\/\d+$/);
    firstId = Number(page.url().split('/').pop());
    assert.match(await toastText(page), /salvat/);
    assert.equal(await page.textContent('[data-testid="notification-status"]'), 'Ciornă');

    await page.click('[data-testid="save-complete"]');
    await page.waitForSelector('[data-panel][data-invalid="true"]');
    assert.deepEqual(await invalidPanels(page), [
      'notificationOverview',
      'cancerDiagnostic',
      'cancerMorphology',
      'cancerTreatment',
    ]);
    assert.match(await toastText(page), /necompletate sau invalide/);
    // The first invalid panel is opened and scrolled to.
    assert.equal(
      await page.getAttribute(
        '[data-panel="notificationOverview"] .MuiAccordionSummary-root',
        'aria-expanded',
      ),
      'true',
    );

    await typeDate(page, 'notificationOverview.lastContactDate', '01-06-2025');
    await typeText(page, 'notificationOverview.lastDoctor', 'Dr. Pop');
    await openPanel(page, 'cancerDiagnostic');
    await date(page, 'cancerDiagnostic.diagnosticDate', '10-03-2024');
    await date(page, 'cancerDiagnostic.clinicalStartDate', '01-02-2024');
    assert.equal(await page.inputValue('input[data-field="cancerDiagnostic.ageAtDiagnostic"]'), '8');
    await pickSelect(page, 'cancerDiagnostic.diagnosticExplanationId', 'Data primei confirmări');
    await pickSelect(page, 'cancerDiagnostic.registrationBaseId', 'Histologia tumorii primare');
    await pickSelect(page, 'cancerDiagnostic.tumorLocationId', 'Glande endocrine');
    await pickCombo(page, 'cancerDiagnostic.topologicCodeId', 'C74.9');
    await openPanel(page, 'cancerMorphology');
    await pickSelect(page, 'cancerMorphology.behaviorId', 'Malign, localizare primară');
    await pickCombo(page, 'cancerMorphology.morphologyCodeId', '9500/3');
    // The association fills ICCC-3 and locks it (spec 02 §4).
    await page.waitForFunction(
      () => document.querySelector('input[name="cancerMorphology.icC3PrimaryId"]')?.value !== '',
    );
    assert.ok(await page.locator('input[name="cancerMorphology.icC3PrimaryId"]').isDisabled());
    await fillChemotherapy(page);

    await page.click('[data-testid="save-complete"]');
    await confirmDialog(page);
    await page.waitForSelector('[data-testid="notification-case"]');
    assert.equal(await page.textContent('[data-testid="notification-status"]'), 'Finalizată');
    caseText = await caseLabel(page);

    // Reopened, it is the case's current record.
    await page.reload();
    await page.waitForSelector('[data-testid="notification-form"]');
    assert.equal(await caseLabel(page), caseText);
    await page.context().close();
  });

  it('a second notification (reason 8, death) for the same patient and morphology joins that case', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    await selectDiagnostic(page, base, { identifier: CNP, morphology: '9500/3', reason: 'Deces' });
    // Prefilled from the case's record; the patient is read-only for a follow-up.
    assert.equal(await page.inputValue('[data-field="patientDetails.lastName"]'), 'Ionescu');
    assert.ok(await page.locator('[data-field="patientDetails.lastName"]').isDisabled());
    await openPanel(page, 'notificationOverview');
    await tick(page, 'notificationOverview.isPatientDead');
    // Ticking dead sets tracking status 3 (spec 02 §4).
    assert.equal(await page.inputValue('input[name="notificationOverview.trackingStatusId"]'), '3');
    await date(page, 'notificationOverview.deathDate', '01-07-2025');
    await pickCombo(page, 'notificationOverview.deathReasonTopoCodeId', 'C74.9');
    // A follow-up asks for the new contact (issue 18 item 1): the previous record's is not carried over.
    assert.equal(await page.inputValue('[data-field="notificationOverview.lastDoctor"]'), '');
    await typeDate(page, 'notificationOverview.lastContactDate', '01-07-2025');
    await typeText(page, 'notificationOverview.lastDoctor', 'Dr. Ionescu');
    await page.click('[data-testid="save-complete"]');
    await confirmDialog(page);
    await page.waitForURL(/\/cancer-notification\/\d+$/);
    await page.waitForSelector('[data-testid="notification-case"]');
    assert.equal(await caseLabel(page), caseText);
    await page.context().close();
  });

  it('the superseded completed notification is read-only for its reporter', async () => {
    const page = await reporterPage(browser);
    await page.goto(`${baseUrl()}/cancer-notification/${firstId}`);
    await page.waitForSelector('[data-testid="not-last-notification"]');
    assert.ok(await page.locator('[data-testid="save-draft"]').isDisabled());
    assert.ok(await page.locator('[data-testid="save-complete"]').isDisabled());
    assert.ok(await page.locator('[data-field="patientDetails.lastName"]').isDisabled());
    await page.context().close();
  });

  it('a reporter of another unit cannot open it', async () => {
    const page = await reporterPage(browser, 'reporter2@demo.local');
    await page.goto(`${baseUrl()}/cancer-notification/${firstId}`);
    await page.waitForSelector('[data-testid="notification-not-found"]');
    assert.equal(await page.$('[data-testid="notification-form"]'), null);
    await page.context().close();
  });
});

/** Form helpers for the notification specs, the typing benchmark and the screenshots (real MUI widgets). */
import { baseUrl, newPage, signIn } from '../support/browser.mjs';

/**
 * A signed-in page (the reporter of unit 1 unless told) that answers the browser's own questions
 * (leaving with unsaved changes asks through beforeunload) with yes.
 */
export async function reporterPage(browser, email = 'reporter@demo.local') {
  const page = await newPage(browser);
  page.on('dialog', (dialog) => dialog.accept());
  await signIn(page, baseUrl(), email);
  return page;
}

/** Opens a panel of the accordion (no-op when open). */
export async function openPanel(page, panel) {
  const root = page.locator(`[data-panel="${panel}"]`);
  const summary = root.locator('.MuiAccordionSummary-root').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await root.locator('.MuiAccordionDetails-root').first().waitFor();
  return root;
}

/** A select (short list): opens it and picks the option with this text. */
export async function pickSelect(page, name, text) {
  await page.locator(`input[name="${name}"]`).locator('xpath=..').locator('[role="combobox"]').click();
  await page.locator('li[role="option"]', { hasText: text }).first().click();
  await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
}

/** A combobox (long list): types to filter and picks the first matching option. */
export async function pickCombo(page, name, typed, text = typed) {
  const input = page.locator(`input[name="${name}"]`);
  await input.click();
  await input.fill(typed);
  await page.locator('li[role="option"]', { hasText: text }).first().click();
}

/** A DD-MM-YYYY date: the picker's sections take the digits in order. */
export async function typeDate(page, name, ddmmyyyy) {
  const sections = page.locator(`[data-date-field="${name}"] [role="spinbutton"]`);
  await sections.first().click();
  await page.keyboard.type(ddmmyyyy.replaceAll('-', ''));
}

export const tick = (page, name) => page.locator(`input[data-field="${name}"]`).check();

export const typeText = (page, name, text) => page.locator(`[data-field="${name}"]`).fill(text);

/** Answers the yes/no dialog of the save flow with Yes (or OK). */
export async function confirmDialog(page) {
  const dialog = page.locator('[aria-labelledby="message-dialog-title"]');
  await dialog.waitFor();
  await dialog.locator('button.MuiButton-contained').click();
  await dialog.waitFor({ state: 'detached' });
}

export async function invalidPanels(page) {
  return page.$$eval('[data-panel][data-invalid="true"]', (els) =>
    els.map((e) => e.getAttribute('data-panel')),
  );
}

/** The list's add button (the list screen) or the stand-in's (before it). */
export const ADD_BUTTON = '[data-testid="list-add"], [data-testid="new-notification"]';

/** Clicks add until the selector shows: the list may re-render its toolbar while its rows load. */
export async function openSelector(page) {
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.click(ADD_BUTTON);
    const shown = await page
      .waitForSelector('input[name="identifier"]', { timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
  }
  throw new Error('the diagnostic selector did not open');
}

/** The diagnostic selector from the notification list: identifier, morphology option, reason. */
export async function selectDiagnostic(page, base, { identifier, morphology, reason }) {
  await page.goto(`${base}/cancer-notification`);
  await openSelector(page);
  await page.fill('input[name="identifier"]', identifier);
  const morpho = page.locator('input[name="morphoCodeId"]');
  await morpho.waitFor();
  await page.waitForFunction(() => !document.querySelector('input[name="morphoCodeId"]')?.disabled);
  // The 500 ms look-up fills the known tumours.
  await page.waitForTimeout(900);
  await morpho.click();
  await page.locator('li[role="option"]', { hasText: morphology }).first().click();
  await page
    .locator('[data-testid="selector-reason"]')
    .locator('xpath=..')
    .locator('[role="combobox"]')
    .click();
  await page.locator('li[role="option"]', { hasText: reason }).first().click();
  await page.click('[data-testid="selector-select"]');
  await page.waitForSelector('[data-testid="notification-form"]');
}

export const toastText = async (page) =>
  (await page.locator('[data-testid="toast"]').first().textContent()) ?? '';

/** The panels of the edit page, in page order (spec 02 §2). */
export const PANELS = [
  'patientDetails',
  'reportingReason',
  'notificationOverview',
  'cancerDiagnostic',
  'cancerMorphology',
  'cancerHistopathology',
  'cancerImagistics',
  'cancerTorontoStadialization',
  'cancerTnmStadialization',
  'tumorGrading',
  'nonStagePrognosticFactor',
  'cancerTreatment',
  'subsequentCancerTreatment',
  'cancerEpicrisis',
  'observations',
];

/**
 * The treatment panel as a complete save needs it when the report gave none: chemotherapy from
 * 20-03-2024 with cyclophosphamide under ALLTogether1, no transplant recommended, induction.
 */
export async function fillChemotherapy(page) {
  await openPanel(page, 'cancerTreatment');
  await tick(page, 'cancerTreatment.hasChimio');
  await typeDate(page, 'cancerTreatment.chimioDate', '20-03-2024');
  await pickCombo(page, 'cancerTreatment.therapeuticAgentsIds', 'Ciclofosfamid');
  await page.keyboard.press('Escape');
  await pickCombo(page, 'cancerTreatment.therapeuticProtocolId', 'ALLTogether1');
  await pickSelect(page, 'cancerTreatment.transplantRecommendation', 'Nu');
  await pickSelect(page, 'cancerTreatment.systemicTherapyRoleId', 'Inducție');
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';
import { api, apiToken, draftBody, freshCnp, NEUROBLASTOMA } from './lists-data.mjs';
import { openSelector } from './notification-helpers.mjs';

/** Spec 02 §2 "Opening": through the selector, a tumour that already has a draft opens that draft. */
describe('opening a notification from the diagnostic selector', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a patient and morphology with a draft open that draft, in the alert variant', async () => {
    const base = baseUrl();
    const identifier = freshCnp(6);
    const token = await apiToken(base, 'reporter@demo.local');
    const draft = await api(base, token, 'POST', '/api/cancer-notification/', {
      ...draftBody(identifier, 'Elena', 'Ciornea'),
      cancerMorphology: { behaviorId: 4, morphologyCodeId: NEUROBLASTOMA },
    });

    const page = await newPage(browser);
    await signIn(page, base, 'reporter@demo.local');
    await page.goto(`${base}/cancer-notification`);
    await openSelector(page);
    await page.fill('input[name="identifier"]', identifier);
    await page.waitForFunction(() => !document.querySelector('input[name="morphoCodeId"]')?.disabled);
    // The 500 ms look-up lists the patient's tumours after "new diagnostic".
    const morphology = page.locator('input[name="morphoCodeId"]');
    await page.waitForTimeout(900);
    await morphology.click();
    await page.locator('li[role="option"]', { hasText: '9500/3' }).first().click();
    await page
      .locator('[data-testid="selector-reason"]')
      .locator('xpath=..')
      .locator('[role="combobox"]')
      .click();
    await page.locator('li[role="option"]', { hasText: 'Progresie' }).first().click();
    await page.click('[data-testid="selector-select"]');

    await page.waitForURL(new RegExp(`/cancer-notification/${draft.id}/alert$`));
    await page.waitForSelector('[data-testid="draft-exists-alert"]');
    assert.equal(await page.inputValue('[data-field="patientDetails.lastName"]'), 'Ciornea');
    // The draft keeps its own reason (E112), not the one chosen in the selector.
    assert.equal(await page.inputValue('input[name="diagnosticReportingReasonId"]'), '1');
    await page.context().close();
  });
});

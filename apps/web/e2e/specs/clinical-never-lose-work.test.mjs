import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import { ownedMedicalCase } from './interventions-helpers.mjs';
import { api, todayIso } from './lists-data.mjs';
import { confirmDialog, pickSelect, reporterPage, typeText } from './notification-helpers.mjs';

/**
 * Issue 23 item 1: typed clinical work is never lost. The medical case's details survive a look at
 * another tab, and leaving through the menu keeps them as the local draft the leave question
 * promises (offered back with a restore banner, dropped once saved). The intervention form holds
 * its typing across a reload through the same mechanism as the notification form.
 */

const OFFER = '[data-testid="local-draft-offer"]';
const COMORBIDITIES = '[data-field="care.comorbidities"]';
/** Waits past the local draft's 500 ms pause so what was typed is stored. */
const letDraftSettle = (page) => page.waitForTimeout(900);

describe('never lose typed clinical work (issue 23)', () => {
  let browser;
  let mc;
  before(async () => {
    mc = await ownedMedicalCase(baseUrl(), 'Ciorna', 'Clinica');
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('details typed in the medical case survive a tab switch, a leave through the menu, and go once saved', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/medical-case/${mc.id}`);
    await page.waitForSelector('[data-testid="medical-case-details"]');
    assert.equal(await page.locator(OFFER).count(), 0, 'nothing typed yet: nothing offered');
    await typeText(page, 'care.comorbidities', 'Astm bronșic');

    // Another tab and back: the text is still in the field, no question asked.
    await page.click('[data-tab="team"]');
    await page.waitForSelector('[data-testid="medical-team"]');
    assert.equal(await page.locator(COMORBIDITIES).isVisible(), false);
    await page.click('[data-tab="details"]');
    assert.equal(await page.inputValue(COMORBIDITIES), 'Astm bronșic');

    // Leaving through the menu asks; "Da" leaves, and the promise of a local draft holds.
    await page.click('[data-menu-entry]:not(.Mui-selected) >> nth=0');
    await confirmDialog(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/medical-case/'));
    await page.goto(`${base}/medical-case/${mc.id}`);
    await page.waitForSelector(OFFER);
    assert.equal(await page.inputValue(COMORBIDITIES), '', 'the stored version shows until restored');
    await page.click('[data-testid="local-draft-restore"]');
    assert.equal(await page.inputValue(COMORBIDITIES), 'Astm bronșic');
    assert.equal(await page.locator(OFFER).count(), 0);

    // Saved: the text is the record's, and nothing is offered any more.
    await pickSelect(page, 'clinicalDiagnosis.clinicalStatusId', 'Remisiune parțială');
    await page.click('[data-testid="medical-case-save"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="medical-case-version"]')?.textContent?.includes('Versiunea 2'),
    );
    await letDraftSettle(page);
    await page.reload();
    await page.waitForSelector('[data-testid="medical-case-details"]');
    assert.equal(await page.inputValue(COMORBIDITIES), 'Astm bronșic');
    assert.equal(await page.locator(OFFER).count(), 0, 'a saved draft is dropped');
    await page.context().close();
  });

  it('an intervention form offers its typing back after a reload, and restores it', async () => {
    const base = baseUrl();
    const { id } = await api(base, mc.owner, 'POST', '/api/intervention', {
      medicalCaseId: mc.id,
      type: 8,
      plannedDate: todayIso(),
      unitId: mc.unitId,
      significant: true,
      detail: {},
    });
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/medical-case/${mc.id}/medical-operation/${id}`);
    await page.waitForSelector('[data-testid="intervention-form"][data-type="8"]');
    await page.fill('[data-field="detail.result"]', 'Nefroblastom, histologie favorabilă');
    await letDraftSettle(page);

    await page.reload();
    await page.waitForSelector('[data-testid="intervention-form"]');
    await page.waitForSelector(OFFER);
    assert.equal(await page.inputValue('[data-field="detail.result"]'), '');
    await page.click('[data-testid="local-draft-restore"]');
    assert.equal(
      await page.inputValue('[data-field="detail.result"]'),
      'Nefroblastom, histologie favorabilă',
    );
    await page.context().close();
  });
});

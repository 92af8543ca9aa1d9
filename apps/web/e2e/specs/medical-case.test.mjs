import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import { api, apiToken, completeBody, freshCnp, NEUROBLASTOMA, saveNotification } from './lists-data.mjs';
import { pickSelect, reporterPage, typeText } from './notification-helpers.mjs';

/**
 * Issue 14, the medical case core: the case owner of unit 1 opens the medical case of a new case
 * from its notification page (prefilled from the case's record), fills in the clinical status and a
 * comorbidity, saves, and sees the new version with what changed in History.
 */
describe('medical case', () => {
  let browser;
  const cnp = freshCnp(5);
  let notification;
  before(async () => {
    const base = baseUrl();
    const reporter = await apiToken(base, 'reporter@demo.local');
    notification = await saveNotification(base, reporter, completeBody(cnp, 'Matei', 'Ursu'));
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a case owner opens it prefilled, edits the details and sees the version in History', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser, 'unitadmin@demo.local');
    await page.goto(`${base}/cancer-notification/${notification.id}`);
    await page.click('[data-testid="open-medical-case"]');
    await page.waitForURL(/\/medical-case\/\d+$/);
    await page.waitForSelector('[data-testid="medical-case-details"]');
    assert.match(await page.textContent('[data-testid="medical-case-patient"]'), /Ursu Matei/);
    assert.match(await page.textContent('[data-testid="medical-case-version"]'), /Versiunea 1/);
    // Prefilled from the case's record: diagnosis date, basis and morphology as reported.
    await page.waitForSelector('[data-date-field="cancerDiagnostic.diagnosticDate"] [role="spinbutton"]');
    assert.match(
      await page.textContent('[data-date-field="cancerDiagnostic.diagnosticDate"]'),
      /10.*03.*2024/,
    );
    assert.match(await page.inputValue('input[name="cancerMorphology.morphologyCodeId"]'), /9500\/3/);
    assert.equal(await page.inputValue('input[name="cancerDiagnostic.registrationBaseId"]'), '8');

    // The clinical status is the team's to state: saving without it names the section.
    await typeText(page, 'care.comorbidities', 'Astm bronșic');
    await page.click('[data-testid="medical-case-save"]');
    await page.waitForSelector('[data-panel="clinicalDiagnosis"][data-invalid="true"]');
    await pickSelect(page, 'clinicalDiagnosis.clinicalStatusId', 'Remisiune parțială');
    await pickSelect(page, 'clinicalDiagnosis.riskClassId', 'Risc înalt');
    await page.click('[data-testid="medical-case-save"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="medical-case-version"]')?.textContent?.includes('Versiunea 2'),
    );
    assert.equal(await page.inputValue('[data-field="care.comorbidities"]'), 'Astm bronșic');

    await page.click('[data-tab="history"]');
    await page.waitForSelector('[data-testid="medical-case-history"]');
    await page.click('text=Versiuni pe rânduri');
    const versions = await page.$$eval('[data-testid="evolution-table"] tbody tr[data-version]', (rows) =>
      rows.map((r) => r.getAttribute('data-version')),
    );
    assert.deepEqual(versions, ['2', '1']);
    const changed = await page.$$eval(
      '[data-testid="evolution-table"] tbody tr[data-version="2"] td[data-changed="true"]',
      (cells) => cells.map((c) => c.textContent),
    );
    assert.ok(
      changed.some((text) => text.includes('Remisiune parțială')),
      changed.join(' | '),
    );
    assert.ok(
      changed.some((text) => text.includes('Astm bronșic')),
      changed.join(' | '),
    );
    assert.match(page.url(), /tab=history/);

    // The list shows it, with its clinical status.
    await page.goto(`${base}/medical-case`);
    await page.fill('[data-testid="toolbar-search"]', cnp);
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes(id);
    }, cnp);
    assert.ok(await page.locator('[data-testid="list-row"] [data-clinical-status="2"]').count());
  });

  it('a unit that reports only a follow-up sees no "Medical case" button but asks to join; the owner refuses (issue 22)', async () => {
    const base = baseUrl();
    const token = await apiToken(base, 'reporter2@demo.local');
    const prefill = await api(base, token, 'GET', `/api/cancer-notification/${cnp}/${NEUROBLASTOMA}`);
    const followUp = await saveNotification(base, token, {
      ...prefill,
      cancerTreatment: completeBody(cnp, 'Matei', 'Ursu').cancerTreatment,
      status: 2,
      diagnosticReportingReasonId: 2,
      notificationOverview: {
        ...prefill.notificationOverview,
        lastDoctor: 'Dr. Doi',
        lastContactDate: '2025-06-02',
      },
    });
    const page = await reporterPage(browser, 'reporter2@demo.local');
    const reach = page.waitForResponse((r) =>
      r.url().includes(`/api/medical-case/from-case/${followUp.caseId}`),
    );
    await page.goto(`${base}/cancer-notification/${followUp.id}`);
    await page.waitForSelector('[data-testid="notification-case"]');
    assert.equal((await reach).status(), 200);
    // The answer is in: let React render what it decides before looking for the button.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('[data-testid="open-medical-case"]').count(), 0);

    // Instead they ask the treating team to join; its case owner sees the request on the team tab.
    await page.click('[data-testid="ask-to-join-medical-case"]');
    await page.waitForSelector('text=Cererea a fost trimisă echipei care tratează copilul');
    const owner = await apiToken(base, 'unitadmin@demo.local');
    const { id } = await api(base, owner, 'POST', `/api/medical-case/from-case/${followUp.caseId}`, {});
    const ownerPage = await reporterPage(browser, 'unitadmin@demo.local');
    await ownerPage.goto(`${base}/medical-case/${id}?tab=team`);
    const request = ownerPage.locator('[data-testid="team-join-requests"] [data-join-request]');
    await request.waitFor();
    assert.match(await request.textContent(), /Maria Constantin/);
    // Unit 2 is no Central unit: only a transfer could bring it the case, so the request offers Refuse only.
    assert.equal(await request.locator('[data-testid="join-accept"]').count(), 0);
    await request.locator('[data-testid="join-refuse"]').click();
    await ownerPage.waitForSelector('[data-testid="team-join-requests"]', { state: 'detached' });
  });

  it('a reviewer opens it from the cancer cases list and reads it without editing', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser, 'reviewer@demo.local');
    await page.goto(`${base}/cancer-cases`);
    await page.fill('[data-testid="toolbar-search"]', cnp);
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
      return rows.length === 1 && rows[0].textContent.includes(id);
    }, cnp);
    await page.click('[data-testid="list-row"] [data-action="medical-case"]');
    await page.waitForURL(/\/medical-case\/\d+$/);
    await page.waitForSelector('[data-testid="medical-case-read-only"]');
    await page.waitForSelector('[data-testid="medical-case-details"]');
    assert.equal(await page.locator('[data-testid="medical-case-save"]').count(), 0);
    assert.ok(await page.locator('input[name="cancerMorphology.morphologyCodeId"]').isDisabled());
  });

  it('another unit’s reporter is told the medical case is not theirs', async () => {
    const base = baseUrl();
    const owner = await apiToken(base, 'unitadmin@demo.local');
    const opened = await fetch(`${base}/api/medical-case/from-case/${notification.caseId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner}` },
    }).then((r) => r.json());
    const page = await reporterPage(browser, 'reporter2@demo.local');
    await page.goto(`${base}/medical-case/${opened.id}`);
    await page.waitForSelector('[data-testid="medical-case-not-found"]');
  });
});

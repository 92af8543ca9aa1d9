import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import { startShots, viewports } from '../support/shots.mjs';
import { neuroblastomaBundle, registerClient, sendBundle } from './fhir-intake-helpers.mjs';
import { apiToken, freshCnp } from './lists-data.mjs';
import {
  confirmDialog,
  fillChemotherapy,
  invalidPanels,
  openPanel,
  pickSelect,
  reporterPage,
  typeDate,
  typeText,
} from './notification-helpers.mjs';

const CLIENT = 'HIS Spitalul Clinic de Copii Cluj';
const rows = '[data-testid="fhir-intake-rows"] [data-kind]';

/**
 * Opens the list's filter drawer, sets "Primit electronic" (Da / Nu), closes the drawer and waits
 * for the list's answer to that filter.
 */
async function filterReceived(page, choice) {
  const wanted = choice === 'Da';
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/cancer-notification/filter') &&
      r.request().postDataJSON()?.receivedElectronically === wanted,
  );
  await page.click('[data-testid="open-filters"]');
  const combo = page
    .locator('[data-filter="receivedElectronically"]')
    .locator('xpath=..')
    .locator('[role="combobox"]');
  await combo.click();
  await page.locator('li[role="option"]', { hasText: choice }).click();
  // The choice must have taken before the drawer closes (a click during the drawer's opening was
  // lost once in CI, and no filtered request ever came).
  await page.waitForFunction(
    ([el, text]) => el?.textContent?.trim() === text,
    [await combo.elementHandle(), choice],
  );
  await page.locator('[data-testid="filter-drawer"]').getByRole('button', { name: 'Închide' }).last().click();
  return (await answered).json();
}

const rowOf = (page, text) => page.locator('[data-testid="list-row"]', { hasText: text });

/**
 * Issue 43, the registrar's side: a hospital's system reports a neuroblastoma as FHIR; the unit's
 * reporter finds the draft by "received electronically", reads what was received and what it became,
 * fills what the report could not say and completes it.
 */
describe('a FHIR report in the registrar’s hands', () => {
  let browser;
  const child = { cnp: freshCnp(5), given: 'Ilie', family: 'Fhirescu' };
  let notificationId = 0;
  // A second received draft, left a draft for the screenshots whatever the order of the tests.
  const shotChild = { cnp: freshCnp(6), given: 'Ana', family: 'Fhirescu' };
  let shotId = 0;

  before(async () => {
    const base = baseUrl();
    const admin = await apiToken(base, 'unitadmin@demo.local');
    const client = await registerClient(base, admin, 1, CLIENT);
    const token = await client.token();
    notificationId = await sendBundle(
      base,
      token,
      neuroblastomaBundle({ id: crypto.randomUUID(), ...child }),
    );
    shotId = await sendBundle(base, token, neuroblastomaBundle({ id: crypto.randomUUID(), ...shotChild }));
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('the list marks it and filters on it: Da keeps it, Nu leaves it out', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    await page.goto(`${base}/cancer-notification`);
    await page.waitForSelector('[data-testid="list-row"]');
    const headers = await page.locator('[data-testid="list-table"] thead th').allTextContents();
    assert.ok(headers.includes('Primit electronic'), headers.join(' | '));

    // The newest rows are the two received drafts: "Nu" takes them away.
    assert.equal(await rowOf(page, child.cnp).locator('[data-testid="received-electronically"]').count(), 1);
    const typed = await filterReceived(page, 'Nu');
    assert.ok(typed.items.every((n) => !n.receivedElectronically));
    await page.waitForFunction(
      (cnp) =>
        ![...document.querySelectorAll('[data-testid="list-row"]')].some((r) => r.textContent.includes(cnp)),
      child.cnp,
    );
    assert.equal(
      await page.locator('[data-testid="list-row"] [data-testid="received-electronically"]').count(),
      0,
    );

    await filterReceived(page, 'Da');
    await rowOf(page, child.cnp).waitFor();
    const shown = await page.locator('[data-testid="list-row"]').count();
    assert.ok(shown >= 2, `both received drafts, got ${shown}`);
    assert.equal(
      await page.locator('[data-testid="list-row"] [data-testid="received-electronically"]').count(),
      shown,
      'every row kept is marked received',
    );
    const row = rowOf(page, child.cnp);
    assert.equal(await row.locator('[data-testid="received-electronically"]').textContent(), 'Da');
    assert.match(await row.textContent(), /Ciornă/);
    assert.match(await row.textContent(), /Fhirescu/);
    await page.context().close();
  });

  it('the form shows the report: who sent it and when, what it became, what is left to fill in by hand', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    await page.goto(`${base}/cancer-notification`);
    await filterReceived(page, 'Da');
    await rowOf(page, child.cnp).locator('[data-testid="open-notification"]').click();
    await page.waitForURL(new RegExp(`/cancer-notification/${notificationId}`));
    const panel = page.locator('[data-testid="fhir-intake"]');
    await panel.waitFor();
    assert.equal(await panel.locator('h2').count(), 1);

    const facts = await panel.locator('[data-testid="fhir-intake-facts"]').textContent();
    assert.ok(facts.includes(CLIENT), facts);
    assert.match(facts, /Primit la\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    assert.match(facts, /De câte ori a fost primito dată/);

    // Not mapped first: the hospital's record number, the ICD-10 code, the SNOMED CT site, the surgery.
    const kinds = await page.locator(rows).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    const notMapped = kinds.filter((k) => k === 'notMapped').length;
    assert.equal(notMapped, 4, kinds.join(','));
    assert.deepEqual(kinds.slice(0, 5), [
      'notMapped',
      'notMapped',
      'notMapped',
      'notMapped',
      'setByRegistry',
    ]);
    assert.ok(kinds.filter((k) => k === 'mapped').length >= 10, kinds.join(','));
    assert.equal(
      await panel.locator('[data-testid="fhir-intake-missing"]').textContent(),
      '4 elemente nepreluate',
    );
    const first = page.locator(rows).first();
    assert.match(
      await first.textContent(),
      /Patient\.identifier\[1\].*FO-2024-0815.*nepreluat — completați manual/,
    );
    const procedure = page.locator(`${rows}[data-kind="notMapped"]`, { hasText: 'Suprarenalectomie' });
    assert.match(await procedure.textContent(), /^Procedure/);
    // What was taken says where it went, in the form's words.
    const cnpRow = page.locator(`${rows}[data-kind="mapped"]`, { hasText: child.cnp });
    assert.match(await cnpRow.textContent(), /Datele pacientului › Cod numeric personal \(CNP\)/);
    // One received site fills two fields: the code and the only location that offers it.
    const site = page.locator(`${rows}[data-kind="mapped"]`, { hasText: 'Condition.bodySite[0]' });
    assert.deepEqual(
      (await site.allTextContents()).map((text) => text.replace(/^.*C74\.9[^›]*?(Diagnostic › )/, '$1')),
      ['Diagnostic › Localizarea tumorii', 'Diagnostic › Codul topografic'],
    );
    assert.match(
      await page.locator(`${rows}[data-kind="setByRegistry"]`).textContent(),
      /^— \(nu vine din raport\)—Motivul raportării: pus de registru — confirmați-l$/,
    );

    // Only what is left to fill in.
    await panel.locator('[data-testid="fhir-intake-only-missing"] input').check();
    assert.deepEqual(
      await page
        .locator(rows)
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-kind')))]),
      ['notMapped'],
    );
    assert.equal(await page.locator(rows).count(), 4);

    // The bundle as received, for whoever reads FHIR.
    await panel.locator('[data-testid="fhir-intake-bundle-toggle"]').click();
    const raw = await panel.locator('[data-testid="fhir-intake-bundle"]').textContent();
    assert.equal(JSON.parse(raw).entry[1].resource.name[0].family, 'Fhirescu');
    const download = page.waitForEvent('download');
    await panel.locator('[data-testid="fhir-intake-bundle-download"]').click();
    assert.equal((await download).suggestedFilename(), `fhir-bundle-${notificationId}.json`);

    // What the mapping filled is in the form.
    assert.equal(await page.inputValue('[data-field="patientDetails.lastName"]'), 'Fhirescu');
    assert.equal(await page.inputValue('input[name="diagnosticReportingReasonId"]'), '1');
    await page.context().close();
  });

  it('completing it: the missing fields, then the list shows it completed and still received', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    await page.goto(`${base}/cancer-notification/${notificationId}`);
    await page.locator('[data-testid="fhir-intake"]').waitFor();
    await page.click('[data-testid="save-complete"]');
    await page.waitForSelector('[data-panel][data-invalid="true"]');
    // The report said nothing of the contact, the basis of the diagnosis or the treatment.
    assert.deepEqual(await invalidPanels(page), [
      'notificationOverview',
      'cancerDiagnostic',
      'cancerTreatment',
    ]);

    await openPanel(page, 'notificationOverview');
    await typeDate(page, 'notificationOverview.lastContactDate', '01-06-2025');
    await typeText(page, 'notificationOverview.lastDoctor', 'Dr. Pop');
    await openPanel(page, 'cancerDiagnostic');
    await typeDate(page, 'cancerDiagnostic.clinicalStartDate', '01-02-2024');
    await pickSelect(page, 'cancerDiagnostic.diagnosticExplanationId', 'Data primei confirmări');
    await pickSelect(page, 'cancerDiagnostic.registrationBaseId', 'Histologia tumorii primare');
    // The location came with the received C74.9 (the only one that offers it): nothing to pick again.
    const location = page.locator('input[name="cancerDiagnostic.tumorLocationId"]').locator('xpath=..');
    assert.match(await location.locator('[role="combobox"]').textContent(), /Glande endocrine/);
    assert.match(await page.inputValue('input[name="cancerDiagnostic.topologicCodeId"]'), /C74\.9/);
    await fillChemotherapy(page);

    await page.click('[data-testid="save-complete"]');
    const refused = await page
      .waitForSelector('[aria-labelledby="message-dialog-title"]', { timeout: 5000 })
      .then(() => null)
      .catch(() => invalidPanels(page));
    assert.equal(refused, null, 'nothing left to fill');
    await confirmDialog(page);
    await page.waitForSelector('[data-testid="notification-case"]');
    assert.equal(await page.textContent('[data-testid="notification-status"]'), 'Finalizată');
    // Completed, the report is still there to read, folded.
    await page.reload();
    const panel = page.locator('[data-testid="fhir-intake"]');
    await panel.waitFor();
    assert.equal(await panel.locator('.MuiAccordionSummary-root').getAttribute('aria-expanded'), 'false');

    await page.goto(`${base}/cancer-notification`);
    await filterReceived(page, 'Da');
    const row = rowOf(page, child.cnp);
    await row.waitFor();
    assert.doesNotMatch(await row.textContent(), /Ciornă/);
    assert.equal(await row.locator('[data-testid="received-electronically"]').textContent(), 'Da');
    await page.context().close();
  });

  it('screenshots: the list with the filter and the received panel, both sizes and languages', async () => {
    const shots = await startShots();
    try {
      for (const [size, viewport] of Object.entries(viewports)) {
        const page = await reporterPage(shots.browser);
        await page.setViewportSize(viewport);
        for (const language of ['ro', 'en']) {
          if (language === 'en') {
            await page.click('[data-testid="language-switch"]');
            await page.waitForFunction(() => document.documentElement.lang === 'en');
          }
          await page.goto(`${shots.base}/cancer-notification`);
          await page.waitForSelector('[data-testid="list-row"], [data-testid="list-card"]');
          await page.click('[data-testid="open-filters"]');
          const select = page.locator('[data-filter="receivedElectronically"]').locator('xpath=..');
          await select.locator('[role="combobox"]').click();
          await page.locator('li[role="option"]').nth(1).click();
          await shots.shot(page, `fhir-list-filter-${size}-${language}`);
          await page
            .locator('[data-testid="filter-drawer"]')
            .getByRole('button', { name: language === 'en' ? 'Close' : 'Închide' })
            .last()
            .click();
          await page.locator('[data-testid="filter-drawer"]').waitFor({ state: 'hidden' });
          await shots.shot(page, `fhir-list-${size}-${language}`);

          await page.goto(`${shots.base}/cancer-notification/${shotId}`);
          await page.locator('[data-testid="fhir-intake-rows"]').waitFor();
          await shots.shot(page, `fhir-panel-${size}-${language}`);
          await shots.shot(page, `fhir-panel-full-${size}-${language}`, true);
          // Reflow: the table never pushes the page sideways (WCAG 1.4.10).
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          assert.ok(overflow <= 0, `${size} ${language}: ${overflow} px sideways`);
          if (language === 'en') {
            assert.match(await page.locator('[data-testid="fhir-intake"]').textContent(), /Received by FHIR/);
            await page.click('[data-testid="language-switch"]');
            await page.waitForFunction(() => document.documentElement.lang === 'ro');
          }
        }
        await page.context().close();
      }
    } finally {
      await shots.finish();
    }
  });
});

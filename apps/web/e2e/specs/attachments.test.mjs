import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser } from '../support/browser.mjs';
import { chooseAttachment, newNotificationWithPatient, tinyPdf } from './attachments-helpers.mjs';
import { confirmDialog, reporterPage, selectDiagnostic, toastText } from './notification-helpers.mjs';

/** Boys born 2016-03-11 and 2016-07-12 (valid CNP check digits), unknown to the fresh e2e database. */
const CNP = '5160311400125';
const CNP_INCOMPLETE = '6160712400132';

describe('notification attachments (spec 02 §2 attachment list, §4 hard save)', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('attaching a PDF to a new notification hard-saves it; the PDF is viewed, downloaded and deleted', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    await newNotificationWithPatient(page, base, CNP);
    assert.doesNotMatch(page.url(), /\/cancer-notification\/\d+$/);

    const pdf = tinyPdf();
    const { root, dialog } = await chooseAttachment(page, 'cancerHistopathology', {
      name: 'Raport histopatologic.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await dialog.locator('[data-testid="attachment-save"]').click();
    // The hard save gives the notification an id (no yes/no, no save toast), then the file goes up.
    await page.waitForURL(/\/cancer-notification\/\d+$/);
    await dialog.waitFor({ state: 'detached' });
    const row = root.locator('[data-attachment="Raport histopatologic.pdf"]');
    await row.waitFor();
    assert.match(await toastText(page), /Documentul a fost încărcat/);
    assert.match(await row.textContent(), /\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    assert.equal(await page.textContent('[data-testid="notification-status"]'), 'Ciornă');

    // View: the PDF viewer in a dialog, page navigation and close.
    await row.locator('[data-testid="attachment-view"]').click();
    const viewer = page.locator('[data-testid="attachment-viewer"]');
    await viewer.locator('.react-pdf__Page canvas').waitFor();
    assert.equal(
      await viewer.locator('[data-testid="attachment-viewer-page"]').textContent(),
      'Pagina 1 din 1',
    );
    await viewer.locator('.react-pdf__Page .textLayer :text("Raport histopatologic")').waitFor();
    await viewer.locator('[data-testid="attachment-viewer-close"]').click();
    await viewer.waitFor({ state: 'detached' });

    // Download: the very bytes that went up.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.locator('[data-testid="attachment-download"]').click(),
    ]);
    assert.equal(download.suggestedFilename(), 'Raport histopatologic.pdf');
    assert.deepEqual(await readFile(await download.path()), pdf);

    // Delete, after a yes.
    await row.locator('[data-testid="attachment-delete"]').click();
    await confirmDialog(page);
    await row.waitFor({ state: 'detached' });
    await root.locator('[data-testid="attachments-empty"]').waitFor();

    // The server agrees: the notification keeps no document.
    const id = Number(page.url().split('/').pop());
    const listed = await page.evaluate(async (notificationId) => {
      const auth = JSON.parse(localStorage.getItem('registry.auth') ?? 'null');
      const res = await fetch(`/api/document/cancer-notification/${notificationId}/1/0`, {
        headers: { Authorization: `Bearer ${auth.accessToken}` },
      });
      return res.json();
    }, id);
    assert.deepEqual(listed, []);
    await page.context().close();
  });

  it('an incomplete patient stops the hard save: nothing is saved or sent', async () => {
    const base = baseUrl();
    const page = await reporterPage(browser);
    await selectDiagnostic(page, base, {
      identifier: CNP_INCOMPLETE,
      morphology: 'Diagnostic nou',
      reason: 'E112',
    });
    const { dialog } = await chooseAttachment(page, 'cancerHistopathology', {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Scan'),
    });
    await dialog.locator('[data-testid="attachment-save"]').click();
    await page.waitForSelector('[data-panel="patientDetails"][data-invalid="true"]');
    assert.match(await toastText(page), /Completați datele pacientului/);
    assert.doesNotMatch(page.url(), /\/cancer-notification\/\d+$/);
    // The dialog stays open with the chosen file, ready once the patient is filled in.
    assert.match(await dialog.locator('[data-testid="attachment-chosen"]').textContent(), /scan\.pdf/);
    await page.context().close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser.mjs';

/** A one-page PDF with a line of text (the server checks the %PDF signature; the viewer draws it). */
function pdfWith(text) {
  const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const row = (page, text) => page.locator('[data-testid="list-row"]', { hasText: text });

/** Spec 01 §2.9: useful documents. */
describe('useful documents', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a super administrator uploads a PDF, finds it, views it in a new tab, and cannot delete the terms', async () => {
    const base = baseUrl();
    const name = `Procedura de test ${Date.now()}`;
    const page = await newPage(browser);
    await signIn(page, base, 'superadmin@demo.local');
    await page.goto(`${base}/documents`);
    await row(page, 'Termeni și politici').waitFor();
    assert.equal(await row(page, 'Termeni și politici').locator('[data-action="delete"]').count(), 0);
    assert.equal(await row(page, 'Termeni și politici').locator('[data-action="edit"]').count(), 1);

    await page.click('[data-testid="list-add"]');
    const dialog = page.locator('[data-testid="document-dialog"]');
    await dialog.locator('input[name="name"]').fill(name);
    assert.ok(
      await dialog.locator('[data-testid="document-save"]').isDisabled(),
      'a new document needs its PDF',
    );
    await dialog
      .locator('input[name="document"]')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    assert.match(await dialog.textContent(), /Doar următoarele extensii sunt acceptate: \.pdf/);
    assert.ok(await dialog.locator('[data-testid="document-save"]').isDisabled());
    await dialog.locator('input[name="document"]').setInputFiles({
      name: 'procedura.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWith('Procedura de test e2e'),
    });
    assert.equal(await dialog.locator('[data-testid="document-file-name"]').textContent(), 'procedura.pdf');
    await dialog.locator('textarea[name="description"]').fill('Încărcat de testul e2e');
    await dialog.locator('[data-testid="document-save"]').click();
    await page.waitForSelector('[data-testid="toast"]:has-text("Documentul a fost salvat")');
    await page.waitForSelector('[data-testid="document-dialog"]', { state: 'detached' });

    // The toolbar search filters locally, whatever the case.
    await page.fill('[data-testid="toolbar-search"]', name.toUpperCase());
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="list-row"]').length === 1);
    assert.match(await row(page, name).textContent(), /Încărcat de testul e2e/);

    const [viewer] = await Promise.all([
      page.context().waitForEvent('page'),
      row(page, name).locator('[data-action="view"]').click(),
    ]);
    await viewer.waitForURL(/\/document\/view\/\d+$/);
    await viewer.waitForSelector('.react-pdf__Page canvas');
    await viewer.waitForSelector('.react-pdf__Page .textLayer :text("Procedura de test e2e")');
    assert.equal(await viewer.textContent('[data-testid="viewer-title"]'), 'procedura.pdf');
    await viewer.close();

    // The server refuses too: the terms are the registry's own.
    const status = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('registry.auth'));
      const r = await fetch('/api/document/useful/1', {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      return r.status;
    });
    assert.equal(status, 400);

    // Cards: ids up to 4 are not deletable there (spec 01 §6).
    await page.fill('[data-testid="toolbar-search"]', '');
    await page.click('[data-testid="view-grid"]');
    await page.waitForSelector('[data-testid="list-card"]');
    assert.equal(await page.locator('[data-testid="list-card"] [data-action="delete"]').count(), 0);
    await page.click('[data-testid="view-table"]');

    // Delete the uploaded one from the table: yes/no, reload, info toast.
    await row(page, name).locator('[data-action="delete"]').click();
    await page.click('[role="dialog"] button:has-text("Da")');
    await page.waitForSelector('[data-testid="toast"]');
    await row(page, name).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('other users view documents but do not change them', async () => {
    const base = baseUrl();
    const page = await newPage(browser);
    await signIn(page, base, 'reporter@demo.local');
    await page.goto(`${base}/documents`);
    await row(page, 'Ghid de utilizare').waitFor();
    assert.equal(await page.locator('[data-testid="list-add"]').count(), 0);
    assert.equal(await page.locator('[data-action="edit"], [data-action="delete"]').count(), 0);
    assert.equal(await row(page, 'Ghid de utilizare').locator('[data-action="view"]').count(), 1);
    await page.goto(`${base}/document/view/2`);
    await page.waitForSelector('.react-pdf__Page canvas');
    await page.context().close();
  });
});

/** Helpers of the attachment specs and screenshots: a tiny real PDF, the add dialog, a new notification. */
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { openPanel, pickCombo, selectDiagnostic, typeText } from './notification-helpers.mjs';

/** A one-page PDF with a line of text; the offsets of its cross-reference table are exact. */
export function tinyPdf(text = 'Raport histopatologic') {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 40 520 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG of a diagonal gradient, width × height (real CRCs, so browsers and the server accept it). */
export function gradientPng(width = 1200, height = 700) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round((255 * x) / width);
      row[2 + x * 3] = Math.round((255 * y) / height);
      row[3 + x * 3] = 180;
    }
    rows.push(row);
  }
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A new notification from the selector, with only the patient and the reason filled. */
export async function newNotificationWithPatient(page, base, identifier) {
  await selectDiagnostic(page, base, { identifier, morphology: 'Diagnostic nou', reason: 'E112' });
  await page.waitForSelector('[data-date-field="patientDetails.birthdate"] [role="spinbutton"]');
  await typeText(page, 'patientDetails.lastName', 'Stan');
  await typeText(page, 'patientDetails.firstName', 'Andrei');
  await pickCombo(page, 'patientDetails.countyId', 'Cluj');
  await pickCombo(page, 'patientDetails.cityId', 'Cluj-Napoca');
}

/** Opens the add dialog of a panel's list and picks a file ({ name, mimeType, buffer } or a path). */
export async function chooseAttachment(page, panel, file) {
  const root = await openPanel(page, panel);
  await root.locator('[data-testid="attachment-add"]').click();
  const dialog = page.locator('[data-testid="attachment-dialog"]');
  await dialog.waitFor();
  await dialog.locator('[data-testid="attachment-file"]').setInputFiles(file);
  const name = typeof file === 'string' ? path.basename(file) : file.name;
  await dialog.locator('[data-testid="attachment-chosen"]', { hasText: name }).waitFor();
  return { root, dialog };
}

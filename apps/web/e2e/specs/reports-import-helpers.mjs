import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

export const workDir = () => mkdtempSync(path.join(tmpdir(), 'reports-import-'));

/** Clicks what starts a download and answers the downloaded workbook and its suggested name. */
export async function downloadWorkbook(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  const file = path.join(workDir(), download.suggestedFilename());
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return { book, name: download.suggestedFilename(), file };
}

/** Writes `rows` (objects by Romanian header) under the header of the workbook's first sheet. */
export function fillRows(book, rows, firstRow = 2) {
  const sheet = book.worksheets[0];
  const headers = sheet.getRow(1).values;
  rows.forEach((row, i) => {
    const out = sheet.getRow(firstRow + i);
    for (const [header, value] of Object.entries(row)) {
      const at = headers.indexOf(header);
      if (at < 1) throw new Error(`no column "${header}" in the template`);
      out.getCell(at).value = value;
    }
    out.commit();
  });
}

export async function saveBook(book, name) {
  const file = path.join(workDir(), name);
  await book.xlsx.writeFile(file);
  return file;
}

export const cellOf = (book, row, header) => {
  const sheet = book.worksheets[0];
  const at = sheet.getRow(1).values.indexOf(header);
  return sheet.getRow(row).getCell(at).value;
};

/** A completed E112 of a neuroblastoma of the adrenal gland, in the template's codes. */
export const notificationRow = (cnp, lastName, over = {}) => ({
  'CNP / identificator': cnp,
  Nume: lastName,
  Prenume: 'Ana',
  'Județ (cod SIRUTA)': '127',
  'Localitate (cod SIRUTA)': '54975',
  'Unitate raportoare': '1',
  'Motivul raportării': '1',
  Status: '2',
  'Data ultimului contact': '01.06.2025',
  'Ultimul medic': 'Dr. Pop',
  'Data diagnosticului': '10.03.2024',
  'Data debutului clinic': '01.02.2024',
  'Explicația datei diagnosticului': '1',
  'Baza diagnosticului': '7',
  'Localizarea tumorii': '15', // endocrine glands, where C74.9 belongs
  'Topografie (ICD-O-3)': 'C74.9',
  'Morfologie (ICD-O-3)': '9500/3',
  'Recomandare de transplant': 'NU',
  'Rolul terapiei sistemice': '1',
  'Chimioterapie – data': '20.03.2024',
  'Protocol terapeutic': 'ALLTogether1',
  'Agenți terapeutici': '11',
  ...over,
});

import { PassThrough } from 'node:stream';
import { IMPORT_ERROR_HEADER, type Language, mapHeaders, translateCode } from '@registry/domain';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/excel';
import { readSheet } from './xlsx-rows';

/** What is wrong with one row: message codes per column key, and those that belong to no column. */
export type RowErrors = { cells: Map<string, string>; general: string[] };
export type ImportColumnHeader = { key: string; ro: string; en: string };

export const newRowErrors = (): RowErrors => ({ cells: new Map(), general: [] });

const WRONG_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true };
const ERROR_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF9C0006' } };

/** "Data diagnosticului: Câmpul este obligatoriu; …", in the caller's language. */
export function errorText(errors: RowErrors, columns: readonly ImportColumnHeader[], language: Language) {
  const named = [...errors.cells].map(([key, code]) => {
    const column = columns.find((c) => c.key === key);
    const label = column ? column[language] : key;
    return `${label}: ${translateCode(code, language)}`;
  });
  // A field the template has no column for comes as "path: code".
  const general = errors.general.map((g) => {
    const at = g.indexOf(': ');
    return at < 0
      ? translateCode(g, language)
      : `${g.slice(0, at)}: ${translateCode(g.slice(at + 2), language)}`;
  });
  return [...named, ...general].join('; ');
}

/**
 * The uploaded rows again, as they were, with an error column naming each wrong field and why and
 * the wrong cells filled red — the user fixes this file and uploads it again (the earlier error
 * column is dropped on the way back). Streamed both ways: the upload is re-read row by row.
 */
export async function writeErrorWorkbook(
  uploadPath: string,
  columns: readonly ImportColumnHeader[],
  errorsByRow: ReadonlyMap<number, RowErrors>,
  language: Language,
): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const Excel = await loadExcel();
  const book = new Excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(language === 'en' ? 'Errors' : 'Erori');
  let indexOfKey = new Map<string, number>();
  let keep: number[] = [];
  for await (const row of readSheet(uploadPath)) {
    if (row.header) {
      const headers = row.cells.map((c) => (c === null ? '' : String(c)));
      const { byIndex, errorColumn } = mapHeaders(headers, columns);
      keep = headers.map((_, i) => i).filter((i) => i !== errorColumn);
      indexOfKey = new Map([...byIndex].map(([i, c]) => [c.key, keep.indexOf(i)]));
      // The streaming writer writes column widths with the first row: set them before it.
      keep.forEach((_, i) => {
        sheet.getColumn(i + 1).width = 18;
      });
      sheet.getColumn(keep.length + 1).width = 80;
      const out = sheet.addRow([...keep.map((i) => headers[i]), IMPORT_ERROR_HEADER[language]]);
      out.font = HEADER_FONT;
      out.commit();
      continue;
    }
    const errors = errorsByRow.get(row.number);
    const values = keep.map((i) => row.cells[i] ?? null);
    const out = sheet.addRow([...values, errors ? errorText(errors, columns, language) : null]);
    values.forEach((v, i) => {
      if (v instanceof Date) out.getCell(i + 1).numFmt = 'dd.mm.yyyy';
    });
    if (errors) {
      for (const key of errors.cells.keys()) {
        const at = indexOfKey.get(key);
        if (at !== undefined && at >= 0) out.getCell(at + 1).fill = WRONG_FILL;
      }
      const errorCell = out.getCell(keep.length + 1);
      errorCell.font = ERROR_FONT;
      errorCell.fill = WRONG_FILL;
    }
    out.commit();
  }
  sheet.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}

import { type CellValue, IMPORT_MAX_ROWS, importMsg } from '@registry/domain';
import { badRequest } from '../../../platform/errors';
import { loadExcel } from '../../../platform/excel';
import { directoryWorkbookReader } from '../../../platform/xlsx-directory-reader';

export type SheetRow = { number: number; cells: CellValue[] };

/** A cell as exceljs hands it over (rich text, formula, hyperlink…) reduced to the value it shows. */
export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (
    value instanceof Date ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  )
    return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return plainCell(v.result);
    if ('text' in v) return plainCell(v.text);
    if ('error' in v) return null;
  }
  return String(value);
}

const isEmpty = (cells: CellValue[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && !c.trim()));

/**
 * The first worksheet of an uploaded workbook, row by row, with exceljs's streaming reader read
 * through the zip's directory (xlsx-directory-reader.ts): memory stays bounded whatever the file's size. The first row is the header; empty rows are skipped.
 */
export async function* readSheet(path: string): AsyncGenerator<SheetRow & { header: boolean }> {
  const Excel = await loadExcel();
  const reader = directoryWorkbookReader(Excel, path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let header = true;
  let count = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as unknown[];
        const cells = (Array.isArray(values) ? values.slice(1) : []).map(plainCell);
        if (isEmpty(cells)) continue;
        if (!header && ++count > IMPORT_MAX_ROWS) throw badRequest(importMsg.tooManyRows(IMPORT_MAX_ROWS));
        yield { number: row.number, cells, header };
        header = false;
      }
      // Only the first sheet holds rows; the template's second sheet is its instructions.
      break;
    }
  } catch (err) {
    // Only the file's own faults (a broken zip, bad XML) are "unreadable": a failure of the server
    // (a file system error, one with a system call behind it) stays a 500 and is logged as one.
    if (err instanceof Error && ('statusCode' in err || 'syscall' in err)) throw err;
    throw badRequest(importMsg.unreadableFile);
  }
}

/** The header and the row count, in one streaming pass: refuses an unreadable or empty file early. */
export async function readHeader(path: string): Promise<string[]> {
  for await (const row of readSheet(path)) {
    if (row.header) return row.cells.map((c) => (c === null ? '' : String(c)));
  }
  throw badRequest(importMsg.noRows);
}

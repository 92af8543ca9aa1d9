import { PassThrough } from 'node:stream';
import type { Cell } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { rowWriter } from '../src/modules/reports/export/sheet-rows';
import { loadExcel } from '../src/platform/excel';

// Issue 25: the export pipeline writes its rows' XML itself (sheet-rows.ts); it must be exactly
// what exceljs's own row writer writes for the same cells, or a newer exceljs must make it step aside.
const ROWS: (Cell | undefined)[][] = [
  [1, 'Popescu', 'Ștefan-Andrei', 2.5, -3, 0, 'C74.9 Glanda suprarenală'],
  [undefined, 'a<b & "c" \'d\' >', undefined, 'tab\there, line\nbreak, return\r', undefined],
  ['control\u0001\u0008\u000b\u000c\u000e\u001f\u007f chars', '', 1e21, 0.1 + 0.2],
  [undefined, undefined, undefined],
  [undefined, undefined, 'only the third', undefined, undefined, undefined, undefined, 42],
  Array.from({ length: 30 }, (_, i) => (i % 3 ? `c${i}` : i)),
];

/** The sheet XML each way writes: exceljs's addRow().commit(), or the pipeline's writer. */
async function sheetXml(fast: boolean) {
  const Excel = await loadExcel();
  const out = new PassThrough();
  out.resume();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Rows', { views: [{ state: 'frozen', ySplit: 1 }] });
  const stream = (sheet as unknown as { stream: { write: (d: unknown, ...a: unknown[]) => unknown } }).stream;
  const written: string[] = [];
  const write = stream.write.bind(stream);
  stream.write = (d: unknown, ...a: unknown[]) => {
    const buffered = (d as { toBuffer?: () => Buffer | null }).toBuffer?.();
    written.push(typeof d === 'string' ? d : String(buffered ?? d));
    return write(d, ...a);
  };
  sheet.addRow(['A', 'B', 'C', 'D', 'E', 'F', 'G']).commit();
  const rows = fast
    ? rowWriter(sheet, 7)
    : { add: (cells: (Cell | undefined)[]) => sheet.addRow(cells).commit(), flush: () => {} };
  expect(rows).not.toBeNull();
  // Two pages: the second flush writes what the first left.
  for (const [i, row] of ROWS.entries()) {
    rows?.add([...row]);
    if (i === 2) rows?.flush();
  }
  rows?.flush();
  // A row through exceljs after the pipeline's rows keeps the numbering.
  sheet.addRow(['after']).commit();
  sheet.commit();
  await workbook.commit();
  return written.join('');
}

describe('the export rows written without exceljs row objects', () => {
  it('are byte for byte what exceljs writes', async () => {
    const [theirs, ours] = [await sheetXml(false), await sheetXml(true)];
    // The header, six rows (one of holes only, which exceljs leaves out) and one more through exceljs.
    expect(ours).toContain('<row r="8" spans="1:1"');
    expect(ours).not.toContain('<row r="5"');
    expect(ours).toBe(theirs);
  });

  it('step aside for a worksheet that does not look like exceljs 4.4 streaming writer', () => {
    expect(rowWriter({}, 3)).toBeNull();
    expect(rowWriter({ stream: { write() {} }, startedData: false, _rowZero: 2, _rows: [] }, 3)).toBeNull();
  });
});

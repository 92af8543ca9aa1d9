import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readSheet } from '../src/modules/reports/import/xlsx-rows';
import { hasOpenpyxl, runOpenpyxlTests } from './openpyxl';

// The upload reader of every import. exceljs's one-pass streaming reader loses the zip's last
// entries when it is slow on an earlier one (exceljs#3064): an exceljs-written workbook, our own
// template among them, has `xl/workbook.xml` last and was refused as unreadable now and then (twice
// in one CI run on a busy machine). The slowness is made here, not waited for: each read below
// spends 10 ms on the styles part, which made the one-pass reader fail 19 reads of 20.
const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Steps = { _parseStyles: (entry: unknown) => Promise<void> };
async function whileStylesAreSlow<T>(run: () => Promise<T>): Promise<T> {
  const proto = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Steps;
  const parseStyles = proto._parseStyles;
  proto._parseStyles = async function (this: unknown, entry: unknown) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return parseStyles.call(this, entry);
  };
  try {
    return await run();
  } finally {
    proto._parseStyles = parseStyles;
  }
}

async function rowsOf(file: string) {
  const rows: unknown[][] = [];
  for await (const row of readSheet(file)) rows.push(row.cells);
  return rows;
}

async function exceljsWorkbook(name: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Notificari');
  sheet.addRow(['Nume', 'Număr', 'Data']);
  for (let i = 1; i <= 30; i++) sheet.addRow([`Popescu ${i}`, i, new Date(Date.UTC(2020, 0, i))]);
  book.addWorksheet('Instrucțiuni').addRow(['not a row of the import']);
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

describe('the import reader', () => {
  it('reads an exceljs-written workbook whole every time, however slow an earlier part is', async () => {
    const file = await exceljsWorkbook('exceljs.xlsx');
    const reads = await whileStylesAreSlow(async () => {
      const all: unknown[][][] = [];
      for (let i = 0; i < 20; i++) all.push(await rowsOf(file));
      return all;
    });
    for (const rows of reads) {
      expect(rows).toHaveLength(31);
      expect(rows[0]).toEqual(['Nume', 'Număr', 'Data']);
      expect(rows[1]).toEqual(['Popescu 1', 1, new Date(Date.UTC(2020, 0, 1))]);
      expect(rows[30]).toEqual(['Popescu 30', 30, new Date(Date.UTC(2020, 0, 30))]);
    }
  });

  it('reads the workbook’s first sheet only, never its instructions', async () => {
    const rows = await rowsOf(await exceljsWorkbook('two-sheets.xlsx'));
    expect(rows.flat()).not.toContain('not a row of the import');
  });

  it.runIf(runOpenpyxlTests)('reads a workbook another tool wrote, its parts in another order', async () => {
    if (!hasOpenpyxl) throw new Error('python3 with openpyxl (apt-get install python3-openpyxl)');
    const file = path.join(dir, 'openpyxl.xlsx');
    const script =
      'import sys, openpyxl, datetime\n' +
      'wb = openpyxl.Workbook(); ws = wb.active; ws.title = "Notificari"\n' +
      'ws.append(["Nume", "Număr", "Data"])\n' +
      'ws.append(["Ionescu", 7, datetime.datetime(2021, 3, 4)])\n' +
      'wb.create_sheet("Instrucțiuni").append(["not a row of the import"])\n' +
      'wb.save(sys.argv[1])\n';
    execFileSync('/usr/bin/python3', ['-c', script, file]);
    const rows = await whileStylesAreSlow(() => rowsOf(file));
    expect(rows).toEqual([
      ['Nume', 'Număr', 'Data'],
      ['Ionescu', 7, new Date(Date.UTC(2021, 2, 4))],
    ]);
  });

  it('still refuses a file that is no workbook as unreadable, with a 400', async () => {
    const file = path.join(dir, 'broken.xlsx');
    writeFileSync(file, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]));
    await expect(rowsOf(file)).rejects.toMatchObject({ statusCode: 400 });
  });
});

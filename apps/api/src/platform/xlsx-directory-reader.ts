import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

/** The part of unzipper's central-directory reader used here (unzipper ships no types). */
type ZipDirectory = { files: { path: string; type: string; stream: () => Readable }[] };
type Unzipper = { Open: { file: (path: string) => Promise<ZipDirectory> } };
const unzipper = createRequire(import.meta.url)('unzipper') as Unzipper;

/** exceljs's streaming reader's own steps, which take one zip entry each (not in its types). */
type ReaderSteps = {
  input: string;
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Generator<unknown>;
};

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * exceljs's streaming workbook reader, reading the zip through its central directory instead of
 * one pass in stored order. The one pass drops entries: unzipper's parser announces its end when
 * its input is read, not when its entries are taken, so whatever it had queued while the reader
 * was busy with an earlier part is lost (exceljs#3064, not fixed in the last release, 4.4.0).
 * exceljs writes `xl/workbook.xml` last, so our own template came back "unreadable" now and then,
 * more often on a busy server. Here the parts a sheet needs (relationships, workbook, shared
 * strings, styles) are read first, in that order, then the worksheets in the workbook's order,
 * each still row by row: memory stays bounded as before.
 */
export function directoryWorkbookReader(Excel: typeof ExcelJS, path: string, options: object) {
  class DirectoryWorkbookReader extends Excel.stream.xlsx.WorkbookReader {
    override async *parse(): AsyncGenerator<{ eventType: string; value: unknown }> {
      const self = this as unknown as ReaderSteps;
      const directory = await unzipper.Open.file(self.input);
      const entries = new Map(directory.files.filter((f) => f.type === 'File').map((f) => [f.path, f]));
      const open = (name: string) => entries.get(name)?.stream();

      const rels = open('xl/_rels/workbook.xml.rels');
      if (rels) await self._parseRels(rels);
      const workbook = open('xl/workbook.xml');
      if (!workbook) throw new Error('xl/workbook.xml is missing');
      await self._parseWorkbook(workbook);
      const sharedStrings = open('xl/sharedStrings.xml');
      if (sharedStrings) yield* self._parseSharedStrings(sharedStrings) as AsyncGenerator<never>;
      const styles = open('xl/styles.xml');
      if (styles) await self._parseStyles(styles);

      for (const sheetNo of sheetOrder(self, [...entries.keys()])) {
        yield* self._parseWorksheet(open(`xl/worksheets/sheet${sheetNo}.xml`)!, sheetNo) as Generator<never>;
      }
    }
  }
  return new DirectoryWorkbookReader(path, options);
}

/** The worksheets' numbers in the workbook's own order (its first sheet first), then any others. */
function sheetOrder(reader: ReaderSteps, paths: string[]): string[] {
  const present = paths
    .map((p) => SHEET.exec(p)?.[1])
    .filter((n): n is string => n !== undefined)
    .sort((a, b) => Number(a) - Number(b));
  const byRel = new Map((reader.workbookRels ?? []).map((r) => [r.Id, r.Target]));
  const ordered = (reader.model?.sheets ?? [])
    .map((s) => /worksheets\/sheet(\d+)\.xml$/.exec(byRel.get(s.rId) ?? '')?.[1])
    .filter((n): n is string => n !== undefined && present.includes(n));
  return [...new Set([...ordered, ...present])];
}

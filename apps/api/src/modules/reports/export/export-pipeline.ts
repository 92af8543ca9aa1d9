import type { Writable } from 'node:stream';
import {
  type Cell,
  createCodeCollector,
  type ExportDictionaries,
  type ExportLayout,
  headersOf,
  type Language,
  renderRow,
  type TextFileForm,
} from '@registry/domain';
import { loadExcel } from '../../../platform/excel';
import type { PageSource } from './export-sources';
import { gatheredOutput } from './response-chunks';
import { rowWriter } from './sheet-rows';

/**
 * Rows per keyset page: big enough to amortise a round trip, small enough to keep memory flat. A page
 * (and the next one, read meanwhile) lives across the young-generation collections that run while it
 * is written, so V8 promotes it to the old generation, which it collects rarely: with 1000 rows the
 * server's heap grew by ~100 MB of such garbage per 100,000-case export, with 250 by ~40 MB, at no
 * measurable cost in time (`npm run bench -- export`).
 */
export const EXPORT_PAGE_SIZE = 250;

export type ExportPlan<R extends { id: number }> = {
  layout: ExportLayout<R>;
  pages: PageSource<R>;
  dictionaries: ExportDictionaries;
  language: Language;
  format: 'xlsx' | 'csv' | 'txt';
  /** A text file of the layout's own form (the IARC files: delimited or fixed width), instead of the sheet or the CSV. */
  text?: TextFileForm;
  /** Applied to each row before it is written; null leaves the row out (the anonymised export's suppression). */
  prepare?: (row: R) => R | null;
  /** A first sheet before the rows (xlsx only): the anonymised export's rule and what it suppressed. */
  intro?: { name: string; rows: Cell[][] };
  /** Adds the encoded export's second sheet: every code used, with both labels. */
  codeSheet?: boolean;
  /** Stops between pages once the client has gone. */
  aborted: () => boolean;
  /** Runs once every row is written, before the file is closed (the audit row). */
  beforeEnd: (count: number) => Promise<void>;
  /** The rows written so far, after each page: what a failed export's audit row reports. */
  written?: (count: number) => void;
};

/** Waits until the response has taken what was written (or has closed): the database is read only as fast as the client reads. */
function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** Bytes written but not yet compressed or sent: the sheet's pipes into the zip, the zip's output, the pieces gathered for the response, the response. */
type Backlog = () => number;
const MAX_BACKLOG = 1024 * 1024;

/**
 * exceljs's sheet stream writes into the zip ignoring backpressure, so the response's own drain is
 * not enough: when compression lags (a busy machine), committed rows would pile up in memory. The
 * writer's pipes are internal fields, read defensively: if a version of exceljs renames them, the
 * backlog reads 0 and only the response's drain applies.
 */
function xlsxBacklog(workbook: unknown, sheet: unknown, out: Writable, gathered: Backlog): Backlog {
  type Piped = { stream?: { pipes?: { writableLength?: number }[] } };
  type Zipped = { zip?: { readableLength?: number; writableLength?: number } };
  return () => {
    const pipes = (sheet as Piped).stream?.pipes ?? [];
    const zip = (workbook as Zipped).zip;
    return (
      pipes.reduce((sum, p) => sum + (p.writableLength ?? 0), 0) +
      (zip?.readableLength ?? 0) +
      (zip?.writableLength ?? 0) +
      gathered() +
      out.writableLength
    );
  };
}

async function caughtUp(backlog: Backlog, out: Writable) {
  await drained(out);
  while (backlog() > MAX_BACKLOG && !out.destroyed) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Walks the pages, reading the next one while the current one is written. */
async function eachPage<R extends { id: number }>(
  plan: ExportPlan<R>,
  out: Writable,
  /** Writes a page; answers how many of its rows were written. */
  write: (rows: R[]) => number,
  backlog: Backlog = () => out.writableLength,
) {
  let count = 0;
  let next = plan.pages(0, EXPORT_PAGE_SIZE);
  for (;;) {
    const rows = await next;
    const last = rows.at(-1);
    const more = rows.length === EXPORT_PAGE_SIZE && last !== undefined;
    if (more) next = plan.pages(last.id, EXPORT_PAGE_SIZE);
    count += write(rows);
    plan.written?.(count);
    if (!more) return count;
    await caughtUp(backlog, out);
    if (plan.aborted()) {
      await next.catch(() => undefined);
      return count;
    }
  }
}

/**
 * Empty values become holes: exceljs makes no cell object for them (most cells of the rich layouts
 * are empty, and the cell objects are most of the writer's work).
 */
function withoutEmptyCells(cells: Cell[]): (Cell | undefined)[] {
  const row: (Cell | undefined)[] = cells;
  for (let i = 0; i < row.length; i++) if (row[i] === null) row[i] = undefined;
  return row;
}

const CSV_SPECIAL = /[",;\r\n]/;
const csvCell = (value: Cell) => {
  if (value === null) return '';
  const text = String(value);
  return CSV_SPECIAL.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Streams the layout's rows as xlsx (exceljs's streaming writer, each row committed at once) or CSV; answers the row count. */
export async function writeExport<R extends { id: number }>(
  plan: ExportPlan<R>,
  out: Writable,
): Promise<number> {
  const { layout, dictionaries, language } = plan;
  const prepare = plan.prepare ?? ((r: R) => r);
  if (plan.text) return writeTextExport(plan, plan.text, out);
  if (plan.format === 'csv') {
    const separator = layout.csvSeparator ?? ',';
    out.write(`${headersOf(layout, language).map(csvCell).join(separator)}\n`);
    const count = await eachPage(plan, out, (rows) => {
      let chunk = '';
      let written = 0;
      for (const row of rows) {
        const ready = prepare(row);
        if (!ready) continue;
        chunk += `${renderRow(layout, ready, dictionaries, language).map(csvCell).join(separator)}\n`;
        written++;
      }
      out.write(chunk);
      return written;
    });
    await plan.beforeEnd(count);
    out.end();
    return count;
  }
  const Excel = await loadExcel();
  const gathered = gatheredOutput(out);
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: gathered.stream,
    useStyles: false,
    useSharedStrings: false,
  });
  if (plan.intro) {
    const intro = workbook.addWorksheet(plan.intro.name);
    for (const row of plan.intro.rows) intro.addRow(withoutEmptyCells([...row])).commit();
    intro.commit();
  }
  const sheet = workbook.addWorksheet(language === 'en' ? layout.sheet.en : layout.sheet.ro, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(headersOf(layout, language)).commit();
  // The rows as exceljs would write them, without its per-cell objects (sheet-rows.ts).
  const sheetRows = rowWriter(sheet, layout.columns.length) ?? {
    add: (cells: readonly (Cell | undefined)[]) => sheet.addRow([...cells]).commit(),
    flush: () => {},
  };
  const codes = plan.codeSheet ? createCodeCollector(layout, dictionaries) : null;
  const count = await eachPage(
    plan,
    out,
    (rows) => {
      let written = 0;
      for (const row of rows) {
        const ready = prepare(row);
        if (!ready) continue;
        sheetRows.add(withoutEmptyCells(renderRow(layout, ready, dictionaries, language)));
        codes?.add(ready);
        written++;
      }
      sheetRows.flush();
      return written;
    },
    xlsxBacklog(workbook, sheet, out, () => gathered.stream.writableLength + gathered.pending()),
  );
  sheet.commit();
  if (codes) {
    const legend = workbook.addWorksheet(language === 'en' ? 'Codes' : 'Coduri', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    legend
      .addRow(
        language === 'en'
          ? ['Variable', 'Code', 'Romanian', 'English']
          : ['Variabilă', 'Cod', 'Română', 'Engleză'],
      )
      .commit();
    for (const row of codes.rows()) legend.addRow(row).commit();
    legend.commit();
  }
  await plan.beforeEnd(count);
  await workbook.commit();
  return count;
}

/** The rows as lines of the layout's text form (header, line per row, line ending); answers the row count. */
async function writeTextExport<R extends { id: number }>(
  plan: ExportPlan<R>,
  form: TextFileForm,
  out: Writable,
): Promise<number> {
  const { layout, dictionaries, language } = plan;
  const prepare = plan.prepare ?? ((r: R) => r);
  if (form.header !== null) out.write(form.header + form.eol);
  const count = await eachPage(plan, out, (rows) => {
    let chunk = '';
    let written = 0;
    for (const row of rows) {
      const ready = prepare(row);
      if (!ready) continue;
      chunk += form.line(renderRow(layout, ready, dictionaries, language)) + form.eol;
      written++;
    }
    out.write(chunk);
    return written;
  });
  await plan.beforeEnd(count);
  out.end();
  return count;
}

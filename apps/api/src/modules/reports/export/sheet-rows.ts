import type { Cell } from '@registry/domain';

/**
 * The rows of an export sheet written straight into exceljs's streaming worksheet, as the very XML
 * its own row writer produces for them (issue 25). exceljs builds a Row, a Cell object per value, a
 * cell model and an XML builder for every row, then joins it: over half of an export's CPU (up to
 * ~2.5 s per 100,000 rows of the rich layouts). The export's cells are only strings, finite numbers
 * and holes, whose XML is simple: a text `<c r="B7" t="str"><v>…</v></c>`, a number
 * `<c r="C7"><v>12</v></c>`, a hole nothing; a row without any value is not written.
 *
 * This reads the worksheet writer's internal fields (its stream, the next row number and the rows it
 * holds): when a version of exceljs has other ones, `rowWriter` answers null and the pipeline writes
 * through `addRow().commit()`; sheet-rows.test.ts compares both outputs byte for byte.
 */
type WorksheetInternals = {
  stream?: { write?: (xml: string) => unknown };
  startedData?: boolean;
  _rowZero?: number;
  _rows?: unknown[] | null;
};

/** What exceljs's xmlEncode changes: the five XML specials, and control characters it drops. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it drops
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
// A test per string first: most cells hold nothing to escape.
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const HAS_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
const xmlText = (text: string) =>
  HAS_SPECIAL.test(text) ? text.replace(XML_SPECIAL, (c) => ESCAPES[c] ?? '') : text;

/** A column's letters (1 → A, 27 → AA), as cell references write it. */
function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The sheet's next rows: `add` one, `flush` what was added into the sheet's stream. */
export type SheetRows = {
  add: (cells: readonly (Cell | undefined)[]) => void;
  flush: () => void;
};

/**
 * A writer of the sheet's next rows, once its header row is committed; null when the worksheet
 * writer does not look as expected (then use addRow().commit()). The rows of a page go into the
 * sheet's stream as one string (`flush`, before anything else writes to the sheet): its write is
 * async and copies each piece into its buffers, and once a row it cost ~1 s per 100,000 rows of the
 * rich layouts (a promise, a chunk object and a Buffer per row; `npm run bench -- export`).
 */
export function rowWriter(sheet: unknown, width: number): SheetRows | null {
  const w = sheet as WorksheetInternals;
  const stream = w.stream;
  if (
    !stream ||
    typeof stream.write !== 'function' ||
    w.startedData !== true ||
    typeof w._rowZero !== 'number' ||
    !Array.isArray(w._rows) ||
    w._rows.length !== 0
  )
    return null;
  // Each column's `<c r="B` once, not per cell.
  const opening = Array.from({ length: width }, (_, i) => `<c r="${columnLetters(i + 1)}`);
  let pending = '';
  return {
    add(cells) {
      const number = w._rowZero as number;
      let body = '';
      let min = 0;
      let max = 0;
      for (let i = 0; i < cells.length; i++) {
        const value = cells[i];
        if (value === undefined || value === null) continue;
        if (!min) min = i + 1;
        max = i + 1;
        const open = opening[i] ?? `<c r="${columnLetters(i + 1)}`;
        body +=
          typeof value === 'number'
            ? `${open}${number}"><v>${value}</v></c>`
            : `${open}${number}" t="str"><v>${xmlText(value)}</v></c>`;
      }
      if (min) pending += `<row r="${number}" spans="${min}:${max}" x14ac:dyDescent="0.25">${body}</row>`;
      w._rowZero = number + 1;
    },
    flush() {
      if (pending === '') return;
      stream.write?.(pending);
      pending = '';
    },
  };
}

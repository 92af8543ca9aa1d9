/**
 * Text forms of an export: the same rows as the spreadsheet layouts (`renderRow`), written as lines
 * of a delimited or fixed-width file. The server streams `header` then one `line` per row, each
 * followed by `eol`.
 */
import type { Cell, ExportLayout } from './export-layout';

export type TextFileForm = {
  /** The first line, or null for a file without header (fixed-width files). */
  header: string | null;
  line: (cells: Cell[]) => string;
  eol: '\n' | '\r\n';
};

const quoted = (text: string, separator: string) =>
  text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** RFC 4180: a header of the layout's (fixed) variable names, fields quoted only when they must be. */
export function delimitedText<R>(layout: ExportLayout<R>, separator: string): TextFileForm {
  return {
    header: layout.columns.map((c) => quoted(c.key, separator)).join(separator),
    line: (cells) => {
      let line = '';
      for (let i = 0; i < cells.length; i++) {
        if (i > 0) line += separator;
        const cell = cells[i];
        if (cell !== null) line += typeof cell === 'number' ? String(cell) : quoted(cell, separator);
      }
      return line;
    },
    eol: '\r\n',
  };
}

/**
 * Each field padded to its column's `width`: numbers zero-padded on the left (as the FCR driver's
 * formatC writes integers), text right-aligned with spaces, an unknown value all spaces. Fields are
 * separated by `separator` and the line ends with one more (the driver's empty buffer column), so
 * every record has the same length. A value wider than its field is a layout error, never truncated.
 */
export function fixedWidthText<R>(layout: ExportLayout<R>, separator: string): TextFileForm {
  const widths = layout.columns.map((c) => {
    if (!c.width) throw new Error(`fixed-width column ${c.key} has no width`);
    return c.width;
  });
  return {
    header: null,
    line: (cells) => {
      let line = '';
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i];
        const width = widths[i];
        const text =
          cell === null
            ? ' '.repeat(width)
            : typeof cell === 'number'
              ? String(cell).padStart(width, '0')
              : cell.padStart(width, ' ');
        if (text.length > width)
          throw new Error(`${layout.columns[i].key}: "${text}" is wider than ${width}`);
        line += text + separator;
      }
      return line;
    },
    eol: '\r\n',
  };
}

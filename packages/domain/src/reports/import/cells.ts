/**
 * Reading spreadsheet cells the way a registrar types them: dates as real Excel dates or as
 * DD.MM.YYYY / YYYY-MM-DD text, flags as DA/NU (or YES/NO, 1/0), codes as text or numbers.
 */
import { importMsg } from './messages';

/** A cell as the workbook reader hands it over, formulas and rich text already reduced to a value. */
export type CellValue = string | number | boolean | Date | null;

/** `{ value }` when the cell reads, `{ error }` (a message code) when it does not; empty cells are null. */
export type CellRead<T> = { value: T | null; error?: undefined } | { value?: undefined; error: string };

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return readDate(value).value ?? '';
  return String(value).trim();
}

/** Excel keeps dates as days since 1899-12-30; exceljs hands them over as UTC midnights. */
export function readDate(value: CellValue): CellRead<string> {
  if (value === null || value === '') return { value: null };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { error: importMsg.badDate };
    // A time of day from a spreadsheet's local clock can push midnight over the edge: round to the day.
    const rounded = new Date(Math.round(value.getTime() / 86_400_000) * 86_400_000);
    return { value: isoOf(rounded.getUTCFullYear(), rounded.getUTCMonth() + 1, rounded.getUTCDate())! };
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > 2_958_465) return { error: importMsg.badDate };
    return readDate(new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86_400_000));
  }
  const text = String(value).trim();
  if (!text) return { value: null };
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return wrap(isoOf(Number(m[1]), Number(m[2]), Number(m[3])));
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (m) return wrap(isoOf(Number(m[3]), Number(m[2]), Number(m[1])));
  return { error: importMsg.badDate };
}

const wrap = (iso: string | null): CellRead<string> => (iso ? { value: iso } : { error: importMsg.badDate });

const YES = new Set(['da', 'd', 'yes', 'y', '1', 'true', 'x']);
const NO = new Set(['nu', 'n', 'no', '0', 'false']);

/** DA/NU; an empty cell is null (the column's default applies). */
export function readFlag(value: CellValue): CellRead<boolean> {
  if (value === null || value === '') return { value: null };
  if (typeof value === 'boolean') return { value };
  const text = cellText(value).toLowerCase();
  if (!text) return { value: null };
  if (YES.has(text)) return { value: true };
  if (NO.has(text)) return { value: false };
  return { error: importMsg.badFlag };
}

/** Several codes in one cell, separated by commas or semicolons. */
export function splitCodes(value: CellValue): string[] {
  return cellText(value)
    .split(/[,;]/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** Header text compared without case, accents or extra spaces, so "Data Nasterii" finds "Data nașterii". */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An export layout is a table of columns: a ro/en header, how the value is taken from the case
 * record, and how it is coded. The server streams rows through `renderRow`; a new layout is a new
 * table, never a new service.
 */

import type { Notification } from '../notification/model';
import type { Language } from '../shared/messages';
import type { GeneralisedCase } from './anonymisation/k-anonymity';
import type { Icd10Conversion } from './standards/icd10';

/** One case as the export reads it: the case, its patient (the registry's current data) and its current record. */
export type ExportCase = {
  caseId: number;
  notificationId: number;
  patientId: number;
  identifier: string;
  isForeigner: boolean;
  firstName: string | null;
  lastName: string | null;
  genderId: number | null;
  birthdate: string | null;
  countyId: number | null;
  cityId: number | null;
  address: string | null;
  reportingUnitId: number;
  notificationDate: Date;
  /** Completed notifications of the case: the number of versions a reviewer may review. */
  caseVersion: number;
  isReviewed: boolean;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  /** The current record's edit model as stored. */
  data: Notification;
  /**
   * The child's follow-up, the same on every row of the child (all her tumours; migration 0053, read
   * by `childFollowUpSource` in the API): what every layout's vital status, follow-up date, survival
   * and cause of death read. Absent only where a row is built without the database (unit tests).
   */
  followUp?: ChildFollowUp;
  /** The anonymised export's quasi-identifiers, generalised and suppressed (filled only for that export). */
  anonymised?: GeneralisedCase & { regionSuppressed: boolean };
};

export type ChildFollowUp = {
  vitalStatus: 'alive' | 'dead' | 'unknown';
  /** The death date when dead (null: a death without date), else the last day known alive. */
  lastKnownDate: string | null;
  deathDate: string | null;
  /** The death reason (ICD-O-3 site) of the record reporting the death: the cause of death. */
  deathReasonTopoCodeId: number | null;
  /**
   * The tumour of the record reporting the death (its topography and morphology ids): a death from
   * it is coded by its own ICD-10 on every row of the child.
   */
  deathTumour: { topographyId: number | null; morphologyId: number | null } | null;
};

/** What a dictionary entry offers an export: its code and both labels (a therapeutic agent: its drug class). */
export type CodeEntry = { code: string; labelRo: string; labelEn: string; drugClass?: string };
/** A dictionary list id (ListId) or one of the reference tables. */
export type DictionaryKind =
  | number
  | 'topography'
  | 'morphology'
  | 'iccc3'
  | 'county'
  | 'city'
  | 'country'
  | 'unit';
export type ExportDictionaries = {
  entry(kind: DictionaryKind, id: number): CodeEntry | undefined;
  /** IARC's ICD-O-3 → ICD-10 rules when they are imported (the data-call layouts' ICD-10 columns). */
  icd10?: Icd10Conversion;
};

export type Cell = string | number | null;

export type Coding =
  | { kind: 'text' }
  | { kind: 'number' }
  /** ISO 8601 text (yyyy-mm-dd): no spreadsheet locale can shift or reorder it. */
  | { kind: 'date' }
  /** yyyy-mm: the anonymised export's coarsened dates. */
  | { kind: 'monthYear' }
  | { kind: 'month' }
  | { kind: 'year' }
  /** Da/Nu, Yes/No (label) or 1/0 (code). */
  | { kind: 'flag'; as: 'label' | 'code' }
  /** The entry's label in the caller's language, its code, or "code label". */
  | { kind: 'dictionary'; source: DictionaryKind; as: 'label' | 'code' | 'codeLabel' }
  /** A dictionary code translated into another coding (e.g. our sex code M into ENCR's 1). */
  | { kind: 'recode'; source: DictionaryKind; map: Record<string, Cell>; missing: Cell }
  /** Derived from the entry's code (C71.9 → C719, 9500/3 → 9500). */
  | { kind: 'fromCode'; source: DictionaryKind; derive: (code: string) => Cell }
  /** Already coded by `take`. */
  | { kind: 'raw' };

export type ExportColumn = {
  key: string;
  header: { ro: string; en: string };
  /** The value from the record; dictionaries for values derived from several coded fields. */
  take: (r: ExportCase, dictionaries: ExportDictionaries) => unknown;
  coding: Coding;
  /** Written when the coded value is empty: a data call's missing code (ENCR's 9, 99, 9999 …). */
  missing?: Cell;
  width?: number;
};

export type ExportLayout<R = ExportCase> = {
  id: string;
  fileName: string;
  sheet: { ro: string; en: string };
  columns: ExportLayoutColumn<R>[];
  /** The rows carry the tumour's facts (IarcCase.tumour: its rank among the patient's tumours …). */
  tumourFacts?: boolean;
  /** The CSV form's field separator (default `,`); ENCR's QCS driver writes `;`. */
  csvSeparator?: ',' | ';';
};
export type ExportLayoutColumn<R> = Omit<ExportColumn, 'take'> & {
  take: (r: R, dictionaries: ExportDictionaries) => unknown;
};

// Built once (a formatter costs about a millisecond); en-CA writes yyyy-mm-dd.
const bucharestDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' });

// Romania has kept UTC+2 in winter and UTC+3 in summer since 1932, so an instant's day in Romania
// is its UTC day up to 20:59 UTC and the next UTC day from 22:00 UTC: only the hour from 21:00 UTC
// depends on the season, and only it (and anything before 1932) asks the formatter, cached by hour.
// Exports meet review and notification timestamps in any order: an hour cache alone missed on most
// rows (one formatter call, ~7 µs, per timestamp).
// The UTC day's text is kept by day number too: a Date and its ISO string per timestamp cost ~0.15 s
// per 100,000 rows of an export with two timestamps a row.
const ROMANIA_EET_SINCE = Date.UTC(1932, 0, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dayByHour = new Map<number, string>();
const utcDayText = new Map<number, string>();
function utcDay(ms: number): string {
  const day = Math.floor(ms / DAY);
  let text = utcDayText.get(day);
  if (text === undefined) {
    if (utcDayText.size >= 65_536) utcDayText.clear();
    text = new Date(day * DAY).toISOString().slice(0, 10);
    utcDayText.set(day, text);
  }
  return text;
}
function dayInRomania(value: Date): string {
  const ms = value.getTime();
  const hourOfDay = ((Math.floor(ms / HOUR) % 24) + 24) % 24;
  if (ms >= ROMANIA_EET_SINCE && hourOfDay !== 21) return utcDay(hourOfDay >= 22 ? ms + DAY : ms);
  const hour = Math.floor(ms / HOUR);
  let day = dayByHour.get(hour);
  if (day === undefined) {
    if (dayByHour.size >= 4096) dayByHour.clear();
    day = bucharestDay.format(value);
    dayByHour.set(hour, day);
  }
  return day;
}

/**
 * A plain date (the record's "2024-03-10") is written as it is; a timestamp (notification or review
 * date) as its day in Romania (ARCHITECTURE §4): from 22:00 UTC (21:00 in summer) Romania is
 * already on the next day, which toISOString would not show.
 */
export const exportDay = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayInRomania(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return null;
};

const labelOf = (e: CodeEntry, language: Language) => (language === 'en' ? e.labelEn : e.labelRo);

function renderEntry(e: CodeEntry, as: 'label' | 'code' | 'codeLabel', language: Language): Cell {
  if (as === 'code') return e.code;
  return as === 'label' ? labelOf(e, language) : `${e.code} ${labelOf(e, language)}`;
}

// No closures below: this runs for every cell of every row, and each closure created per call
// costs an allocation (and, under tsx, a name-defining helper call).
function fromDictionary(
  dictionaries: ExportDictionaries,
  source: DictionaryKind,
  value: unknown,
  as: 'label' | 'code' | 'codeLabel',
  language: Language,
): Cell {
  // The common case first, without allocating: one id.
  if (typeof value === 'number') {
    const entry = dictionaries.entry(source, value);
    return entry ? renderEntry(entry, as, language) : `#${value}`;
  }
  if (!Array.isArray(value)) return null;
  const parts: Cell[] = [];
  for (const id of value) {
    if (typeof id !== 'number') continue;
    const entry = dictionaries.entry(source, id);
    parts.push(entry ? renderEntry(entry, as, language) : `#${id}`);
  }
  return parts.length ? parts.join(', ') : null;
}

/** Codes one value of a column. */
export function codeValue(
  coding: Coding,
  value: unknown,
  dictionaries: ExportDictionaries,
  language: Language,
): Cell {
  if (value === undefined || value === null || value === '')
    return coding.kind === 'recode' ? coding.missing : null;
  switch (coding.kind) {
    case 'text':
      return String(value);
    case 'number':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : null;
    case 'date':
      return exportDay(value);
    case 'monthYear':
      return exportDay(value)?.slice(0, 7) ?? null;
    case 'month': {
      const d = exportDay(value);
      return d ? Number(d.slice(5, 7)) : null;
    }
    case 'year': {
      const d = exportDay(value);
      return d ? Number(d.slice(0, 4)) : null;
    }
    case 'flag':
      if (typeof value !== 'boolean') return null;
      if (coding.as === 'code') return value ? 1 : 0;
      return value ? (language === 'en' ? 'Yes' : 'Da') : language === 'en' ? 'No' : 'Nu';
    case 'dictionary':
      return fromDictionary(dictionaries, coding.source, value, coding.as, language);
    case 'recode': {
      if (typeof value !== 'number') return coding.missing;
      const entry = dictionaries.entry(coding.source, value);
      return entry && entry.code in coding.map ? coding.map[entry.code] : coding.missing;
    }
    case 'fromCode': {
      if (typeof value !== 'number') return null;
      const entry = dictionaries.entry(coding.source, value);
      return entry ? coding.derive(entry.code) : null;
    }
    case 'raw':
      return typeof value === 'number' || typeof value === 'string' ? value : String(value);
  }
}

export const headersOf = <R>(layout: ExportLayout<R>, language: Language) =>
  layout.columns.map((c) => (language === 'en' ? c.header.en : c.header.ro));

/** One row of the sheet: every column's value, coded. */
export function renderRow<R>(
  layout: ExportLayout<R>,
  record: R,
  dictionaries: ExportDictionaries,
  language: Language,
): Cell[] {
  const { columns } = layout;
  const cells: Cell[] = new Array(columns.length);
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i];
    const cell = codeValue(c.coding, c.take(record, dictionaries), dictionaries, language);
    cells[i] = cell === null && c.missing !== undefined ? c.missing : cell;
  }
  return cells;
}

/** Reads a dotted path of the edit model ("cancerDiagnostic.diagnosticDate"). */
export function pathValue(data: unknown, path: string | readonly string[]): unknown {
  let at: unknown = data;
  for (const part of typeof path === 'string' ? path.split('.') : path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** The codings every layout's dates, flags and lists use. */
export const as = {
  text: { kind: 'text' } as Coding,
  number: { kind: 'number' } as Coding,
  date: { kind: 'date' } as Coding,
  monthYear: { kind: 'monthYear' } as Coding,
  month: { kind: 'month' } as Coding,
  year: { kind: 'year' } as Coding,
  raw: { kind: 'raw' } as Coding,
  flag: { kind: 'flag', as: 'label' } as Coding,
  flagCode: { kind: 'flag', as: 'code' } as Coding,
  label: (source: DictionaryKind): Coding => ({ kind: 'dictionary', source, as: 'label' }),
  code: (source: DictionaryKind): Coding => ({ kind: 'dictionary', source, as: 'code' }),
  codeLabel: (source: DictionaryKind): Coding => ({ kind: 'dictionary', source, as: 'codeLabel' }),
};

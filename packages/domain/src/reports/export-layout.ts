/**
 * An export layout is a table of columns: a ro/en header, how the value is taken from the case
 * record, and how it is coded. The server streams rows through `renderRow`; a new layout is a new
 * table, never a new service.
 */

import type { Notification } from '../notification/model';
import type { Language } from '../shared/messages';

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
  /** Keyed hashes of the patient and case ids, filled only for a layout that pseudonymises. */
  pseudonym?: { patient: string; case: string };
};

/** What a dictionary entry offers an export: its code and both labels. */
export type CodeEntry = { code: string; labelRo: string; labelEn: string };
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
export type ExportDictionaries = { entry(kind: DictionaryKind, id: number): CodeEntry | undefined };

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
  width?: number;
};

export type ExportLayout<R = ExportCase> = {
  id: string;
  fileName: string;
  sheet: { ro: string; en: string };
  columns: ExportLayoutColumn<R>[];
  /** Patient and case ids become keyed hashes (the anonymised export). */
  pseudonymise?: boolean;
};
export type ExportLayoutColumn<R> = Omit<ExportColumn, 'take'> & {
  take: (r: R, dictionaries: ExportDictionaries) => unknown;
};

const isoDate = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return null;
};

function fromDictionary(
  dictionaries: ExportDictionaries,
  source: DictionaryKind,
  value: unknown,
  render: (e: CodeEntry) => Cell,
): Cell {
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
  if (!ids.length) return null;
  const parts = ids.map((id) => {
    const entry = dictionaries.entry(source, id);
    return entry ? render(entry) : `#${id}`;
  });
  return parts.length === 1 ? parts[0] : parts.join(', ');
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
  const label = (e: CodeEntry) => (language === 'en' ? e.labelEn : e.labelRo);
  switch (coding.kind) {
    case 'text':
      return String(value);
    case 'number':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : null;
    case 'date':
      return isoDate(value);
    case 'monthYear':
      return isoDate(value)?.slice(0, 7) ?? null;
    case 'month': {
      const d = isoDate(value);
      return d ? Number(d.slice(5, 7)) : null;
    }
    case 'year': {
      const d = isoDate(value);
      return d ? Number(d.slice(0, 4)) : null;
    }
    case 'flag':
      if (typeof value !== 'boolean') return null;
      if (coding.as === 'code') return value ? 1 : 0;
      return value ? (language === 'en' ? 'Yes' : 'Da') : language === 'en' ? 'No' : 'Nu';
    case 'dictionary':
      return fromDictionary(dictionaries, coding.source, value, (e) =>
        coding.as === 'code' ? e.code : coding.as === 'label' ? label(e) : `${e.code} ${label(e)}`,
      );
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
  return layout.columns.map((c) => codeValue(c.coding, c.take(record, dictionaries), dictionaries, language));
}

/** Reads a dotted path of the edit model ("cancerDiagnostic.diagnosticDate"). */
export function pathValue(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const part of path.split('.')) {
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

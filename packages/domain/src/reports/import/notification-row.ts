/**
 * One row of the notification import → the body the notification save takes, plus the cells that
 * did not read (unknown code, bad date…). Everything else — required fields, dates, business
 * checks — is left to the same rules a save from the form runs, so an import can never store what
 * the form would refuse.
 */
import { NotificationStatus } from '../../notification/constants';
import { isNewDiagnosisReason } from '../../notification/rules';
import { type CellValue, cellText, normaliseHeader, readDate, readFlag, splitCodes } from './cells';
import { importMsg } from './messages';
import {
  IMPORT_ERROR_HEADER,
  type ImportLookup,
  NOTIFICATION_IMPORT_COLUMNS,
  type NotificationImportColumn,
} from './notification-columns';

/** Looks a code up: the id it stands for, or undefined when the dictionaries hold no such code. */
export type CodeResolver = (lookup: ImportLookup, code: string) => number | undefined;

/** Which uploaded column is which template column (by header, in Romanian or English, any order). */
export function mapHeaders<C extends { key: string; ro: string; en: string }>(
  headers: readonly string[],
  columns: readonly C[],
): { byIndex: Map<number, C>; errorColumn: number | null } {
  const byHeader = new Map<string, C>();
  for (const c of columns) {
    byHeader.set(normaliseHeader(c.ro), c);
    byHeader.set(normaliseHeader(c.en), c);
  }
  const byIndex = new Map<number, C>();
  let errorColumn: number | null = null;
  headers.forEach((h, i) => {
    const text = normaliseHeader(h ?? '');
    const found = byHeader.get(text);
    if (found && ![...byIndex.values()].includes(found)) byIndex.set(i, found);
    else if (
      text === normaliseHeader(IMPORT_ERROR_HEADER.ro) ||
      text === normaliseHeader(IMPORT_ERROR_HEADER.en)
    )
      errorColumn = i;
  });
  return { byIndex, errorColumn };
}

/** Each column's path split once: setIn runs for every cell of every row. */
const partsOfPath = new Map<string, string[]>();

function setIn(target: Record<string, unknown>, path: string, value: unknown) {
  let parts = partsOfPath.get(path);
  if (!parts) {
    parts = path.split('.');
    partsOfPath.set(path, parts);
  }
  let node = target;
  for (let i = 0; i < parts.length - 1; i++) {
    node[parts[i]] ??= {};
    node = node[parts[i]] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

export type RowReading = {
  /** The save body (status, patient, overview… with the looked-up ids). */
  body: Record<string, unknown>;
  /** Column key → message code, for the cells that did not read. */
  errors: Record<string, string>;
};

function readCell(
  column: NotificationImportColumn,
  value: CellValue,
  resolve: CodeResolver,
): { value?: unknown; error?: string } {
  switch (column.kind) {
    case 'text': {
      const text = cellText(value);
      return { value: text || null };
    }
    case 'date':
      return readDate(value);
    case 'flag': {
      const read = readFlag(value);
      return read.error ? read : { value: read.value ?? false };
    }
    case 'answer':
      return readFlag(value);
    case 'code': {
      const text = cellText(value);
      if (!text) return { value: null };
      const id = resolve(column.lookup!, text);
      return id === undefined ? { value: null, error: importMsg.unknownCode } : { value: id };
    }
    case 'codes': {
      const ids = splitCodes(value).map((c) => resolve(column.lookup!, c));
      return ids.some((id) => id === undefined)
        ? { value: [], error: importMsg.unknownCode }
        : { value: [...new Set(ids)] };
    }
  }
}

/** The behaviour digit of an ICD-O-3 morphology code (9500/3 → "3"). */
export function behaviourCodeOf(morphology: string): string | null {
  return /\/(\d)$/.exec(morphology.trim())?.[1] ?? null;
}

export function readNotificationRow(cellOf: (key: string) => CellValue, resolve: CodeResolver): RowReading {
  const body: Record<string, unknown> = { id: 0, version: 0 };
  const errors: Record<string, string> = {};
  for (const column of NOTIFICATION_IMPORT_COLUMNS) {
    const read = readCell(column, cellOf(column.key) ?? null, resolve);
    if (read.error) errors[column.key] = read.error;
    if (read.value !== null && read.value !== undefined) {
      setIn(body, column.path, read.value);
      if (column.ticks) setIn(body, column.ticks, true);
    }
  }
  // The behaviour is part of the morphology code; the form asks for it first, the template does not.
  const behaviour = behaviourCodeOf(cellText(cellOf('morphology') ?? null));
  if (behaviour !== null && !errors.morphology) {
    const id = resolve('behaviour', behaviour);
    if (id !== undefined) setIn(body, 'cancerMorphology.behaviorId', id);
  }
  return { body, errors };
}

/** The column a field error of the save rules belongs to, or null when the template has none. */
export function columnOfPath(path: string): NotificationImportColumn | null {
  const direct = NOTIFICATION_IMPORT_COLUMNS.find((c) => c.path === path || c.ticks === path);
  if (direct) return direct;
  if (path === 'notificationOverview.reportingReasonId')
    return NOTIFICATION_IMPORT_COLUMNS.find((c) => c.key === 'reportingReason') ?? null;
  if (path === 'cancerMorphology.behaviorId')
    return NOTIFICATION_IMPORT_COLUMNS.find((c) => c.key === 'morphology') ?? null;
  return null;
}

/** What makes two notifications the same report (docs/imports.md): importing a file twice adds nothing. */
export type NotificationKeyParts = {
  identifier: string | null;
  isForeigner: boolean;
  reportingUnitId: number | null;
  reasonId: number | null;
  morphologyCodeId: number | null;
  diagnosticDate: string | null;
  lastContactDate: string | null;
};

export function notificationKey(p: NotificationKeyParts): string {
  return [
    (p.identifier ?? '').trim().toUpperCase(),
    p.isForeigner ? 'F' : 'R',
    p.reportingUnitId ?? '',
    p.reasonId ?? '',
    p.morphologyCodeId ?? '',
    p.diagnosticDate ?? '',
    p.lastContactDate ?? '',
  ].join('|');
}

/** The tumour (patient + morphology) a row reports on, the unit of a case. */
export const tumourKey = (identifier: string, isForeigner: boolean, morphologyCodeId: number) =>
  `${identifier.trim().toUpperCase()}|${isForeigner ? 'F' : 'R'}|${morphologyCodeId}`;

/** A row's place in the file-wide rules: what makes it the same report, its tumour, its kind. */
export type NotificationRowFacts = {
  number: number;
  /** As the row (or the save) wrote it, for looking the registry up. */
  identifier: string;
  key: string;
  tumour: string | null;
  completed: boolean;
  reasonId: number | null;
};

const at = (body: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], body);
const idAt = (body: object, path: string) => {
  const v = at(body, path);
  return typeof v === 'number' ? v : null;
};
const textAt = (body: object, path: string) => {
  const v = at(body, path);
  return typeof v === 'string' && v ? v : null;
};

/**
 * The file-wide facts of a row, from the saved form when the row passed the save's rules or from
 * what its cells said when it did not — so a row refused for a wrong date is still named a repeat or
 * a follow-up without a case in the same pass (issue 23). Null without an identifier.
 */
export function notificationRowFacts(number: number, body: object): NotificationRowFacts | null {
  const identifier = textAt(body, 'patientDetails.identifier');
  if (!identifier) return null;
  const isForeigner = at(body, 'patientDetails.isForeigner') === true;
  const morphologyCodeId = idAt(body, 'cancerMorphology.morphologyCodeId');
  const reasonId = idAt(body, 'diagnosticReportingReasonId');
  return {
    number,
    identifier,
    key: notificationKey({
      identifier,
      isForeigner,
      reportingUnitId: idAt(body, 'notificationOverview.reportingUnitId'),
      reasonId,
      morphologyCodeId,
      diagnosticDate: textAt(body, 'cancerDiagnostic.diagnosticDate'),
      lastContactDate: textAt(body, 'notificationOverview.lastContactDate'),
    }),
    tumour: morphologyCodeId ? tumourKey(identifier, isForeigner, morphologyCodeId) : null,
    completed: at(body, 'status') === NotificationStatus.Completed,
    reasonId,
  };
}

/**
 * The file-wide rules, in row order: a row may not repeat an earlier row or a notification the
 * registry holds, and a completed follow-up needs its case — in the registry or opened by an
 * earlier completed new diagnosis of the same file. `rows` are the rows with an identifier (those
 * refused by their own checks too: every error of a row comes in one pass), each with its sheet row
 * number (`number`), which a repeat names: empty rows are not in the list, so a row's place in it is
 * not its place in the sheet. Answers row index
 * (in `rows`) → message code.
 */
export function fileRuleErrors(
  rows: readonly Omit<NotificationRowFacts, 'identifier'>[],
  registry: { keys: ReadonlySet<string>; tumours: ReadonlySet<string> },
): Map<number, string> {
  const errors = new Map<number, string>();
  const seen = new Map<string, number>();
  const opened = new Set<string>();
  rows.forEach((row, i) => {
    const earlier = seen.get(row.key);
    if (registry.keys.has(row.key)) errors.set(i, importMsg.duplicateInRegistry);
    else if (earlier !== undefined) errors.set(i, importMsg.duplicateInFile(earlier));
    else seen.set(row.key, row.number);
    if (!row.completed || !row.tumour || errors.has(i)) return;
    if (isNewDiagnosisReason(row.reasonId)) opened.add(row.tumour);
    else if (!registry.tumours.has(row.tumour) && !opened.has(row.tumour))
      errors.set(i, importMsg.noCaseToFollow);
  });
  return errors;
}

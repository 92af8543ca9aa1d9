import {
  followUpNotification,
  importMsg,
  isCalendarDate,
  isStatusDateInRange,
  type Language,
  mapHeaders,
  msg,
  type Notification,
  readVitalStatusRow,
  type Session,
  todayIso,
  VITAL_STATUS_COLUMNS,
  type VitalStatusChange,
  type VitalStatusReading,
  vitalStatusCaseErrors,
  vitalStatusImportFields,
} from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { AppError, badRequest, fieldErrors } from '../../../platform/errors';
import { pacer } from '../../../platform/yield';
import type { ListCache } from '../../dictionaries';
import { NewNotificationsPlan } from '../../notifications/notification-batch-write';
import { checkSave, type SaveLookups } from '../../notifications/notification-save-check';
import { buildCodeLookups } from './code-lookups';
import { newRowErrors, type RowErrors, writeErrorWorkbook } from './error-workbook';
import { importPipeline, moveStagedImport } from './import-move';
import { openStaging, sweepAbandonedStagings } from './import-staging';
import type { ImportUpload } from './import-upload';
import { addRefusal, type ImportOutcome, rowErrorsOf } from './notification-import.service';
import { casesByIdentifier, currentRecords, matchCase } from './vital-status-cases';
import { readSheet } from './xlsx-rows';

/** The save rules' fields that are this template's columns. */
const COLUMN_OF_PATH: Record<string, string> = {
  'notificationOverview.trackingStatusId': 'vitalStatus',
  'notificationOverview.isPatientDead': 'vitalStatus',
  'notificationOverview.deathDate': 'deathDate',
  'notificationOverview.isDeathDateUnavailable': 'deathDate',
  'notificationOverview.deathReasonTopoCodeId': 'deathReason',
  'notificationOverview.deathReason2': 'deathReason2',
  'notificationOverview.lastContactDate': 'lastContactDate',
};
const columnOf = (path: string) => COLUMN_OF_PATH[path] ?? null;

type Planned = { number: number; change: VitalStatusChange; notificationId: number };
/** Rows whose records are read, checked and handed to the plan together (as the notification import's WRITE_BATCH). */
const CHUNK = 100;

/** Whether the row says anything the current record does not already say (a file imported twice adds nothing). */
function changesSomething(current: Notification, change: VitalStatusChange) {
  const o = current.notificationOverview;
  return (
    o.trackingStatusId !== change.trackingStatusId ||
    (o.deathDate ?? null) !== change.deathDate ||
    (o.deathReasonTopoCodeId ?? null) !== change.deathReasonTopoCodeId ||
    (o.lastContactDate ?? null) !== change.lastContactDate
  );
}

type Records = Awaited<ReturnType<typeof currentRecords>>;

/**
 * The follow-ups of a slice of rows (`records`: their cases' current records), checked by the
 * save's own rules (refusals reported on `errorsByRow`). Answers the checked ones.
 */
async function followUps(
  db: Db,
  cache: ListCache,
  session: Session,
  lookups: SaveLookups,
  statusDate: string,
  slice: readonly Planned[],
  records: Records,
  errorsByRow: Map<number, RowErrors>,
) {
  const checked: { notification: Notification; row: number }[] = [];
  const pace = pacer();
  for (const planned of slice) {
    await pace();
    const { record: current, followed } = records.get(planned.notificationId)!;
    if (!changesSomething(current, planned.change)) continue;
    const body = followUpNotification(current, planned.change, statusDate);
    // The row's case is known: the save's rules take it as found instead of looking it up again.
    const rowLookups = { ...lookups, followedCase: () => followed };
    try {
      checked.push({
        notification: await checkSave(db, cache, session, body, rowLookups),
        row: planned.number,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      addRefusal(rowErrorsOf(errorsByRow, planned.number), err, columnOf);
    }
  }
  return checked;
}

/**
 * The vital-status import (spec 02 §7), all or nothing: every row is read, matched to one case
 * and its follow-up checked by the save rules; each case that changes gets a new completed
 * notification and goes back to review. The follow-ups are planned and staged a slice at a time
 * while checked (no transaction held), and move into the registry in one short transaction at the
 * end (`moveStagedImport`) only when no row is wrong.
 */
export async function importVitalStatuses(
  db: Db,
  cache: ListCache,
  request: FastifyRequest,
  session: Session,
  language: Language,
  upload: ImportUpload,
): Promise<ImportOutcome> {
  const fields = vitalStatusImportFields.safeParse(upload.fields);
  if (!fields.success) throw fieldErrors({ statusDate: 'validation.required' });
  const { statusDate } = fields.data;
  // 2024-02-30 has the form of a date and names no day: invalid, not out of range.
  if (!isCalendarDate(statusDate)) throw fieldErrors({ statusDate: msg.invalid });
  if (!isStatusDateInRange(statusDate, todayIso()))
    throw fieldErrors({ statusDate: importMsg.statusDateRange });
  const fileName = fields.data.fileName || upload.file.fileName;

  const codes = await buildCodeLookups(db, cache);
  const errorsByRow = new Map<number, RowErrors>();
  // Every row, read or not: its case is looked for either way, so all its errors come at once.
  const read: { number: number; reading: VitalStatusReading }[] = [];
  let indexOf = new Map<string, number>();
  let rows = 0;
  const pace = pacer();
  for await (const row of readSheet(upload.path)) {
    await pace();
    if (row.header) {
      const { byIndex } = mapHeaders(
        row.cells.map((c) => (c === null ? '' : String(c))),
        VITAL_STATUS_COLUMNS,
      );
      indexOf = new Map([...byIndex].map(([i, c]) => [c.key, i]));
      continue;
    }
    rows++;
    const cellOf = (key: string) => {
      const at = indexOf.get(key);
      return at === undefined ? null : (row.cells[at] ?? null);
    };
    read.push({ number: row.number, reading: readVitalStatusRow(cellOf, codes.resolve, statusDate) });
  }
  if (rows === 0) throw badRequest(importMsg.noRows);

  const named = read.map((r) => r.reading.names.identifier).filter(Boolean);
  const cases = await casesByIdentifier(db, [...new Set(named)]);
  const planned: Planned[] = [];
  const rowOfCase = new Map<number, number>();
  for (const { number, reading } of read) {
    await pace();
    const errors = newRowErrors();
    // The cell's own error first (a CNP left empty stays "required"); the case's errors beside it.
    const put = (key: string, code: string) => {
      if (!errors.cells.has(key)) errors.cells.set(key, code);
    };
    for (const [key, code] of Object.entries(reading.errors ?? {})) put(key, code);
    const match = reading.names.identifier ? matchCase(reading.names, cases) : null;
    if (match && 'cell' in match) put(match.cell, match.code);
    else if (match) {
      const earlier = rowOfCase.get(match.case.caseId);
      if (earlier !== undefined) put('identifier', importMsg.duplicateInFile(earlier));
      rowOfCase.set(match.case.caseId, number);
      for (const [key, code] of Object.entries(
        vitalStatusCaseErrors(reading.names, match.case.diagnosticDate),
      ))
        put(key, code);
      // The save's rules compare a whole follow-up with the case's record: they run on the rows
      // whose cells all read and whose case is found (their errors would otherwise be guesses).
      if (errors.cells.size === 0 && reading.ok && match.case.currentNotificationId)
        planned.push({ number, change: reading.change, notificationId: match.case.currentNotificationId });
    }
    if (errors.cells.size) errorsByRow.set(number, errors);
  }
  // The follow-ups are checked, planned and staged a slice at a time, outside any transaction.
  await sweepAbandonedStagings(db);
  const staging = openStaging(db);
  const plan = new NewNotificationsPlan(session, request, { needsReview: true, lookups: codes.lookups });
  const pipeline = importPipeline(db, plan, staging);
  // The checks the save's rules run on each follow-up are kept for its planned row.
  const lookups: SaveLookups = { ...codes.lookups, qualityChecked: plan.qualityChecked };
  let versions = 0;
  const audit = { fileName, sha256: upload.file.sha256, statusDate, rows };
  const recordsOf = (from: number) => {
    const read = currentRecords(
      db,
      planned.slice(from, from + CHUNK).map((p) => p.notificationId),
    );
    // Awaited by the next slice; a failure while this one fails first is not an unhandled rejection.
    read.catch(() => {});
    return read;
  };
  try {
    // Each slice's records are read while the slice before is checked; its follow-ups are planned
    // and staged while the next is (`importPipeline`), as long as no row is wrong.
    let next = planned.length ? recordsOf(0) : null;
    for (let i = 0; next; i += CHUNK) {
      const records = await next;
      next = i + CHUNK < planned.length ? recordsOf(i + CHUNK) : null;
      const slice = planned.slice(i, i + CHUNK);
      const checked = await followUps(db, cache, session, lookups, statusDate, slice, records, errorsByRow);
      if (errorsByRow.size > 0) continue;
      await pipeline.add(
        checked.map((c) => ({
          notification: c.notification,
          auditDetails: { importFile: fileName, importRow: c.row, statusDate },
          row: c.row,
        })),
      );
      versions += checked.length;
    }
    const refused = await pipeline.drain();
    if (refused) addRefusal(rowErrorsOf(errorsByRow, refused.row), refused.refusal, columnOf);
  } catch (err) {
    await pipeline.discard();
    throw err;
  }
  if (errorsByRow.size > 0) {
    await staging.discard();
    return refuse(db, request, upload, errorsByRow, language, audit);
  }
  await moveStagedImport(db, staging, plan, (tx) =>
    writeAudit(tx, request, {
      action: 'import.vitalStatus',
      entity: 'import',
      details: { ...audit, versions },
    }),
  );
  return { imported: versions };
}

async function refuse(
  db: Db,
  request: FastifyRequest,
  upload: ImportUpload,
  errorsByRow: Map<number, RowErrors>,
  language: Language,
  audit: Record<string, unknown>,
): Promise<ImportOutcome> {
  await writeAudit(db, request, {
    action: 'import.vitalStatus.refused',
    entity: 'import',
    details: { ...audit, errorRows: errorsByRow.size },
  });
  const workbook = await writeErrorWorkbook(upload.path, VITAL_STATUS_COLUMNS, errorsByRow, language);
  return { workbook, errorRows: errorsByRow.size };
}

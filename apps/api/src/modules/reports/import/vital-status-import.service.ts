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
import { BatchRowRefused, NewNotificationsPlan } from '../../notifications/notification-batch-write';
import { checkSave, type SaveLookups } from '../../notifications/notification-save-check';
import { buildCodeLookups } from './code-lookups';
import { newRowErrors, type RowErrors, writeErrorWorkbook } from './error-workbook';
import { moveStagedImport, stagingQueue } from './import-move';
import { openStaging, sweepAbandonedStagings } from './import-staging';
import type { ImportUpload } from './import-upload';
import { addRefusal, type ImportOutcome } from './notification-import.service';
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
const CHUNK = 500;

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

/**
 * The follow-ups of a slice of rows, checked by the save's own rules (refusals reported on
 * `errorsByRow`). While no row of the file is wrong they are planned and staged for the final move.
 */
async function followUps(
  db: Db,
  cache: ListCache,
  session: Session,
  lookups: SaveLookups,
  statusDate: string,
  slice: readonly Planned[],
  errorsByRow: Map<number, RowErrors>,
  stage: (checked: readonly { notification: Notification; row: number }[]) => Promise<void>,
) {
  const records = await currentRecords(
    db,
    slice.map((p) => p.notificationId),
  );
  const refuse = (row: number, err: AppError) => {
    const errors = errorsByRow.get(row) ?? newRowErrors();
    addRefusal(errors, err, columnOf);
    errorsByRow.set(row, errors);
  };
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
      refuse(planned.number, err);
    }
  }
  if (errorsByRow.size > 0) return;
  try {
    await stage(checked);
  } catch (err) {
    if (!(err instanceof BatchRowRefused)) throw err;
    refuse(checked[err.index].row, err.refusal);
  }
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
  const queue = stagingQueue(staging);
  const plan = new NewNotificationsPlan(session, request, { needsReview: true, lookups: codes.lookups });
  // The checks the save's rules run on each follow-up are kept for its planned row.
  const lookups: SaveLookups = { ...codes.lookups, qualityChecked: plan.qualityChecked };
  let versions = 0;
  const stage = async (checked: readonly { notification: Notification; row: number }[]) => {
    const items = checked.map((c) => ({
      notification: c.notification,
      auditDetails: { importFile: fileName, importRow: c.row, statusDate },
    }));
    await queue.add(await plan.add(db, items));
    versions += checked.length;
  };
  const audit = { fileName, sha256: upload.file.sha256, statusDate, rows };
  try {
    for (let i = 0; i < planned.length; i += CHUNK)
      await followUps(
        db,
        cache,
        session,
        lookups,
        statusDate,
        planned.slice(i, i + CHUNK),
        errorsByRow,
        stage,
      );
    await queue.drain();
  } catch (err) {
    await queue.discard();
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

import {
  columnOfPath,
  fileRuleErrors,
  importMsg,
  type Language,
  mapHeaders,
  NOTIFICATION_IMPORT_COLUMNS,
  type Notification,
  type NotificationRowFacts,
  notificationRowFacts,
  readNotificationRow,
  type Session,
} from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { AppError, badRequest } from '../../../platform/errors';
import type { ListCache } from '../../dictionaries';
import { BatchRowRefused, writeNewNotifications } from '../../notifications/notification-batch-write';
import { checkSave } from '../../notifications/notification-save-check';
import { buildCodeLookups, type CodeLookups } from './code-lookups';
import { newRowErrors, type RowErrors, writeErrorWorkbook } from './error-workbook';
import type { ImportUpload } from './import-upload';
import { registryFacts } from './registry-facts';
import { readSheet, type SheetRow } from './xlsx-rows';

export type ImportOutcome = { imported: number } | { workbook: Buffer; errorRows: number };

/** Puts a refusal of the save rules on the row: field errors on their columns, the rest beside them. */
export function addRefusal(errors: RowErrors, err: AppError, columnOf: (path: string) => string | null) {
  if (err.code === 'validation') {
    for (const [path, code] of Object.entries(err.extra.fields as Record<string, string>)) {
      const key = columnOf(path);
      if (key) {
        if (!errors.cells.has(key)) errors.cells.set(key, code);
      } else errors.general.push(`${path}: ${code}`);
    }
    return;
  }
  const params = (err.extra.params as (string | number)[] | undefined) ?? [];
  errors.general.push([err.code, ...params].join('_'));
}

/** Rows written per batch of statements: round trips fall 500-fold, memory stays bounded. */
export const WRITE_BATCH = 500;

const columnKeyOf = (path: string) => columnOfPath(path)?.key ?? null;

type Reader = { indexOf: Map<string, number> };

async function checkRow(
  db: Db | Tx,
  cache: ListCache,
  session: Session,
  codes: CodeLookups,
  reader: Reader,
  row: SheetRow,
): Promise<{ errors: RowErrors | null; notification: Notification | null; body: object }> {
  const cellOf = (key: string) => {
    const at = reader.indexOf.get(key);
    return at === undefined ? null : (row.cells[at] ?? null);
  };
  const { body, errors } = readNotificationRow(cellOf, codes.resolve);
  const rowErrors = newRowErrors();
  for (const [key, code] of Object.entries(errors)) rowErrors.cells.set(key, code);
  let notification: Notification | null = null;
  try {
    notification = await checkSave(db, cache, session, body, codes.lookups);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    addRefusal(rowErrors, err, columnKeyOf);
  }
  const wrong = rowErrors.cells.size > 0 || rowErrors.general.length > 0;
  return { errors: wrong ? rowErrors : null, notification: wrong ? null : notification, body };
}

const readerOf = (cells: SheetRow['cells']): Reader => {
  const headers = cells.map((c) => (c === null ? '' : String(c)));
  const { byIndex } = mapHeaders(headers, NOTIFICATION_IMPORT_COLUMNS);
  return { indexOf: new Map([...byIndex].map(([i, c]) => [c.key, i])) };
};

/**
 * The notification import (spec 02 §7), all or nothing. First pass: every row is read and run
 * through the save's own checks, the file's rows are compared with each other and with the
 * registry (duplicates, follow-ups without a case). Any error → nothing is written and the answer
 * is the error workbook. Second pass: the rows are saved by the form's save rules in batches of
 * `WRITE_BATCH` (`writeNewNotifications`), in ONE transaction; a refusal there still rolls
 * everything back and answers the workbook.
 * Both passes stream the file, so memory does not grow with it.
 */
export async function importNotifications(
  db: Db,
  cache: ListCache,
  request: FastifyRequest,
  session: Session,
  language: Language,
  upload: ImportUpload,
): Promise<ImportOutcome> {
  const codes = await buildCodeLookups(db, cache);
  const errorsByRow = new Map<number, RowErrors>();
  const facts: NotificationRowFacts[] = [];
  const identifiers = new Set<string>();
  let reader: Reader | null = null;
  let rows = 0;
  for await (const row of readSheet(upload.path)) {
    if (row.header) {
      reader = readerOf(row.cells);
      continue;
    }
    rows++;
    const checked = await checkRow(db, cache, session, codes, reader!, row);
    if (checked.errors) errorsByRow.set(row.number, checked.errors);
    // A refused row takes part in the file's rules too, with what its cells said: all its errors at once.
    const rowFacts = notificationRowFacts(row.number, checked.notification ?? checked.body);
    if (!rowFacts) continue;
    identifiers.add(rowFacts.identifier);
    facts.push(rowFacts);
  }
  if (rows === 0) throw badRequest(importMsg.noRows);
  const registry = await registryFacts(db, [...identifiers]);
  for (const [i, code] of fileRuleErrors(facts, registry)) {
    const errors = errorsByRow.get(facts[i].number) ?? newRowErrors();
    errors.general.push(code);
    errorsByRow.set(facts[i].number, errors);
  }
  const audit = { fileName: upload.file.fileName, sha256: upload.file.sha256, rows };
  if (errorsByRow.size > 0) return refuse(db, request, upload, errorsByRow, language, audit);

  let failed: { number: number; err: AppError } | null = null;
  try {
    await db.transaction(async (tx) => {
      let batch: { number: number; notification: Notification }[] = [];
      const flush = async () => {
        try {
          await writeNewNotifications(
            tx,
            request,
            session,
            batch.map((b) => ({
              notification: b.notification,
              auditDetails: { importFile: upload.file.fileName, importRow: b.number },
            })),
            { lookups: codes.lookups },
          );
        } catch (err) {
          if (err instanceof BatchRowRefused) failed = { number: batch[err.index].number, err: err.refusal };
          throw err;
        }
        batch = [];
      };
      for await (const row of readSheet(upload.path)) {
        if (row.header) {
          reader = readerOf(row.cells);
          continue;
        }
        // The write pass checks inside its transaction (PGlite has one connection: `db` would wait on `tx`).
        const checked = await checkRow(tx, cache, session, codes, reader!, row);
        if (!checked.notification) {
          failed = { number: row.number, err: badRequest(importMsg.saveRefused) };
          throw failed.err;
        }
        batch.push({ number: row.number, notification: checked.notification });
        if (batch.length === WRITE_BATCH) await flush();
      }
      await flush();
      await writeAudit(tx, request, { action: 'import.notifications', entity: 'import', details: audit });
    });
  } catch (err) {
    if (!failed) throw err;
    const { number, err: refusal } = failed as { number: number; err: AppError };
    const errors = newRowErrors();
    addRefusal(errors, refusal, columnKeyOf);
    return refuse(db, request, upload, new Map([[number, errors]]), language, audit);
  }
  return { imported: rows };
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
    action: 'import.notifications.refused',
    entity: 'import',
    details: { ...audit, errorRows: errorsByRow.size },
  });
  const workbook = await writeErrorWorkbook(upload.path, NOTIFICATION_IMPORT_COLUMNS, errorsByRow, language);
  return { workbook, errorRows: errorsByRow.size };
}

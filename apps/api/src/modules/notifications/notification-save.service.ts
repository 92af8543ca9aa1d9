import {
  holdingMsg,
  isReviewer,
  type Language,
  type Notification,
  NotificationStatus,
  notificationMsg,
  readonlyViolations,
  type Session,
  translateCode,
} from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { cancerNotifications, notificationVersions, patients } from '../../db/schema';
import { auditInsert, writeAlong } from '../../platform/audit';
import { notificationIds, sharesRecordWithOthers } from '../../platform/child-access';
import { AppError, badRequest, notFound, staleVersion } from '../../platform/errors';
import { decideHolding, holdingAwaits } from '../child-holding/holding-decide';
import type { ListCache } from '../dictionaries';
import { checkNewChildForDuplicates } from '../duplicates/candidate-search.entry';
import { fileProposal, sharesAfterWrite, writeChildRecord } from './child-record-write';
import { placeInCase } from './notification-cases';
import { previousContactOf } from './notification-follow-up';
import { isCodingOnlyFor, type LockedSource, viewFor } from './notification-locked';
import { qualityOf, storedQuality } from './notification-quality.service';
import { isLast } from './notification-read.service';
import { attachmentsOf, recordOfModel, storedData, toNotification } from './notification-record';
import { checkFormSave, type SaveLookups } from './notification-save-check';
import { mayReportFor, unitScope } from './notification-scope';
import { cachedSaveLookups } from './save-lookups';

/** The notification's own columns beside its JSON (the lists filter and count on them). */
export function notificationColumns(
  incoming: Notification,
  patientId: number,
  session: Session,
  lockedFrom: LockedSource | null = null,
) {
  return {
    patientId,
    reportingUnitId: incoming.notificationOverview.reportingUnitId!,
    status: incoming.status,
    reportingReasonId: incoming.diagnosticReportingReasonId,
    previousNotificationId: incoming.previousNotificationId,
    diagnosticDate: incoming.cancerDiagnostic.diagnosticDate,
    ageAtDiagnostic: incoming.cancerDiagnostic.ageAtDiagnostic,
    topologicCodeId: incoming.cancerDiagnostic.topologicCodeId,
    morphologyCodeId: incoming.cancerMorphology.morphologyCodeId,
    countyId: incoming.patientDetails.countyId,
    cityId: incoming.patientDetails.cityId,
    hasReviewerObservation: Boolean(incoming.reviewerObservation?.trim()),
    // The server's note of where the locked sections came from rides in `data` (notification-locked.ts).
    data: lockedFrom ? { ...storedData(incoming), lockedFrom } : storedData(incoming),
    updatedBy: session.userId,
    updatedAt: new Date(),
  };
}

/**
 * Who may write what: a new notification only for one of the caller's units; against the stored
 * record, no field the caller may not change, and a reporter may not turn a completed notification
 * back into a draft. Throws the form's refusal.
 */
export function checkWriteAllowed(session: Session, stored: Notification | null, incoming: Notification) {
  if (!stored && !mayReportFor(session, incoming.notificationOverview.reportingUnitId!))
    throw badRequest(notificationMsg.unitNotYours);
  const locked = readonlyViolations(stored, incoming, session);
  if (
    stored?.status === NotificationStatus.Completed &&
    incoming.status !== NotificationStatus.Completed &&
    !isReviewer(session)
  )
    locked.push('status');
  if (locked.length) throw new AppError(403, notificationMsg.readonlyChanged, { params: locked });
}

/** The audit row of a written notification. */
export function notificationAudit(
  written: { id: number; status: number; caseId: number | null },
  version: number,
  patientId: number,
  created: boolean,
  auditDetails?: Record<string, unknown>,
) {
  return {
    action: created ? 'notification.created' : 'notification.updated',
    entity: 'cancer_notification',
    entityId: written.id,
    details: { version, status: written.status, caseId: written.caseId, patientId, ...auditDetails },
  };
}

export type SaveInput = {
  body: unknown;
  version: number;
  /**
   * Runs in the save's transaction once the row is written (the single-file attachments); answers
   * whether it added a document.
   */
  attach?: (tx: Tx, row: typeof cancerNotifications.$inferSelect) => Promise<boolean>;
};

/** Options of a save made by an import rather than by the form. */
export type SaveOptions = {
  lookups?: SaveLookups;
  /** The case goes back to review even when a reviewer saved it (the vital-status import). */
  needsReview?: boolean;
  /** No warnings are wanted (an import shows none): skip the queries that only serve them. */
  quiet?: boolean;
  /** Extra audit details (which import wrote the row). */
  auditDetails?: Record<string, unknown>;
  /** Where the locked sections came from (the form's follow-ups, notification-locked.ts). */
  lockedFrom?: LockedSource | null;
  /** The form's save: a new child is checked for duplicates under the look-up limit (issue 27). */
  duplicateCheck?: Config['patientLookup'];
};

/**
 * Saves a notification (spec 02 §4 save flow) as one transaction: the same domain rules the form
 * runs, the disabling rules against the *stored* record, unit scoping, optimistic concurrency,
 * the patient, the case, an immutable version and the audit row — all or nothing.
 */
export async function saveNotification(
  db: Db,
  cache: ListCache,
  request: FastifyRequest,
  session: Session,
  language: Language,
  input: SaveInput & { limits: Config['patientLookup'] },
) {
  // The reference look-ups from memory, before the transaction and again inside it (save-lookups.ts).
  const lookups = await cachedSaveLookups(db, cache);
  const { notification, lockedFrom } = await checkFormSave(
    db,
    cache,
    session,
    input.body,
    { request, limits: input.limits },
    lookups,
  );
  return db.transaction((tx) =>
    writeNotification(tx, request, session, language, notification, input, {
      lockedFrom,
      lookups,
      duplicateCheck: input.limits,
    }),
  );
}

/**
 * The write half of a save, inside the caller's transaction, for a model `checkSave` accepted: an
 * import runs every row through it in one transaction, so one bad row writes nothing.
 */
export async function writeNotification(
  tx: Tx,
  request: FastifyRequest,
  session: Session,
  language: Language,
  incoming: Notification,
  input: Omit<SaveInput, 'body'>,
  options: SaveOptions = {},
) {
  let stored: Notification | null = null;
  let row: typeof cancerNotifications.$inferSelect | null = null;
  if (incoming.id) {
    [row] = await tx
      .select()
      .from(cancerNotifications)
      .where(
        and(
          eq(cancerNotifications.id, incoming.id),
          eq(cancerNotifications.isDeleted, false),
          unitScope(session),
        ),
      )
      .for('update');
    if (!row) throw notFound();
    if (row.version !== input.version) throw staleVersion();
    if (!isLast(row)) throw badRequest(notificationMsg.notLastNotification);
    const [patient] = await tx.select().from(patients).where(eq(patients.id, row.patientId));
    const { version: _, ...current } = await toNotification(tx, row, patient);
    stored = current;
  }
  checkWriteAllowed(session, stored, incoming);

  const childRecord = await writeChildRecord(tx, incoming);
  const { patient } = childRecord;
  // Run again inside the transaction: the stored results must match what is written.
  const qualityChecks = await qualityOf(
    tx,
    { ...incoming, id: row?.id ?? 0 },
    options.lookups?.qualityCodeOf,
  );
  const columns = {
    ...notificationColumns(incoming, patient.id, session, options.lockedFrom),
    ...storedQuality(qualityChecks, incoming.status),
  };
  const version = (row?.version ?? 0) + 1;
  // A report moved to another unit grants that unit nothing until its holding is decided again.
  const movedToUnit = row !== null && row.reportingUnitId !== columns.reportingUnitId;
  const [written] = row
    ? await tx
        .update(cancerNotifications)
        .set({ ...columns, version, ...(movedToUnit ? { grantsHolding: false } : {}) })
        .where(eq(cancerNotifications.id, row.id))
        .returning()
    : await tx
        .insert(cancerNotifications)
        .values({ ...columns, version, createdBy: session.userId })
        .returning();
  const outcome = await placeInCase(
    tx,
    written.id,
    incoming.status,
    {
      patientId: patient.id,
      newPatient: childRecord.inserted,
      morphologyCodeId: columns.morphologyCodeId,
      topologicCodeId: columns.topologicCodeId,
      reasonId: columns.reportingReasonId,
    },
    { savedByReviewer: isReviewer(session) && !options.needsReview, warn: !options.quiet },
  );
  const final = outcome.row;
  const attached = (await input.attach?.(tx, final)) ?? false;
  const proposed = await fileProposal(tx, request, session, childRecord, final);
  // A new notification has no documents unless this save added one: no need to ask for them.
  const files = row || attached ? await attachmentsOf(tx, final.id) : [];
  // The record's general data once the unit holds it; a save that proposed a change shows (and its
  // version keeps) what the unit reported, as every save of a unit that does not hold the record.
  const sharedRecord = childRecord.holdsAfter && childRecord.write !== 'propose';
  // From the model just written, not a parse of the stored JSON again (its `data` is storedData of
  // this very model; the parse was ~0.3 ms of a save's CPU, issue 41).
  const answer = recordOfModel(storedData(incoming), final, patient, files, { sharedRecord });
  // The version and the audit row in one statement — the holding decision's, when the save makes
  // one (issue 41: round trips); none of the three reads what another writes.
  const recorded = [
    tx.insert(notificationVersions).values({
      notificationId: final.id,
      caseId: final.caseId,
      version,
      status: final.status,
      snapshot: answer,
      createdBy: session.userId,
    }),
    auditInsert(tx, request, notificationAudit(final, version, patient.id, !row, options.auditDetails)),
  ];
  let holding: Awaited<ReturnType<typeof decideHolding>> | null = null;
  if (final.status === NotificationStatus.Completed)
    holding = await decideHolding(tx, request, notificationIds([final.id]), recorded);
  else await writeAlong(tx, recorded);
  const holdingRequested = (holding?.requested.length ?? 0) > 0;
  // `final` was read before the decision: a report it granted holds, and has no request to ask for.
  const holds = final.grantsHolding || (holding?.granted ?? 0) > 0;
  const warnings = [...outcome.warnings];
  // An import (quiet) does not ask: nobody reads its answers' warnings.
  // The holders read before the write mostly tell it (child-record-write.ts); else the database.
  const sharedWithOtherUnits =
    !options.quiet &&
    (sharesAfterWrite(childRecord, incoming, movedToUnit) ??
      (await sharesRecordWithOthers(tx, patient.id, columns.reportingUnitId)));
  if (sharedWithOtherUnits) warnings.push(notificationMsg.patientSharedByUnits);
  if (proposed) warnings.push(notificationMsg.patientChangeProposed);
  if (holdingRequested) warnings.push(holdingMsg.awaitsConfirmation);
  if (
    childRecord.created &&
    options.duplicateCheck &&
    (await checkNewChildForDuplicates(tx, request, session, options.duplicateCheck, patient))
  )
    warnings.push(notificationMsg.similarChildInRegistry);
  return {
    // The version keeps the whole record for the registry; the caller sees what its prefill showed.
    ...viewFor(session, answer, options.lockedFrom ?? null),
    codingOnly: isCodingOnlyFor(session, options.lockedFrom ?? null),
    caseId: final.caseId,
    isLastNotification: true,
    sharedWithOtherUnits,
    holdingAwaitsConfirmation: holdingRequested || (!holds && (await holdingAwaits(tx, final.id))),
    warnings: warnings.map((w) => translateCode(w, language)),
    // A case this save opened has no other notification: no previous contact to read.
    previousContact: outcome.opened ? null : await previousContactOf(tx, final.caseId, final.id),
    qualityChecks,
  };
}

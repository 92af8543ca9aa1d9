import {
  checkNotificationSave,
  type DependencyContext,
  isReviewer,
  type Language,
  msg,
  type Notification,
  NotificationStatus,
  notificationMsg,
  Role,
  readonlyViolations,
  type Session,
  todayIso,
  translateCode,
  unknownReferences,
} from '@registry/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { cancerNotifications, notificationVersions, patients } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError, badRequest, fieldErrors, forbidden, notFound, staleVersion } from '../../platform/errors';
import { association, isCityOfCounty, knownIds, type ListCache } from '../dictionaries';
import { placeInCase } from './notification-cases';
import { isLast } from './notification-read.service';
import { storedData, toNotification } from './notification-record';
import { mayReportFor, unitScope } from './notification-scope';

/** The ICCC-3 association the rules need, looked up from the dictionaries when both codes are set. */
async function dependencyContext(db: Db, body: unknown): Promise<DependencyContext> {
  const b = body as {
    cancerMorphology?: { morphologyCodeId?: unknown };
    cancerDiagnostic?: { topologicCodeId?: unknown };
  };
  const morphologyId = Number(b?.cancerMorphology?.morphologyCodeId);
  const topographyId = Number(b?.cancerDiagnostic?.topologicCodeId);
  if (!(morphologyId > 0 && topographyId > 0)) return { today: todayIso() };
  const answer = await association(db, morphologyId, topographyId).catch(() => null);
  if (!answer) return { today: todayIso() };
  const { icc3PrimaryId, icc3CategoryId, icc3SubcategoryId, isValidAssociation } = answer;
  return {
    today: todayIso(),
    association: {
      icC3PrimaryId: icc3PrimaryId,
      icC3CategoryId: icc3CategoryId,
      icC3SubcategoryId: icc3SubcategoryId,
      isValidAssociation,
    },
  };
}

/**
 * Every id must be one the dictionaries hold and the city must lie in the county: the form only
 * offers such values, but any client can send a number, and a registry must not store a code no
 * one can read back. Answers the field errors, empty when all hold.
 */
async function referenceErrors(db: Db, cache: ListCache, n: Notification): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const path of unknownReferences(n, await knownIds(db, cache))) errors[path] = msg.invalid;
  const { cityId, countyId } = n.patientDetails;
  if (cityId !== null && (countyId === null || !(await isCityOfCounty(db, cityId, countyId))))
    errors['patientDetails.cityId'] = msg.invalid;
  return errors;
}

/** One patient per identifier, shared by units; the newest save's general data wins for all of them. */
async function upsertPatient(tx: Tx, n: Notification) {
  const p = n.patientDetails;
  const values = {
    identifier: p.identifier!,
    isForeigner: p.isForeigner,
    firstName: p.firstName,
    lastName: p.lastName,
    genderId: p.genderId,
    birthdate: p.birthdate,
    countyId: p.countyId,
    cityId: p.cityId,
    address: p.address,
    updatedAt: new Date(),
  };
  const [patient] = await tx
    .insert(patients)
    .values(values)
    .onConflictDoUpdate({ target: [patients.identifier, patients.isForeigner], set: values })
    .returning();
  return patient;
}

async function otherUnitsOf(tx: Tx, patientId: number, unitId: number) {
  const rows = await tx
    .selectDistinct({ unit: cancerNotifications.reportingUnitId })
    .from(cancerNotifications)
    .where(
      and(
        eq(cancerNotifications.patientId, patientId),
        ne(cancerNotifications.reportingUnitId, unitId),
        eq(cancerNotifications.isDeleted, false),
      ),
    );
  return rows.length;
}

export type SaveInput = {
  body: unknown;
  version: number;
  /** Runs in the save's transaction once the row is written (the single-file attachments). */
  attach?: (tx: Tx, row: typeof cancerNotifications.$inferSelect) => Promise<void>;
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
  input: SaveInput,
) {
  if (session.role === Role.Executive || session.role === Role.Auditor) throw forbidden();
  const check = checkNotificationSave(input.body, await dependencyContext(db, input.body));
  if (!check.ok) {
    if (Object.keys(check.errors).length) throw fieldErrors(check.errors);
    throw badRequest(check.businessErrors[0]);
  }
  const incoming = check.notification;
  const unknown = await referenceErrors(db, cache, incoming);
  if (Object.keys(unknown).length) throw fieldErrors(unknown);
  const unitId = incoming.notificationOverview.reportingUnitId!;
  const saved = await db.transaction(async (tx) => {
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
    } else if (!mayReportFor(session, unitId)) {
      throw badRequest(notificationMsg.unitNotYours);
    }
    const locked = readonlyViolations(stored, incoming, session);
    // A reporter may not turn a completed notification back into a draft either.
    if (
      stored?.status === NotificationStatus.Completed &&
      incoming.status !== NotificationStatus.Completed &&
      !isReviewer(session)
    )
      locked.push('status');
    if (locked.length) throw new AppError(403, notificationMsg.readonlyChanged, { params: locked });

    const patient = await upsertPatient(tx, incoming);
    const columns = {
      patientId: patient.id,
      reportingUnitId: unitId,
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
      data: storedData(incoming),
      updatedBy: session.userId,
      updatedAt: new Date(),
    };
    const version = (row?.version ?? 0) + 1;
    const [written] = row
      ? await tx
          .update(cancerNotifications)
          .set({ ...columns, version })
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
        morphologyCodeId: columns.morphologyCodeId,
        topologicCodeId: columns.topologicCodeId,
        reasonId: columns.reportingReasonId,
      },
      { savedByReviewer: isReviewer(session) },
    );
    const [final] = await tx
      .update(cancerNotifications)
      .set({ caseId: outcome.caseId, isCancerCase: outcome.isCancerCase })
      .where(eq(cancerNotifications.id, written.id))
      .returning();
    await input.attach?.(tx, final);
    const answer = await toNotification(tx, final, patient);
    await tx.insert(notificationVersions).values({
      notificationId: final.id,
      caseId: final.caseId,
      version,
      status: final.status,
      snapshot: answer,
      createdBy: session.userId,
    });
    await writeAudit(tx, request, {
      action: row ? 'notification.updated' : 'notification.created',
      entity: 'cancer_notification',
      entityId: final.id,
      details: { version, status: final.status, caseId: final.caseId, patientId: patient.id },
    });
    const warnings = [...outcome.warnings];
    if ((await otherUnitsOf(tx, patient.id, unitId)) > 0) warnings.push(notificationMsg.patientSharedByUnits);
    return {
      ...answer,
      caseId: final.caseId,
      isLastNotification: true,
      warnings: warnings.map((w) => translateCode(w, language)),
    };
  });
  return saved;
}

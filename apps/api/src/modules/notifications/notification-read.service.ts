import {
  defaultUnitOf,
  emptyNotification,
  type Language,
  NotificationStatus,
  type Session,
} from '@registry/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { cancerCases, cancerNotifications, morphologies, patients } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { storedQualityOf } from './notification-quality.service';
import { toNotification } from './notification-record';
import { unitScope } from './notification-scope';

/** One notification the caller may see; reading a patient's identity is audited. */
export async function findNotification(db: Db, request: FastifyRequest, session: Session, id: number) {
  const [found] = await db
    .select({ row: cancerNotifications, patient: patients })
    .from(cancerNotifications)
    .innerJoin(patients, eq(patients.id, cancerNotifications.patientId))
    .where(and(eq(cancerNotifications.id, id), eq(cancerNotifications.isDeleted, false), unitScope(session)));
  if (!found) throw notFound();
  await writeAudit(db, request, {
    action: 'notification.read',
    entity: 'cancer_notification',
    entityId: id,
    details: { patientId: found.patient.id },
  });
  const notification = await toNotification(db, found.row, found.patient);
  return {
    ...notification,
    caseId: found.row.caseId,
    isLastNotification: isLast(found.row),
    sharedWithOtherUnits: await isReportedByOtherUnits(db, found.patient.id, found.row.reportingUnitId),
    warnings: [],
    qualityChecks: await storedQualityOf(db, id, found.row.qualityChecks),
  };
}

/**
 * Whether units other than `unitId` also report the patient: their notifications show the same
 * patient record, so a save here changes the general data they see. The page says so before the
 * save (issue 18), and the save answer repeats it as a warning.
 */
export async function isReportedByOtherUnits(db: Db | Tx, patientId: number, unitId: number | null) {
  const [other] = await db
    .select({ id: cancerNotifications.id })
    .from(cancerNotifications)
    .where(
      and(
        eq(cancerNotifications.patientId, patientId),
        unitId === null ? undefined : ne(cancerNotifications.reportingUnitId, unitId),
        eq(cancerNotifications.isDeleted, false),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** A completed notification of a case that a later one superseded may no longer be edited (spec 02 §8). */
export function isLast(row: { status: number; caseId: number | null; isCancerCase: boolean }) {
  return !(row.status === NotificationStatus.Completed && row.caseId !== null && !row.isCancerCase);
}

async function findPatient(db: Db, identifier: string) {
  return db.select().from(patients).where(eq(patients.identifier, identifier));
}

/**
 * Opening by identifier and morphology code (spec 02 §2): a draft of the caller's units for that
 * tumour is returned as it is (the page shows the alert variant); otherwise a new notification
 * (id 0) prefilled from the case's current record, so a follow-up does not retype what is known.
 */
export async function findByIdentifierAndMorphology(
  db: Db,
  request: FastifyRequest,
  session: Session,
  identifier: string,
  morphologyCodeId: number,
) {
  const found = await findPatient(db, identifier);
  if (found.length === 0) throw notFound();
  const patientIds = found.map((p) => p.id);
  const [draft] = await db
    .select({ id: cancerNotifications.id })
    .from(cancerNotifications)
    .where(
      and(
        inArray(cancerNotifications.patientId, patientIds),
        eq(cancerNotifications.morphologyCodeId, morphologyCodeId),
        eq(cancerNotifications.status, NotificationStatus.Draft),
        eq(cancerNotifications.isDeleted, false),
        unitScope(session),
      ),
    )
    .orderBy(desc(cancerNotifications.updatedAt))
    .limit(1);
  if (draft) return findNotification(db, request, session, draft.id);
  const [current] = await db
    .select({ row: cancerNotifications, patient: patients })
    .from(cancerCases)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
    .innerJoin(patients, eq(patients.id, cancerCases.patientId))
    .where(
      and(
        inArray(cancerCases.patientId, patientIds),
        eq(cancerCases.morphologyCodeId, morphologyCodeId),
        eq(cancerCases.isDeleted, false),
      ),
    );
  if (!current) throw notFound();
  await writeAudit(db, request, {
    action: 'notification.prefill-read',
    entity: 'cancer_case',
    entityId: current.row.caseId,
    details: { patientId: current.patient.id },
  });
  const record = await toNotification(db, current.row, current.patient);
  // The follow-up starts as a draft of the caller's unit, with no files and no observations of its own.
  const prefill = emptyNotification({
    ...record,
    id: 0,
    status: 1,
    isCancerCase: false,
    hasPreviousNotification: true,
    previousNotificationId: current.row.id,
    referenceCancerNotification: current.row.id,
    observation: null,
    reviewerObservation: null,
    diagnosticReportingReasonId: null,
    attachments: [],
    notificationOverview: {
      ...record.notificationOverview,
      reportingUnitId: defaultUnitOf(session),
      reportingReasonId: null,
    },
    cancerHistopathology: { examinationDate: null, histoResult: null, histopathologyAttachments: [] },
    cancerImagistics: { ...record.cancerImagistics, imagisticsAttachments: [] },
    cancerEpicrisis: { epicrisisAttachments: [] },
  });
  return {
    ...prefill,
    version: 0,
    caseId: current.row.caseId,
    isLastNotification: true,
    sharedWithOtherUnits: await isReportedByOtherUnits(
      db,
      current.patient.id,
      prefill.notificationOverview.reportingUnitId,
    ),
    warnings: [],
  };
}

/**
 * The diagnostic selector's look-up: the tumours (cases) the registry has for this identifier, plus
 * the morphologies of the caller's own drafts, so "new diagnostic" can find an unfinished one.
 */
export async function checkIdentifier(db: Db, session: Session, language: Language, identifier: string) {
  const found = await findPatient(db, identifier);
  if (found.length === 0) return { isKnownPatient: false, morphologicCodes: [] };
  const patientIds = found.map((p) => p.id);
  const label = language === 'en' ? morphologies.labelEn : morphologies.labelRo;
  const cases = await db
    .select({ id: morphologies.id, code: morphologies.code, text: label })
    .from(cancerCases)
    .innerJoin(morphologies, eq(morphologies.id, cancerCases.morphologyCodeId))
    .where(and(inArray(cancerCases.patientId, patientIds), eq(cancerCases.isDeleted, false)));
  const drafts = await db
    .selectDistinct({ id: morphologies.id, code: morphologies.code, text: label })
    .from(cancerNotifications)
    .innerJoin(morphologies, eq(morphologies.id, cancerNotifications.morphologyCodeId))
    .where(
      and(
        inArray(cancerNotifications.patientId, patientIds),
        eq(cancerNotifications.status, NotificationStatus.Draft),
        eq(cancerNotifications.isDeleted, false),
        unitScope(session),
      ),
    );
  const byId = new Map<number, { id: number; code: string; text: string; hasDraft: boolean }>();
  for (const c of cases) byId.set(c.id, { ...c, hasDraft: false });
  for (const d of drafts) byId.set(d.id, { ...d, hasDraft: true });
  return {
    isKnownPatient: true,
    morphologicCodes: [...byId.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

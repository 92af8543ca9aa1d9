import {
  Editability,
  editability,
  isNewDiagnosisReason,
  type Notification,
  NotificationStatus,
  notificationDraft,
  type PreviousContact,
  reportingReasonOf,
  type Session,
} from '@registry/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cancerCases, cancerNotifications, patients } from '../../db/schema';
import { toNotification } from './notification-record';

const lastContact = sql<
  string | null
>`${cancerNotifications.data}->'notificationOverview'->>'lastContactDate'`;

/**
 * The record a notification follows in its case, for the follow-up rules (domain follow-up.ts): the
 * case's current record, unless that is the notification itself — then the latest other completed one.
 */
export async function previousContactOf(
  db: Db | Tx,
  caseId: number | null,
  notificationId: number,
): Promise<PreviousContact | null> {
  if (!caseId) return null;
  const [current] = await db
    .select({ lastContactDate: lastContact })
    .from(cancerCases)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
    .where(and(eq(cancerCases.id, caseId), ne(cancerNotifications.id, notificationId)));
  if (current) return current;
  const [earlier] = await db
    .select({ lastContactDate: lastContact })
    .from(cancerNotifications)
    .where(
      and(
        eq(cancerNotifications.caseId, caseId),
        ne(cancerNotifications.id, notificationId),
        eq(cancerNotifications.status, NotificationStatus.Completed),
        eq(cancerNotifications.isDeleted, false),
      ),
    )
    .orderBy(desc(cancerNotifications.updatedAt), desc(cancerNotifications.id))
    .limit(1);
  return earlier ?? null;
}

/** The same, for a save body: its patient and morphology name the case (none yet: no previous record). */
export async function previousContactForSave(db: Db | Tx, body: unknown): Promise<PreviousContact | null> {
  const b = body as {
    id?: unknown;
    patientDetails?: { identifier?: unknown; isForeigner?: unknown };
    cancerMorphology?: { morphologyCodeId?: unknown };
  } | null;
  const identifier = b?.patientDetails?.identifier;
  const morphologyCodeId = Number(b?.cancerMorphology?.morphologyCodeId);
  const id = Number(b?.id ?? 0);
  // The shape is checked after this look-up: keep anything PostgreSQL would refuse out of the query.
  const int4 = (v: number) => Number.isInteger(v) && v >= 0 && v <= 2_147_483_647;
  if (typeof identifier !== 'string' || identifier.length > 13 || !(morphologyCodeId > 0)) return null;
  if (!int4(morphologyCodeId) || !int4(id)) return null;
  const [found] = await db
    .select({ caseId: cancerCases.id })
    .from(cancerCases)
    .innerJoin(patients, eq(patients.id, cancerCases.patientId))
    .where(
      and(
        eq(patients.identifier, identifier.trim()),
        eq(patients.isForeigner, b?.patientDetails?.isForeigner === true),
        eq(cancerCases.morphologyCodeId, morphologyCodeId),
        eq(cancerCases.isDeleted, false),
      ),
    );
  return found ? previousContactOf(db, found.caseId, id) : null;
}

/** The sections a reporter's follow-up may find locked: the child and the tumour's diagnosis. */
const LOCKABLE = [
  'patientDetails',
  'cancerDiagnostic',
  'cancerMorphology',
  'cancerTorontoStadialization',
  'cancerTnmStadialization',
  'tumorGrading',
  'nonStagePrognosticFactor',
] as const satisfies readonly (keyof Notification)[];

/**
 * A new follow-up of a known tumour: the sections the caller may not change (the patient, the
 * diagnosis — editability.ts) are the case's current record's, whatever the body says. So a
 * reporter of another unit, whose prefill showed only the identity and the tumour's coding, still
 * files a complete record of the case, and no body can rewrite what its sender could not edit.
 */
export async function withLockedSections(db: Db | Tx, session: Session, body: unknown): Promise<unknown> {
  const parsed = notificationDraft.safeParse(body);
  if (!parsed.success || parsed.data.id !== 0 || isNewDiagnosisReason(reportingReasonOf(parsed.data)))
    return body;
  const n = parsed.data;
  const identifier = n.patientDetails.identifier?.trim();
  const morphologyCodeId = n.cancerMorphology.morphologyCodeId;
  if (!identifier || morphologyCodeId === null || morphologyCodeId > 2_147_483_647) return body;
  const [current] = await db
    .select({ row: cancerNotifications, patient: patients })
    .from(cancerCases)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
    .innerJoin(patients, eq(patients.id, cancerCases.patientId))
    .where(
      and(
        eq(patients.identifier, identifier),
        eq(patients.isForeigner, n.patientDetails.isForeigner),
        eq(cancerCases.morphologyCodeId, morphologyCodeId),
        eq(cancerCases.isDeleted, false),
      ),
    );
  if (!current) return body;
  const record = await toNotification(db, current.row, current.patient);
  // Rights as the form had them: a new draft following the record (the body cannot claim otherwise).
  const { panels } = editability({ ...n, status: 1, hasPreviousNotification: true }, session);
  const merged: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const section of LOCKABLE)
    if (panels[section] === Editability.FullReadonly) merged[section] = record[section];
  return merged;
}

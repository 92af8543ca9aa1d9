import {
  Editability,
  editability,
  isNewContactReason,
  isNewDiagnosisReason,
  LOCKABLE_SECTIONS,
  type LockableSection,
  type Notification,
  NotificationStatus,
  type PreviousContact,
  reportingReasonOf,
  type Session,
} from '@registry/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cancerCases, cancerNotifications, patients } from '../../db/schema';
import { namedBy } from '../duplicates/patient-alias';
import { toNotification } from './notification-record';

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
  const answer = await db.execute(previousContactSql(sql`${caseId}`, sql`${notificationId}`));
  const found = (answer as unknown as { rows: { first: boolean; last_contact_date: string | null }[] }).rows;
  const row = found.find((r) => r.first) ?? found[0];
  return row ? { lastContactDate: row.last_contact_date } : null;
}

/**
 * SQL of `previousContactOf`'s rows, for a caller that asks it inside a statement of its own (the
 * read): one round trip — the current record first when it is another notification, else the latest
 * other completed one; `first` says which of the two a row is. No rows for a null case.
 */
export function previousContactSql(caseId: SQL, notificationId: SQL): SQL {
  const completed = NotificationStatus.Completed;
  return sql`
    (select true as first, n.data->'notificationOverview'->>'lastContactDate' as last_contact_date
      from cancer_cases c join cancer_notifications n on n.id = c.current_notification_id
      where c.id = ${caseId} and n.id <> ${notificationId})
    union all
    (select false, n.data->'notificationOverview'->>'lastContactDate'
      from cancer_notifications n
      where n.case_id = ${caseId} and n.id <> ${notificationId} and n.status = ${completed}
        and n.is_deleted = false
      order by n.updated_at desc, n.id desc limit 1)`;
}

/** The case's current record a save body names (its patient and morphology), with that record's patient. */
export type FollowedCase = {
  caseId: number;
  row: typeof cancerNotifications.$inferSelect;
  patient: typeof patients.$inferSelect;
};

/**
 * Whether a save must find the case it follows: a new follow-up takes its locked sections from it,
 * and a completed report of a new contact checks its date against it. Other saves never look, so
 * they neither disclose nor count as a patient look-up.
 */
export function needsFollowedCase(n: Notification): boolean {
  const reason = reportingReasonOf(n);
  const newFollowUp = n.id === 0 && !isNewDiagnosisReason(reason);
  return newFollowUp || (n.status === NotificationStatus.Completed && isNewContactReason(reason));
}

export async function followedCaseOf(db: Db | Tx, n: Notification): Promise<FollowedCase | null> {
  const identifier = n.patientDetails.identifier?.trim();
  const morphologyCodeId = n.cancerMorphology.morphologyCodeId;
  // The shape is bounded by the contracts; keep anything PostgreSQL would refuse out of the query anyway.
  if (!identifier || identifier.length > 13 || morphologyCodeId === null || morphologyCodeId > 2_147_483_647)
    return null;
  const [current] = await db
    .select({ caseId: cancerCases.id, row: cancerNotifications, patient: patients })
    .from(cancerCases)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
    .innerJoin(patients, eq(patients.id, cancerCases.patientId))
    .where(
      and(
        namedBy(identifier, n.patientDetails.isForeigner),
        eq(cancerCases.morphologyCodeId, morphologyCodeId),
        eq(cancerCases.isDeleted, false),
      ),
    );
  return current ?? null;
}

/**
 * The sections a new follow-up may not change (editability.ts: the patient, the diagnosis unless
 * the reason revises it), with the rights the form had: a new draft following the record.
 */
export function lockedSectionsOf(n: Notification, session: Session): LockableSection[] {
  const { panels } = editability({ ...n, status: 1, hasPreviousNotification: true }, session);
  return LOCKABLE_SECTIONS.filter((section) => panels[section] === Editability.FullReadonly);
}

/** The body with `sections` taken from `record`, whatever the body says of them. */
export function withSectionsOf(body: unknown, record: Notification, sections: readonly LockableSection[]) {
  const merged: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const section of sections) merged[section] = record[section];
  return merged;
}

/** The case's current record as the edit model, to take locked sections from. */
export const recordOfCase = (db: Db | Tx, followed: FollowedCase) =>
  toNotification(db, followed.row, followed.patient);

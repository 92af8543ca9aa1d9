import {
  type ChildHolders,
  HoldingRequestStatus,
  type PreviousContact,
  type Session,
} from '@registry/domain';
import { and, eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  cancerNotifications,
  notificationQualityConfirmations as confirmations,
  notificationAttachments,
  patients,
  users,
} from '../../db/schema';
import { auditRow } from '../../platform/audit';
import { holdingReportsSql, treatingCasesSql } from '../../platform/child-access';
import { previousContactSql } from './notification-follow-up';
import { unitScope, unitsKey } from './notification-scope';

/** A timestamp as the driver's Date would print it (`toISOString`: milliseconds, truncated, UTC). */
const isoOf = (column: unknown) =>
  sql`to_char(date_trunc('milliseconds', ${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type AttachmentJson = {
  id: number;
  documentType: number;
  fileName: string;
  storageName: string;
  uploadStatus: number;
  uploadedAt: string;
};

type ConfirmationJson = {
  checkId: string;
  fingerprint: string;
  confirmedBy: number;
  confirmedByName: string;
  confirmedAt: string;
};

/** The audit row every read writes (its user, record and address are the statement's placeholders). */
const READ_AUDIT = { action: 'notification.read', entity: 'cancer_notification' } as const;

/** The read's statement for the reader's units; `id`, `userId`, `entityId` and `ip` are placeholders. */
function readStatement(db: Db | Tx, session: Session) {
  const visible = and(
    eq(cancerNotifications.id, sql.placeholder('id')),
    eq(cancerNotifications.isDeleted, false),
    unitScope(session),
  );
  const audited = db.$with('read_audit', { id: sql<number>`id` }).as(
    sql`insert into audit_log (user_id, action, entity, entity_id, ip, details)
      select ${sql.placeholder('userId')}::integer, ${READ_AUDIT.action}::text, ${READ_AUDIT.entity}::text,
        ${sql.placeholder('entityId')}::text, ${sql.placeholder('ip')}::text,
        jsonb_build_object('patientId', ${cancerNotifications.patientId})
      from ${cancerNotifications} where ${visible}
      returning id`,
  );
  return db
    .with(audited)
    .select({
      row: cancerNotifications,
      patient: patients,
      // The form asks for the received report only when there is one.
      received: sql<boolean>`exists (select 1 from fhir_intakes fi where fi.notification_id = ${cancerNotifications.id})`,
      files: sql<AttachmentJson[]>`coalesce((select json_agg(json_build_object(
          'id', ${notificationAttachments.id}, 'documentType', ${notificationAttachments.documentType},
          'fileName', ${notificationAttachments.fileName}, 'storageName', ${notificationAttachments.storageName},
          'uploadStatus', ${notificationAttachments.uploadStatus},
          'uploadedAt', ${isoOf(notificationAttachments.uploadedAt)}) order by ${notificationAttachments.id})
        from ${notificationAttachments}
        where ${notificationAttachments.notificationId} = ${cancerNotifications.id}
          and ${notificationAttachments.isDeleted} = false), '[]')`,
      reportingUnitIds: sql<number[]>`coalesce((select json_agg(distinct h.reporting_unit_id)
        from ${holdingReportsSql(sql`${patients.id}`)}), '[]')`,
      treatingUnitIds: sql<number[]>`coalesce((select json_agg(distinct hm.reporting_unit_id)
        from ${treatingCasesSql(sql`${patients.id}`)}), '[]')`,
      holdingAwaits: sql<boolean>`exists (select 1 from child_holding_requests q
        where q.notification_id = ${cancerNotifications.id} and q.status = ${HoldingRequestStatus.Pending})`,
      previousContact: sql<PreviousContact | null>`(select json_build_object('lastContactDate', pc.last_contact_date)
        from (${previousContactSql(sql`${cancerNotifications.caseId}`, sql`${cancerNotifications.id}`)}) pc
        order by pc.first desc limit 1)`,
      confirmations: sql<ConfirmationJson[]>`coalesce((select json_agg(json_build_object(
          'checkId', ${confirmations.checkId}, 'fingerprint', ${confirmations.fingerprint},
          'confirmedBy', ${confirmations.confirmedBy},
          'confirmedByName', ${users.firstName} || ' ' || ${users.lastName},
          'confirmedAt', ${isoOf(confirmations.confirmedAt)}) order by ${confirmations.id})
        from ${confirmations} join ${users} on ${users.id} = ${confirmations.confirmedBy}
        where ${confirmations.notificationId} = ${cancerNotifications.id}), '[]')`,
    })
    .from(cancerNotifications)
    .innerJoin(patients, eq(patients.id, cancerNotifications.patientId))
    .where(visible);
}

/**
 * One notification the caller may see, with everything its answer shows, in one statement (issue 41:
 * the read sent six — the row, its audit row, the attachments, the record's holders, the holding
 * request, the previous contact and the check confirmations each had a round trip). The same
 * queries as `attachmentsOf`, `childHolders`, `holdingAwaits`, `previousContactOf` and
 * `confirmationsOf`, as subqueries; the `notification.read` audit row is written by the statement's
 * own `WITH`, for a row the caller may see only — as the read wrote it after finding the row.
 */
export async function readNotificationRow(
  db: Db | Tx,
  request: FastifyRequest,
  session: Session,
  id: number,
) {
  const audit = auditRow(request, { ...READ_AUDIT, entityId: id });
  const values = { id, userId: audit.userId, entityId: audit.entityId, ip: audit.ip };
  // Prepared once per reader's units on the pool (issue 41: building this statement with the query
  // builder was ~0.4 ms of every read); inside a transaction it is built for that one call.
  const [found] = await (is(db, PgTransaction)
    ? readStatement(db, session)
    : preparedOnce(db, `notificationRead:${unitsKey(session)}`, () => readStatement(db, session))
  ).execute(values);
  if (!found) return null;
  const holders: ChildHolders = {
    reportingUnitIds: found.reportingUnitIds.map(Number),
    treatingUnitIds: found.treatingUnitIds.map(Number),
  };
  return {
    row: found.row,
    patient: found.patient,
    received: found.received === true,
    files: found.files.map((f) => ({ ...f, uploadedAt: new Date(f.uploadedAt) })),
    holders,
    holdingAwaits: found.holdingAwaits === true,
    previousContact: found.previousContact,
    confirmations: found.confirmations,
  };
}

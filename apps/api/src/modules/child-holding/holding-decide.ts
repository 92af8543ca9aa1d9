import { HoldingRequestStatus } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { alongSql, type PendingWrite, writeAudits } from '../../platform/audit';
import {
  decideHoldingSql,
  fileHoldingRequestsSql,
  type NotificationScope,
} from '../../platform/child-access';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Decides, inside the writer's transaction, whether the completed new-diagnosis reports in `scope`
 * make their units holders of the child (issue 38, domain `holdsAtOnce`), and files a pending
 * holding request, audited, for each that does not. Every path that writes a completed notification
 * calls it — one save, an import's move, the data generator — so each decides the same way.
 * Answers how many reports it granted and the new requests' ids (their notices are mailed after
 * the commit: `mailHoldingNotices`).
 */
export async function decideHolding(
  tx: Tx,
  request: FastifyRequest | null,
  scope: NotificationScope,
  along: readonly PendingWrite[] = [],
): Promise<{ granted: number; requested: number[] }> {
  // One statement (issue 41): the requests are filed for the reports in scope the decision did not
  // grant. The filing's own snapshot cannot see the decision's update, so it leaves out the rows the
  // update returned — what a second statement reading the updated flags would leave out. `along`:
  // the caller's writes that read none of these tables' changes (a save's version and audit row).
  const fileScope: NotificationScope = (row) =>
    sql`${scope(row)} and ${sql.raw(row)}.id not in (select id from decided)`;
  const [decided] = rowsOf<{ granted: number; requested: number[] }>(
    await tx.execute(sql`with decided as (${decideHoldingSql(scope)} returning n.id),
      filed as (${fileHoldingRequestsSql(fileScope)})${along.length ? sql`, ${alongSql(along)}` : sql``}
      select (select count(*)::int from decided) as granted,
        coalesce((select json_agg(id order by id) from filed), '[]') as requested`),
  );
  const granted = Number(decided.granted);
  const ids = decided.requested.map(Number);
  if (ids.length === 0) return { granted, requested: [] };
  const requests = rowsOf<{ id: number; notification_id: number; unit_id: number; patient_id: number }>(
    await tx.execute(sql`select q.id, q.notification_id, q.reporting_unit_id as unit_id, n.patient_id
      from child_holding_requests q join cancer_notifications n on n.id = q.notification_id
      where q.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  await writeAudits(
    tx,
    request,
    requests.map((r) => ({
      action: 'patient.holding-requested',
      entity: 'patient',
      entityId: Number(r.patient_id),
      details: {
        requestId: Number(r.id),
        notificationId: Number(r.notification_id),
        requestingUnitId: Number(r.unit_id),
      },
    })),
  );
  return { granted, requested: ids };
}

/** Whether the notification's holding request waits for a decision (its page tells its unit). */
export async function holdingAwaits(db: Db | Tx, notificationId: number) {
  const found = rowsOf<{ id: number }>(
    await db.execute(sql`select id from child_holding_requests
      where notification_id = ${notificationId} and status = ${HoldingRequestStatus.Pending}`),
  );
  return found.length > 0;
}

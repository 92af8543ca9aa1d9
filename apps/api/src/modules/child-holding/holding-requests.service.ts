import {
  type HoldingRequest,
  HoldingRequestStatus,
  holdingMsg,
  mayDecideHolding,
  readsEveryChild,
  type Session,
  unitIdsOf,
} from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { childHolders, childRecordScope, reportsTheTumourSql } from '../../platform/child-access';
import { AppError, notFound } from '../../platform/errors';

type Row = {
  id: number;
  notification_id: number;
  patient_id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  birthdate: string | null;
  unit_id: number;
  unit: string;
  status: number;
  created_at: Date | string;
  decided_by: string | null;
  decided_at: Date | string | null;
};
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The holding requests the caller may see (issue 38): a reviewer every one; a unit's staff those
 * naming a child one of their units holds (the child's record is theirs to read). The requesting
 * unit itself sees none: a list entry shows the record's identity, which it may not read yet.
 * `pendingOnly` is the reviewers' work list; `requestId` one request (the decision's lock).
 */
async function requestRows(
  db: Db | Tx,
  session: Session,
  where: { pendingOnly?: boolean; requestId?: number },
) {
  const scope = sql`(${childRecordScope(session)})`;
  return rowsOf<Row>(
    await db.execute(sql`
      select q.id, q.notification_id, n.patient_id, "patients".identifier, "patients".first_name,
        "patients".last_name, "patients".birthdate::text as birthdate, q.reporting_unit_id as unit_id,
        u.name as unit, q.status, q.created_at, d.first_name || ' ' || d.last_name as decided_by, q.decided_at
      from child_holding_requests q
      join cancer_notifications n on n.id = q.notification_id
      join patients "patients" on "patients".id = n.patient_id
      join reporting_units u on u.id = q.reporting_unit_id
      left join users d on d.id = q.decided_by
      where ${scope} and ${reportsTheTumourSql('n')}
        ${where.pendingOnly ? sql`and q.status = ${HoldingRequestStatus.Pending}` : sql``}
        ${where.requestId ? sql`and q.id = ${where.requestId}` : sql``}
      order by q.created_at desc, q.id desc
      limit 500`),
  );
}

/** The units holding each child now, by name (one query for the whole list). */
async function holdingUnitNames(db: Db | Tx, patientIds: number[]) {
  if (patientIds.length === 0) return new Map<number, string[]>();
  const ids = sql.join(
    patientIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ patient_id: number; names: string[] }>(
    await db.execute(sql`
      select h.patient_id, array_agg(distinct u.name order by u.name) as names from (
        select n.patient_id, n.reporting_unit_id as unit_id from cancer_notifications n
          where n.patient_id in (${ids}) and ${reportsTheTumourSql('n')} and n.grants_holding
        union select m.patient_id, m.reporting_unit_id from medical_cases m
          where m.patient_id in (${ids}) and m.is_deleted = false) h
      join reporting_units u on u.id = h.unit_id group by h.patient_id`),
  );
  return new Map(rows.map((r) => [Number(r.patient_id), r.names]));
}

export async function listHoldingRequests(db: Db, session: Session, pendingOnly: boolean) {
  return { items: await requestsOf(db, session, await requestRows(db, session, { pendingOnly })) };
}

async function requestsOf(db: Db, session: Session, rows: Row[]): Promise<HoldingRequest[]> {
  const patientIds = [...new Set(rows.map((r) => Number(r.patient_id)))];
  const names = await holdingUnitNames(db, patientIds);
  const holders = new Map(
    await Promise.all(patientIds.map(async (id) => [id, await childHolders(db, id)] as const)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    notificationId: Number(r.notification_id),
    patientId: Number(r.patient_id),
    identifier: r.identifier,
    firstName: r.first_name,
    lastName: r.last_name,
    birthdate: r.birthdate,
    requestingUnitId: Number(r.unit_id),
    requestingUnit: r.unit,
    holdingUnits: names.get(Number(r.patient_id)) ?? [],
    status: Number(r.status),
    createdAt: iso(r.created_at)!,
    decidedBy: r.decided_by,
    decidedAt: iso(r.decided_at),
    mayDecide:
      Number(r.status) === HoldingRequestStatus.Pending &&
      mayDecideHolding(session, holders.get(Number(r.patient_id))!, Number(r.unit_id)),
  }));
}

/**
 * Confirms (the unit's completed new-diagnosis reports of the child grant it the holding: it reads
 * and writes the record as the other holders do) or refuses a pending request: a reviewer, or a unit
 * that holds the child — never the requesting unit. One transaction with the child's record locked,
 * audited. Other pending requests of the same unit for the same child are decided with it.
 */
export async function decideHoldingRequest(
  db: Db,
  request: FastifyRequest,
  session: Session,
  requestId: number,
  confirm: boolean,
) {
  await db.transaction(async (tx) => {
    const [found] = rowsOf<{ status: number; unit_id: number; patient_id: number; notification_id: number }>(
      await tx.execute(sql`select q.status, q.reporting_unit_id as unit_id, n.patient_id, q.notification_id
        from child_holding_requests q join cancer_notifications n on n.id = q.notification_id
        where q.id = ${requestId}`),
    );
    if (!found) throw notFound();
    const patientId = Number(found.patient_id);
    const unitId = Number(found.unit_id);
    await tx.execute(sql`select id from patients where id = ${patientId} for update`);
    const [locked] = rowsOf<{ status: number }>(
      await tx.execute(sql`select status from child_holding_requests where id = ${requestId} for update`),
    );
    const holders = await childHolders(tx, patientId);
    if (!mayDecideHolding(session, holders, unitId)) {
      // The requesting unit knows its request (its report shows it waits): told why, not "not found".
      if (unitIdsOf(session).includes(unitId) || readsEveryChild(session))
        throw new AppError(403, holdingMsg.notYours);
      throw notFound();
    }
    if (Number(locked.status) !== HoldingRequestStatus.Pending) throw new AppError(409, holdingMsg.decided);
    if (confirm)
      await tx.execute(sql`update cancer_notifications n set grants_holding = true
        where n.patient_id = ${patientId} and n.reporting_unit_id = ${unitId} and ${reportsTheTumourSql('n')}`);
    await tx.execute(sql`update child_holding_requests q
      set status = ${confirm ? HoldingRequestStatus.Confirmed : HoldingRequestStatus.Refused},
        decided_by = ${session.userId}, decided_at = now()
      where q.status = ${HoldingRequestStatus.Pending} and q.reporting_unit_id = ${unitId}
        and (q.id = ${requestId} or q.notification_id in (select id from cancer_notifications where patient_id = ${patientId}))`);
    await writeAudit(tx, request, {
      action: confirm ? 'patient.holding-confirmed' : 'patient.holding-refused',
      entity: 'patient',
      entityId: patientId,
      details: { requestId, notificationId: Number(found.notification_id), requestingUnitId: unitId },
    });
  });
  // The decider may read the child's record (a reviewer, or a holder): it sees the request as decided.
  const [decided] = await requestsOf(db, session, await requestRows(db, session, { requestId }));
  return decided;
}

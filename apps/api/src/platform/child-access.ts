import {
  type ChildHolders,
  canSeePatients,
  NEW_DIAGNOSIS_REASONS,
  NotificationStatus,
  readsEveryChild,
  type Session,
  sharesRecord,
  unitIdsOf,
} from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/**
 * The SQL of the access model (`packages/domain/src/access/child-access.ts`): every reader and
 * writer of a child's record asks these fragments, so the rule is written once. A change to the
 * domain's `reportsTheTumour` / `holdsRecord` must change these too — the access-model test compares
 * both on the same states.
 */

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
/**
 * SQL: the notification row `row` (an alias in the query) reports the tumour — live, completed, a
 * new-diagnosis reason (domain `reportsTheTumour`). Every query that asks "did this unit report the
 * tumour?" (holding the child's record, opening a medical case, the cases still to open) uses it.
 */
export const reportsTheTumourSql = (row: string): SQL => sql.raw(reportsText(row));

const reportsText = (row: string) =>
  `(${row}.is_deleted = false and ${row}.status = ${NotificationStatus.Completed} and ${row}.reporting_reason_id in (${NEW_DIAGNOSIS_REASONS.join(', ')}))`;

/**
 * SQL: the notification row `row` makes its unit a holder of the child — it reports the tumour and
 * its holding is granted (domain `grantsHolding`, issue 38). Holding the record, opening the child's
 * medical case and asking to join it read this; the registry's counts read `reportsTheTumourSql`.
 */
export const grantsHoldingSql = (row: string): SQL =>
  sql.raw(`(${reportsText(row)} and ${row}.grants_holding)`);

/**
 * SQL (`from … where …`): the notifications that make their units holders of the child `patientId`,
 * as `h` — every reader of the holders (childHolders, the read's one statement, the look-up's
 * pre-check, holdsRecordSql) selects from this one definition.
 */
export const holdingReportsSql = (patientId: SQL): SQL =>
  sql`cancer_notifications h where h.patient_id = ${patientId} and ${grantsHoldingSql('h')}`;

/** SQL (`from … where …`): the live medical cases whose treating units hold the child `patientId`, as `hm`. */
export const treatingCasesSql = (patientId: SQL): SQL =>
  sql`medical_cases hm where hm.patient_id = ${patientId} and hm.is_deleted = false`;

/** SQL: the unit(s) `units` report the child `patientId` with their holding granted. */
function reportsSql(units: SQL, patientId: SQL): SQL {
  return sql`exists (select 1 from ${holdingReportsSql(patientId)} and h.reporting_unit_id in (${units}))`;
}

/** SQL: the unit(s) `units` treat the child `patientId` (treating unit of a live medical case). */
function treatsSql(units: SQL, patientId: SQL): SQL {
  return sql`exists (select 1 from ${treatingCasesSql(patientId)} and hm.reporting_unit_id in (${units}))`;
}

/**
 * SQL: one of `units` (ids, or an expression such as a row's `reporting_unit_id`) holds the record
 * of the child `patientId` — it reports or treats the child (domain `holdsRecord`).
 */
export function holdsRecordSql(units: readonly number[] | SQL, patientId: SQL): SQL {
  const unitsSql = Array.isArray(units) ? list(units) : (units as SQL);
  if (Array.isArray(units) && units.length === 0) return sql`false`;
  return sql`(${reportsSql(unitsSql, patientId)} or ${treatsSql(unitsSql, patientId)})`;
}

/**
 * SQL over `patients`: the children whose stored record the caller may read (domain
 * `mayReadChildRecord`): reviewers and the super administrator every child; a unit's staff the
 * children one of their units holds; executives and auditors none.
 */
export function childRecordScope(session: Session): SQL {
  if (readsEveryChild(session)) return sql`true`;
  const units = unitIdsOf(session);
  if (!canSeePatients(session) || units.length === 0) return sql`false`;
  return holdsRecordSql(units, sql`"patients"."id"`);
}

/** The units holding a child's record, in one query (the facts the domain predicates decide on). */
export async function childHolders(db: Db | Tx, patientId: number): Promise<ChildHolders> {
  const result = await db.execute<{ kind: string; unit_id: number }>(sql`
    select distinct 'reports' as kind, h.reporting_unit_id as unit_id from ${holdingReportsSql(sql`${patientId}`)}
    union
    select distinct 'treats', hm.reporting_unit_id from ${treatingCasesSql(sql`${patientId}`)}`);
  const rows = (result as unknown as { rows: { kind: string; unit_id: number }[] }).rows;
  return {
    reportingUnitIds: rows.filter((r) => r.kind === 'reports').map((r) => Number(r.unit_id)),
    treatingUnitIds: rows.filter((r) => r.kind === 'treats').map((r) => Number(r.unit_id)),
  };
}

/** Whether `unitId`'s saves change the record other units see: the read and save answers' warning. */
export async function sharesRecordWithOthers(db: Db | Tx, patientId: number, unitId: number | null) {
  return unitId !== null && sharesRecord(unitId, await childHolders(db, patientId));
}

/** Which notifications a holding decision looks at: a condition on the row alias it is given. */
export type NotificationScope = (row: string) => SQL;
export const notificationIds =
  (ids: readonly number[]): NotificationScope =>
  (row) =>
    ids.length ? sql`${sql.raw(row)}.id in (${list(ids)})` : sql`false`;

/**
 * SQL: decides the holding of the completed new-diagnosis reports in `scope` not yet granting (domain
 * `holdsAtOnce`): a report grants when its unit already holds the child, or when no other unit holds
 * it and its unit is the first (lowest id) to report the child among the reports decided together —
 * so a batch, an import or the data generator decide as one save after another would. Only ever sets
 * the flag: a granted holding is taken back by no save.
 */
export function decideHoldingSql(scope: NotificationScope): SQL {
  return sql`update cancer_notifications n set grants_holding = true
    where ${scope('n')} and ${reportsTheTumourSql('n')} and not n.grants_holding and (
      ${holdsRecordSql(sql`n.reporting_unit_id`, sql`n.patient_id`)}
      or (not exists (select 1 from cancer_notifications o where o.patient_id = n.patient_id
            and ${grantsHoldingSql('o')} and o.reporting_unit_id <> n.reporting_unit_id)
        and not exists (select 1 from medical_cases m where m.patient_id = n.patient_id
            and m.is_deleted = false and m.reporting_unit_id <> n.reporting_unit_id)
        and n.reporting_unit_id = (select f.reporting_unit_id from cancer_notifications f
            where ${scope('f')} and f.patient_id = n.patient_id and ${reportsTheTumourSql('f')}
            and not f.grants_holding order by f.id limit 1)))`;
}

/**
 * SQL: files a pending holding request for each report in `scope` that still grants nothing — one
 * per unit and child while one waits (a refused request is not filed again for its notification).
 * Answers the new requests' ids.
 */
export function fileHoldingRequestsSql(scope: NotificationScope): SQL {
  return sql`insert into child_holding_requests (notification_id, reporting_unit_id)
    select distinct on (n.patient_id, n.reporting_unit_id) n.id, n.reporting_unit_id
    from cancer_notifications n
    where ${scope('n')} and ${reportsTheTumourSql('n')} and not n.grants_holding
      and not exists (select 1 from child_holding_requests q where q.notification_id = n.id)
      and not exists (select 1 from child_holding_requests q join cancer_notifications qn on qn.id = q.notification_id
        where q.status = 1 and q.reporting_unit_id = n.reporting_unit_id and qn.patient_id = n.patient_id)
    order by n.patient_id, n.reporting_unit_id, n.id
    on conflict (notification_id) do nothing
    returning id`;
}

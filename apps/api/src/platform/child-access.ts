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
export const reportsTheTumourSql = (row: string): SQL =>
  sql.raw(
    `(${row}.is_deleted = false and ${row}.status = ${NotificationStatus.Completed} and ${row}.reporting_reason_id in (${NEW_DIAGNOSIS_REASONS.join(', ')}))`,
  );

/** SQL: the unit(s) `units` report the child `patientId` (a completed new-diagnosis notification). */
function reportsSql(units: SQL, patientId: SQL): SQL {
  return sql`exists (select 1 from cancer_notifications h where h.patient_id = ${patientId}
    and ${reportsTheTumourSql('h')} and h.reporting_unit_id in (${units}))`;
}

/** SQL: the unit(s) `units` treat the child `patientId` (treating unit of a live medical case). */
function treatsSql(units: SQL, patientId: SQL): SQL {
  return sql`exists (select 1 from medical_cases hm where hm.patient_id = ${patientId}
    and hm.is_deleted = false and hm.reporting_unit_id in (${units}))`;
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
    select distinct 'reports' as kind, n.reporting_unit_id as unit_id from cancer_notifications n
      where n.patient_id = ${patientId} and ${reportsTheTumourSql('n')}
    union
    select distinct 'treats', reporting_unit_id from medical_cases where patient_id = ${patientId} and is_deleted = false`);
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

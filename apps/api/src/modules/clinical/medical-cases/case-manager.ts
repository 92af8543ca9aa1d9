import { EmployeePermission, medicalCaseMsg } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../platform/errors';

/**
 * A medical case always has someone who can manage it: an active employee holding CaseOwner on the
 * treating unit (spec 01 §8, spec 02 §6; docs/model.md "Medical case"). These are the checks the open call
 * and the employee screens make so no write leaves a unit's cases with nobody to manage them.
 */

/** First key of the per-unit advisory lock below (others: 17_001, 17_002 look-up and message limits; 26_001, 26_002 servers). */
const CASE_OWNERS_LOCK = 8_001;

/**
 * Makes "look at the unit's case owners and live cases, then change them" one step, until the
 * transaction ends: two removals at once (each seeing the other's owner still there), or a removal
 * and an open (the open seeing the owner, the removal seeing no case yet), could otherwise both
 * commit and leave live cases with no one to manage them. Taken before the first look.
 */
export async function holdUnitCaseOwners(tx: Tx, unitId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CASE_OWNERS_LOCK}, ${unitId})`);
}

/** Whether the unit has an active employee holding CaseOwner, other than `exceptEmployeeId`. */
export async function unitHasCaseOwner(db: Db | Tx, unitId: number, exceptEmployeeId: number | null = null) {
  const result = await db.execute(sql`select exists (
    select 1 from employees e
    join users u on u.id = e.user_id
    join employee_permissions ep on ep.employee_id = e.id and ep.permission_id = ${EmployeePermission.CaseOwner}
    where e.reporting_unit_id = ${unitId} and not e.is_deleted and not u.is_deleted
      and e.id <> ${exceptEmployeeId ?? 0}) as found`);
  return Boolean((result as unknown as { rows: { found: boolean }[] }).rows[0]?.found);
}

/**
 * Refuses (409 `medicalCase.lastCaseOwner`) taking CaseOwner from — or deleting — the unit's last
 * employee holding it while the unit treats a live medical case: its cases would be left with no one
 * to add members or transfer them. Call inside the write's transaction, before the change.
 */
export async function assertUnitKeepsCaseOwner(tx: Tx, unitId: number, employeeId: number) {
  await holdUnitCaseOwners(tx, unitId);
  const result = await tx.execute(sql`select
    exists (select 1 from employee_permissions ep join employees e on e.id = ep.employee_id
      where ep.employee_id = ${employeeId} and ep.permission_id = ${EmployeePermission.CaseOwner}
        and e.reporting_unit_id = ${unitId} and not e.is_deleted) as holds,
    exists (select 1 from medical_cases mc where mc.reporting_unit_id = ${unitId} and not mc.is_deleted) as treats`);
  const [row] = (result as unknown as { rows: { holds: boolean; treats: boolean }[] }).rows;
  if (!row?.holds || !row.treats) return;
  if (!(await unitHasCaseOwner(tx, unitId, employeeId)))
    throw new AppError(409, medicalCaseMsg.lastCaseOwner);
}

/**
 * Refuses (409 `medicalCase.unitTreatsCases`, with their count) deleting a reporting unit that treats
 * live medical cases: they would keep a treating unit that no picker offers and no administrator
 * manages. The cases are transferred first. Under the unit's lock, so a case opened meanwhile is
 * counted, or its open sees the unit deleted (`isLiveUnit`).
 */
export async function assertUnitTreatsNoCase(tx: Tx, unitId: number) {
  await holdUnitCaseOwners(tx, unitId);
  const result = await tx.execute(sql`select count(*)::int as live from medical_cases
    where reporting_unit_id = ${unitId} and not is_deleted`);
  const live = Number((result as unknown as { rows: { live: number }[] }).rows[0]?.live ?? 0);
  if (live > 0) throw new AppError(409, medicalCaseMsg.unitTreatsCases, { params: [live] });
}

/** Whether the reporting unit exists and is not deleted: a deleted unit opens no new medical case. */
export async function isLiveUnit(db: Db | Tx, unitId: number) {
  const result = await db.execute(
    sql`select exists (select 1 from reporting_units where id = ${unitId} and not is_deleted) as live`,
  );
  return Boolean((result as unknown as { rows: { live: boolean }[] }).rows[0]?.live);
}

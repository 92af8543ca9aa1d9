import { employeeIdsOf, isUnitCaseOwner, medicalTeamMsg, type Session } from '@registry/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { auditLog, medicalCases, medicalCaseTeamMembers, medicalCaseTeamRemovals } from '../../../db/schema';
import { AppError } from '../../../platform/errors';

export const noMoreRights = () => new AppError(403, medicalTeamMsg.noMoreRights);
export const transferredOrDeleted = () => new AppError(409, medicalTeamMsg.transferredOrDeleted);

/**
 * Whether the caller was taken off the team of this live case (removed, or left behind by a
 * transfer): they are told "No more rights on medical case" rather than a bare 404. Someone who was
 * never on the team learns nothing more than before.
 */
export async function wasRemovedFromTeam(db: Db | Tx, session: Session, medicalCaseId: number) {
  const mine = employeeIdsOf(session);
  if (!mine.length) return false;
  const [row] = await db
    .select({ employeeId: medicalCaseTeamRemovals.employeeId })
    .from(medicalCaseTeamRemovals)
    .innerJoin(medicalCases, eq(medicalCases.id, medicalCaseTeamRemovals.medicalCaseId))
    .where(
      and(
        eq(medicalCaseTeamRemovals.medicalCaseId, medicalCaseId),
        inArray(medicalCaseTeamRemovals.employeeId, mine),
        eq(medicalCases.isDeleted, false),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A team or transfer write names the treating unit its screen showed. When the case has since been
 * deleted or moved to another unit, a case owner of that unit is told so (409, spec 01 §8) instead of a
 * 404 that would look like a fault — but only one with a tie to the case (see `hadTie`): anyone else
 * gets the access check's 404, so a stranger cannot learn which ids exist by naming a unit. Locks the
 * case row for the rest of the transaction.
 */
export async function assertCaseAsSeen(tx: Tx, session: Session, medicalCaseId: number, seenUnitId: number) {
  const [row] = await tx
    .select({
      reportingUnitId: medicalCases.reportingUnitId,
      ownerEmployeeId: medicalCases.ownerEmployeeId,
      isDeleted: medicalCases.isDeleted,
    })
    .from(medicalCases)
    .where(eq(medicalCases.id, medicalCaseId))
    .for('update');
  if (!row || !isUnitCaseOwner(session, seenUnitId)) return;
  if (!row.isDeleted && row.reportingUnitId === seenUnitId) return;
  if (await hadTie(tx, session, medicalCaseId, row, seenUnitId)) throw transferredOrDeleted();
}

/**
 * Whether the caller could have had this case on their screen: it was at the unit they name (it is
 * still there, deleted, or a transfer took it from there — the audited transfer is its only record),
 * or they are or were on its team (member, named owner, or taken off it).
 */
async function hadTie(
  tx: Tx,
  session: Session,
  medicalCaseId: number,
  row: { reportingUnitId: number; ownerEmployeeId: number | null },
  seenUnitId: number,
) {
  const mine = employeeIdsOf(session);
  if (row.reportingUnitId === seenUnitId) return true;
  if (row.ownerEmployeeId !== null && mine.includes(row.ownerEmployeeId)) return true;
  const ids = sql.join(
    mine.map((id) => sql`${id}`),
    sql`, `,
  );
  const onTeam = mine.length
    ? sql`exists (select 1 from ${medicalCaseTeamMembers} tm where tm.medical_case_id = ${medicalCaseId} and tm.employee_id in (${ids}))
        or exists (select 1 from ${medicalCaseTeamRemovals} tr where tr.medical_case_id = ${medicalCaseId} and tr.employee_id in (${ids}))`
    : sql`false`;
  const result = await tx.execute(
    sql`select (${onTeam}
      or exists (select 1 from ${auditLog} a where a.entity = 'medical_case' and a.entity_id = ${String(medicalCaseId)}
        and a.action = 'medicalCase.transferred' and (a.details->>'fromReportingUnitId')::int = ${seenUnitId})) as tie`,
  );
  return Boolean((result as unknown as { rows: { tie: boolean }[] }).rows[0]?.tie);
}

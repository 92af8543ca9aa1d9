import { employeeIdsOf, isUnitCaseOwner, medicalTeamMsg, type Session } from '@registry/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { medicalCases, medicalCaseTeamRemovals } from '../../../db/schema';
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
 * 404 that would look like a fault. Locks the case row for the rest of the transaction.
 */
export async function assertCaseAsSeen(tx: Tx, session: Session, medicalCaseId: number, seenUnitId: number) {
  const [row] = await tx
    .select({ reportingUnitId: medicalCases.reportingUnitId, isDeleted: medicalCases.isDeleted })
    .from(medicalCases)
    .where(eq(medicalCases.id, medicalCaseId))
    .for('update');
  if (!row || !isUnitCaseOwner(session, seenUnitId)) return;
  if (row.isDeleted || row.reportingUnitId !== seenUnitId) throw transferredOrDeleted();
}

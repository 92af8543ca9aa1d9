import { MedicalTeamKind, mayBeNamedCaseOwner, medicalTeamMsg, type Session } from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import {
  medicalCases,
  medicalCaseTeamMembers,
  medicalCaseTeamRemovals,
  reportingUnits,
} from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { badRequest, fieldErrors } from '../../../platform/errors';
import { assertMedicalCaseAccess } from '../medical-cases/medical-case-access';
import { assertCaseAsSeen, transferredOrDeleted } from './team-access';
import { findPerson } from './team-members.queries';
import { recordRemovals } from './team-write.service';

/**
 * Hands the case to another treating unit and names its case owner there (an employee of that unit
 * holding CaseOwner on it);
 * the same unit with another owner just renames the owner. Moving to another unit drops the local
 * team (staff of the unit that no longer treats the child) and the former owner; the central team
 * stays. Everyone who loses the case is remembered, so their next call says why. Audited with both sides.
 */
export async function transferMedicalCase(
  db: Db,
  request: FastifyRequest,
  session: Session,
  medicalCaseId: number,
  body: {
    reportingUnitId: number;
    ownerEmployeeId: number;
    fromReportingUnitId: number;
    fromOwnerEmployeeId: number | null;
  },
) {
  await db.transaction(async (tx) => {
    await assertCaseAsSeen(tx, session, medicalCaseId, body.fromReportingUnitId);
    const facts = await assertMedicalCaseAccess(tx, session, medicalCaseId, 'transfer', { lock: true });
    // Another case owner renamed the owner since this screen read the team: a transfer too.
    if (facts.ownerEmployeeId !== body.fromOwnerEmployeeId) throw transferredOrDeleted();
    const [unit] = await tx
      .select({ id: reportingUnits.id })
      .from(reportingUnits)
      .where(and(eq(reportingUnits.id, body.reportingUnitId), eq(reportingUnits.isDeleted, false)));
    if (!unit) throw fieldErrors({ reportingUnitId: 'validation.invalid' });
    const owner = await findPerson(tx, body.ownerEmployeeId);
    if (!owner || owner.reportingUnitId !== body.reportingUnitId)
      throw badRequest(medicalTeamMsg.ownerNotOfUnit);
    // Anyone else would only read and edit it: no one of the unit could manage the team or transfer.
    if (!mayBeNamedCaseOwner(owner.permissionIds)) throw badRequest(medicalTeamMsg.ownerNotCaseOwner);

    const moved = body.reportingUnitId !== facts.reportingUnitId;
    const dropped = moved
      ? (
          await tx
            .delete(medicalCaseTeamMembers)
            .where(
              and(
                eq(medicalCaseTeamMembers.medicalCaseId, medicalCaseId),
                eq(medicalCaseTeamMembers.teamKind, MedicalTeamKind.Local),
              ),
            )
            .returning({ employeeId: medicalCaseTeamMembers.employeeId })
        ).map((r) => r.employeeId)
      : [];
    // The new owner is shown as owner, not also as a member.
    await tx
      .delete(medicalCaseTeamMembers)
      .where(
        and(
          eq(medicalCaseTeamMembers.medicalCaseId, medicalCaseId),
          eq(medicalCaseTeamMembers.employeeId, owner.employeeId),
        ),
      );
    const formerOwner =
      facts.ownerEmployeeId && facts.ownerEmployeeId !== owner.employeeId ? [facts.ownerEmployeeId] : [];
    await recordRemovals(
      tx,
      medicalCaseId,
      [...new Set([...dropped, ...formerOwner])].filter((id) => id !== owner.employeeId),
      session.userId,
    );
    await tx
      .delete(medicalCaseTeamRemovals)
      .where(
        and(
          eq(medicalCaseTeamRemovals.medicalCaseId, medicalCaseId),
          eq(medicalCaseTeamRemovals.employeeId, owner.employeeId),
        ),
      );
    await tx
      .update(medicalCases)
      .set({
        reportingUnitId: body.reportingUnitId,
        ownerEmployeeId: owner.employeeId,
        updatedBy: session.userId,
        updatedAt: new Date(),
      })
      .where(eq(medicalCases.id, medicalCaseId));
    await writeAudit(tx, request, {
      action: 'medicalCase.transferred',
      entity: 'medical_case',
      entityId: medicalCaseId,
      details: {
        fromReportingUnitId: facts.reportingUnitId,
        toReportingUnitId: body.reportingUnitId,
        fromOwnerEmployeeId: facts.ownerEmployeeId,
        toOwnerEmployeeId: owner.employeeId,
        droppedLocalTeam: dropped,
      },
    });
  });
}

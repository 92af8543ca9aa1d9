import { MedicalTeamKind, medicalTeamMsg, ReportingUnitType, type Session } from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import { medicalCaseTeamMembers, medicalCaseTeamRemovals } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import { assertMedicalCaseAccess } from '../medical-cases/medical-case-access';
import { assertCaseAsSeen } from './team-access';
import { findPerson } from './team-members.queries';

/**
 * Adds an employee to the local team (staff of the treating unit) or the central team (staff of a
 * Central unit). One transaction: the case row is locked, so a transfer or removal running at the
 * same time is seen; someone already on the team (or its named owner) answers 409.
 */
export async function addTeamMember(
  db: Db,
  request: FastifyRequest,
  session: Session,
  medicalCaseId: number,
  body: { employeeId: number; teamKind: number; reportingUnitId: number },
) {
  await db.transaction(async (tx) => {
    await assertCaseAsSeen(tx, session, medicalCaseId, body.reportingUnitId);
    const facts = await assertMedicalCaseAccess(tx, session, medicalCaseId, 'manageTeam', { lock: true });
    const person = await findPerson(tx, body.employeeId);
    if (!person) throw badRequest('validation.invalid');
    if (facts.teamEmployeeIds.includes(person.employeeId) || facts.ownerEmployeeId === person.employeeId)
      throw new AppError(409, medicalTeamMsg.alreadyMember);
    if (body.teamKind === MedicalTeamKind.Local && person.reportingUnitId !== facts.reportingUnitId)
      throw badRequest(medicalTeamMsg.notOfTreatingUnit);
    if (body.teamKind === MedicalTeamKind.Central && person.reportingUnitTypeId !== ReportingUnitType.Central)
      throw badRequest(medicalTeamMsg.notOfCentralUnit);
    await tx.insert(medicalCaseTeamMembers).values({
      medicalCaseId,
      employeeId: person.employeeId,
      teamKind: body.teamKind,
      createdBy: session.userId,
    });
    await tx
      .delete(medicalCaseTeamRemovals)
      .where(
        and(
          eq(medicalCaseTeamRemovals.medicalCaseId, medicalCaseId),
          eq(medicalCaseTeamRemovals.employeeId, person.employeeId),
        ),
      );
    await writeAudit(tx, request, {
      action: 'medicalTeam.memberAdded',
      entity: 'medical_case',
      entityId: medicalCaseId,
      details: { employeeId: person.employeeId, teamKind: body.teamKind },
    });
  });
}

/** Takes a member off the team; their next call on the case answers "No more rights on medical case". */
export async function removeTeamMember(
  db: Db,
  request: FastifyRequest,
  session: Session,
  medicalCaseId: number,
  employeeId: number,
  seenUnitId: number,
) {
  await db.transaction(async (tx) => {
    await assertCaseAsSeen(tx, session, medicalCaseId, seenUnitId);
    const facts = await assertMedicalCaseAccess(tx, session, medicalCaseId, 'manageTeam', { lock: true });
    if (!facts.teamEmployeeIds.includes(employeeId)) {
      if (facts.ownerEmployeeId === employeeId) throw badRequest(medicalTeamMsg.ownerIsNotMember);
      throw notFound();
    }
    const [removed] = await tx
      .delete(medicalCaseTeamMembers)
      .where(
        and(
          eq(medicalCaseTeamMembers.medicalCaseId, medicalCaseId),
          eq(medicalCaseTeamMembers.employeeId, employeeId),
        ),
      )
      .returning({ teamKind: medicalCaseTeamMembers.teamKind });
    await recordRemovals(tx, medicalCaseId, [employeeId], session.userId);
    await writeAudit(tx, request, {
      action: 'medicalTeam.memberRemoved',
      entity: 'medical_case',
      entityId: medicalCaseId,
      details: { employeeId, teamKind: removed?.teamKind ?? null },
    });
  });
}

/** Remembers who lost the case, so their next call is told why (see wasRemovedFromTeam). */
export async function recordRemovals(tx: Tx, medicalCaseId: number, employeeIds: number[], userId: number) {
  if (!employeeIds.length) return;
  await tx
    .insert(medicalCaseTeamRemovals)
    .values(employeeIds.map((employeeId) => ({ medicalCaseId, employeeId, removedBy: userId })))
    .onConflictDoUpdate({
      target: [medicalCaseTeamRemovals.medicalCaseId, medicalCaseTeamRemovals.employeeId],
      set: { removedBy: userId, removedAt: new Date() },
    });
}

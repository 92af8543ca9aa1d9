import {
  JoinRequestStatus,
  joinRequestEmployeeId,
  type MedicalCaseJoinRequest,
  medicalCaseMsg,
  medicalCaseReach,
  type Session,
  teamKindForJoining,
} from '@registry/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import {
  employees,
  medicalCaseJoinRequests,
  medicalCaseTeamMembers,
  medicalCaseTeamRemovals,
  reportingUnits,
  users,
} from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import { assertMedicalCaseAccess, loadCaseReachFacts } from '../medical-cases/medical-case-access';
import { findPerson } from './team-members.queries';

/**
 * An employee of a unit that reports on the case asks the treating team to join its medical case
 * (issue 22): only someone who knows the case but cannot read its medical case (`joinRequestEmployeeId`);
 * a stranger to the case gets 404, anyone else 400 `medicalCase.joinNotAllowed`; a second pending
 * request 409. Audited `medicalCase.joinRequested`.
 */
export async function requestToJoin(db: Db, request: FastifyRequest, session: Session, caseId: number) {
  return db.transaction(async (tx) => {
    const facts = await loadCaseReachFacts(tx, caseId);
    if (!facts || facts.medicalCaseDeleted || medicalCaseReach(session, facts).kind === 'none')
      throw notFound();
    const employeeId = joinRequestEmployeeId(session, facts);
    if (employeeId === null || facts.medicalCaseId === null) throw badRequest(medicalCaseMsg.joinNotAllowed);
    const [created] = await tx
      .insert(medicalCaseJoinRequests)
      .values({ medicalCaseId: facts.medicalCaseId, employeeId, createdBy: session.userId })
      .onConflictDoNothing()
      .returning({ id: medicalCaseJoinRequests.id });
    if (!created) throw new AppError(409, medicalCaseMsg.joinAlreadyRequested);
    await writeAudit(tx, request, {
      action: 'medicalCase.joinRequested',
      entity: 'medical_case',
      entityId: facts.medicalCaseId,
      details: { requestId: created.id, employeeId },
    });
    return { id: created.id };
  });
}

/** The pending requests of a case, oldest first, for whoever manages its team. */
export async function findJoinRequests(
  db: Db,
  session: Session,
  medicalCaseId: number,
): Promise<MedicalCaseJoinRequest[]> {
  const facts = await assertMedicalCaseAccess(db, session, medicalCaseId, 'manageTeam');
  const rows = await db
    .select({
      id: medicalCaseJoinRequests.id,
      employeeId: medicalCaseJoinRequests.employeeId,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      reportingUnitId: employees.reportingUnitId,
      reportingUnit: reportingUnits.name,
      reportingUnitTypeId: sql<number>`${reportingUnits.typeId}::int`,
      createdAt: medicalCaseJoinRequests.createdAt,
    })
    .from(medicalCaseJoinRequests)
    .innerJoin(employees, eq(employees.id, medicalCaseJoinRequests.employeeId))
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(reportingUnits, eq(reportingUnits.id, employees.reportingUnitId))
    .where(
      and(
        eq(medicalCaseJoinRequests.medicalCaseId, medicalCaseId),
        eq(medicalCaseJoinRequests.status, JoinRequestStatus.Pending),
      ),
    )
    .orderBy(asc(medicalCaseJoinRequests.id));
  return rows.map(({ reportingUnitId, reportingUnitTypeId, ...row }) => ({
    ...row,
    teamKind: teamKindForJoining(reportingUnitId, reportingUnitTypeId, facts.reportingUnitId),
  }));
}

/**
 * A case owner of the treating unit accepts (the requester joins the local team if staff of the
 * treating unit, the central team if staff of a Central unit; anyone else 400
 * `medicalCase.joinNeedsTransfer` — only a transfer brings their unit the case) or refuses a pending
 * request; one already decided answers 409. Under the case row's lock, audited
 * `medicalTeam.joinAccepted` / `medicalTeam.joinRefused`. The requester sees the case in their list.
 */
export async function decideJoinRequest(
  db: Db,
  request: FastifyRequest,
  session: Session,
  medicalCaseId: number,
  requestId: number,
  accept: boolean,
) {
  await db.transaction(async (tx) => {
    const facts = await assertMedicalCaseAccess(tx, session, medicalCaseId, 'manageTeam', { lock: true });
    const [found] = await tx
      .select()
      .from(medicalCaseJoinRequests)
      .where(
        and(
          eq(medicalCaseJoinRequests.id, requestId),
          eq(medicalCaseJoinRequests.medicalCaseId, medicalCaseId),
        ),
      );
    if (!found) throw notFound();
    if (found.status !== JoinRequestStatus.Pending)
      throw new AppError(409, medicalCaseMsg.joinAlreadyDecided);
    let teamKind: number | null = null;
    if (accept) {
      const person = await findPerson(tx, found.employeeId);
      if (!person) throw badRequest('validation.invalid');
      teamKind = teamKindForJoining(
        person.reportingUnitId,
        person.reportingUnitTypeId,
        facts.reportingUnitId,
      );
      if (teamKind === null) throw badRequest(medicalCaseMsg.joinNeedsTransfer);
      const already =
        facts.teamEmployeeIds.includes(person.employeeId) || facts.ownerEmployeeId === person.employeeId;
      if (!already)
        await tx.insert(medicalCaseTeamMembers).values({
          medicalCaseId,
          employeeId: person.employeeId,
          teamKind,
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
    }
    await tx
      .update(medicalCaseJoinRequests)
      .set({
        status: accept ? JoinRequestStatus.Accepted : JoinRequestStatus.Refused,
        decidedBy: session.userId,
        decidedAt: new Date(),
      })
      .where(eq(medicalCaseJoinRequests.id, requestId));
    await writeAudit(tx, request, {
      action: accept ? 'medicalTeam.joinAccepted' : 'medicalTeam.joinRefused',
      entity: 'medical_case',
      entityId: medicalCaseId,
      details: { requestId, employeeId: found.employeeId, teamKind },
    });
  });
}

import {
  EmployeePermission,
  type MedicalCaseDetails,
  MedicalTeamKind,
  mayReachFromCase,
  medicalCaseMsg,
  prefillMedicalCase,
  type Session,
  treatingUnitForOpening,
} from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import {
  cancerCases,
  cancerNotifications,
  medicalCases,
  medicalCaseTeamMembers,
  medicalCaseVersions,
  patients,
} from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { toNotification } from '../../notifications/notification-record';
import { assertMedicalCaseAccess } from './medical-case-access';

/** Live case with its current record (the latest completed notification) and patient, or 404. */
async function caseWithRecord(tx: Tx, caseId: number) {
  const [found] = await tx
    .select({ kase: cancerCases, row: cancerNotifications, patient: patients })
    .from(cancerCases)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, cancerCases.currentNotificationId))
    .innerJoin(patients, eq(patients.id, cancerCases.patientId))
    .where(and(eq(cancerCases.id, caseId), eq(cancerCases.isDeleted, false)));
  if (!found) throw notFound();
  return found;
}

async function unitsReporting(tx: Tx, caseId: number) {
  const rows = await tx
    .selectDistinct({ unitId: cancerNotifications.reportingUnitId })
    .from(cancerNotifications)
    .where(and(eq(cancerNotifications.caseId, caseId), eq(cancerNotifications.isDeleted, false)));
  return rows.map((r) => r.unitId);
}

/**
 * Opens the medical case of a cancer case (issue 14): one per case, so a second call answers the
 * existing one (`created: false`). The caller must see the case — a reviewer, the super
 * administrator, or an employee of a unit that reported it (else 404). Only such an employee opens a
 * new one (reviewers and the super administrator get 403 `medicalCase.openedByTreatingUnit`: they
 * edit nothing, and the case would have no owner or team); it is treated by the caller's unit (the current record's when the caller belongs to it). It is prefilled from the
 * current record; an opener who holds CaseOwner on that unit becomes its named owner, any other
 * employee of the unit joins its local team, so whoever opened it can keep it. One transaction,
 * with version 1 and an audit row.
 */
export async function openMedicalCase(
  db: Db,
  request: FastifyRequest,
  session: Session,
  caseId: number,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const { kase, row, patient } = await caseWithRecord(tx, caseId);
    const units = await unitsReporting(tx, caseId);
    if (!mayReachFromCase(session, units, row.reportingUnitId)) throw notFound();
    const existing = await existingFor(tx, session, caseId);
    if (existing) return { id: existing, created: false };
    // Reviewers and the super administrator read an opened one; opening is for the treating staff.
    const treatingUnitId = treatingUnitForOpening(session, units, row.reportingUnitId);
    if (treatingUnitId === null) throw new AppError(403, medicalCaseMsg.openedByTreatingUnit);

    const details: MedicalCaseDetails = prefillMedicalCase(await toNotification(tx, row, patient));
    const mine = session.employeePermissions.find((p) => p.reportingUnitId === treatingUnitId);
    const isOwner = mine?.permissionIds.includes(EmployeePermission.CaseOwner) ?? false;
    const [created] = await tx
      .insert(medicalCases)
      .values({
        cancerCaseId: kase.id,
        patientId: patient.id,
        reportingUnitId: treatingUnitId,
        ownerEmployeeId: isOwner ? mine!.employeeId : null,
        clinicalStatusId: details.clinicalDiagnosis.clinicalStatusId,
        data: details,
        createdBy: session.userId,
        updatedBy: session.userId,
      })
      // Two opens at once: the second one finds the first one's row instead of failing.
      .onConflictDoNothing({ target: medicalCases.cancerCaseId })
      .returning({ id: medicalCases.id });
    if (!created) {
      const raced = await existingFor(tx, session, caseId);
      if (raced) return { id: raced, created: false };
      throw notFound();
    }
    if (mine && !isOwner)
      await tx.insert(medicalCaseTeamMembers).values({
        medicalCaseId: created.id,
        employeeId: mine.employeeId,
        teamKind: MedicalTeamKind.Local,
        createdBy: session.userId,
      });
    await tx
      .insert(medicalCaseVersions)
      .values({ medicalCaseId: created.id, version: 1, data: details, createdBy: session.userId });
    await writeAudit(tx, request, {
      action: 'medicalCase.opened',
      entity: 'medical_case',
      entityId: created.id,
      details: { cancerCaseId: kase.id, notificationId: row.id, reportingUnitId: treatingUnitId },
    });
    return { id: created.id, created: true };
  });
}

/**
 * The case's medical case when there is one: its id if the caller may read it; a caller who sees
 * the cancer case but is not on the team that keeps it is told so (403), since they already know
 * the case and need to know whom to ask. A deleted medical case is not reopened: 404.
 */
async function existingFor(tx: Tx, session: Session, caseId: number): Promise<number | null> {
  const [found] = await tx
    .select({ id: medicalCases.id, isDeleted: medicalCases.isDeleted })
    .from(medicalCases)
    .where(eq(medicalCases.cancerCaseId, caseId));
  if (!found) return null;
  if (found.isDeleted) throw notFound();
  try {
    await assertMedicalCaseAccess(tx, session, found.id, 'read');
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      throw new AppError(403, medicalCaseMsg.keptByAnotherTeam);
    throw error;
  }
  return found.id;
}

import {
  EmployeePermission,
  type MedicalCaseDetails,
  type MedicalCaseReachAnswer,
  MedicalTeamKind,
  medicalCaseMsg,
  medicalCaseReach,
  narrowReachFacts,
  openingLeavesNoManager,
  prefillMedicalCase,
  type Session,
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
  reportingUnits,
} from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { toNotification } from '../../notifications/notification-record';
import { noMoreRights, wasRemovedFromTeam } from '../medical-case-team/team-access';
import { holdUnitCaseOwners, isLiveUnit, unitHasCaseOwner } from './case-manager';
import { type CaseReachFacts, loadCaseReachFacts } from './medical-case-access';

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

/** A unit's name, for the refusals that say whom to ask (a unit, never staff names). */
async function unitName(tx: Tx, unitId: number | null) {
  if (unitId === null) return '—';
  const [unit] = await tx
    .select({ name: reportingUnits.name })
    .from(reportingUnits)
    .where(eq(reportingUnits.id, unitId));
  return unit?.name ?? '—';
}

/**
 * What reaching for the case's medical case gives the caller (`medicalCaseReach`): the existing
 * case's id, or the unit to open one for; every refusal is thrown here, translated, naming the
 * unit to ask (never staff).
 */
async function decide(
  tx: Tx,
  session: Session,
  facts: CaseReachFacts | null,
): Promise<{ existingId: number } | { treatingUnitId: number }> {
  // A deleted medical case is not reopened.
  if (!facts || facts.medicalCaseDeleted) throw notFound();
  const reach = medicalCaseReach(session, facts);
  if (reach.kind === 'read' && facts.medicalCaseId !== null) return { existingId: facts.medicalCaseId };
  if (reach.kind === 'open') return { treatingUnitId: reach.treatingUnitId };
  // Someone taken off the team is told so (spec 01 §6), whatever else they are.
  if (facts.medicalCaseId !== null && (await wasRemovedFromTeam(tx, session, facts.medicalCaseId)))
    throw noMoreRights();
  const askUnitId =
    facts.medicalCase?.reportingUnitId ?? facts.tumourReportingUnitIds[0] ?? facts.currentRecordUnitId;
  if (reach.kind === 'keptByAnotherTeam' || reach.kind === 'askTreatingTeam')
    throw new AppError(403, medicalCaseMsg[reach.kind], { params: [await unitName(tx, askUnitId)] });
  if (reach.kind === 'openedByTreatingUnit') throw new AppError(403, medicalCaseMsg.openedByTreatingUnit);
  throw notFound();
}

/**
 * Opens the medical case of a cancer case (issue 14, issue 22): one per case, so a second call
 * answers the existing one (`created: false`) to whoever may read it. What the caller gets is
 * `medicalCaseReach` over `loadCaseReachFacts`: only a unit that *reported the tumour* (a live
 * completed new-diagnosis notification on the case) opens a new one and becomes its treating unit;
 * a unit that knows the case only through follow-ups or drafts gets 403 `medicalCase.askTreatingTeam`
 * naming the unit to ask — a follow-up never takes a medical case over; one that reported the tumour
 * too but is not on the team 403 `medicalCase.keptByAnotherTeam`; reviewers and the super
 * administrator 403 `medicalCase.openedByTreatingUnit` on a case without one; anyone else 404. An
 * opener holding CaseOwner becomes the named owner; any other employee joins the local team, and
 * only while the unit has a case owner to manage the case (else 403 `medicalCase.noCaseOwnerInUnit`).
 * One transaction, with version 1 and an audit row.
 */
export async function openMedicalCase(
  db: Db,
  request: FastifyRequest,
  session: Session,
  caseId: number,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const decided = await decide(tx, session, await loadCaseReachFacts(tx, caseId));
    if ('existingId' in decided) return { id: decided.existingId, created: false };
    const { treatingUnitId } = decided;
    // Held to the end: an owner removed meanwhile would see this case only once it is committed.
    await holdUnitCaseOwners(tx, treatingUnitId);
    // A unit deleted before (or while) this open waited for its lock treats no new case.
    if (!(await isLiveUnit(tx, treatingUnitId))) throw notFound();
    if (openingLeavesNoManager(session, treatingUnitId, await unitHasCaseOwner(tx, treatingUnitId)))
      throw new AppError(403, medicalCaseMsg.noCaseOwnerInUnit);

    const { kase, row, patient } = await caseWithRecord(tx, caseId);
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
      // Two opens at once: the second one decides again over the first one's row instead of failing.
      .onConflictDoNothing({ target: medicalCases.cancerCaseId })
      .returning({ id: medicalCases.id });
    if (!created) {
      const again = await decide(tx, session, await loadCaseReachFacts(tx, caseId));
      if ('existingId' in again) return { id: again.existingId, created: false };
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
 * The facts behind the "Medical case" button, narrowed to the caller (`narrowReachFacts`): the web
 * runs `mayReachFromCase` over them. A caller who does not know the case (reach `none`) gets 404, as
 * for a case that does not exist. Not audited: it names nothing of the child.
 */
export async function readCaseReach(
  db: Db,
  session: Session,
  caseId: number,
): Promise<MedicalCaseReachAnswer> {
  const facts = await loadCaseReachFacts(db, caseId);
  if (!facts || medicalCaseReach(session, facts).kind === 'none') throw notFound();
  // A deleted medical case is not reopened: nobody may open one.
  const open = facts.medicalCaseDeleted ? { ...facts, tumourReportingUnitIds: [] } : facts;
  return narrowReachFacts(session, open);
}

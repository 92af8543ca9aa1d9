import {
  EmployeePermission,
  type Language,
  MedicalTeamKind,
  ReportingUnitType,
  type Session,
} from '@registry/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employeePermissions, employees, medicalCaseTeamMembers, reportingUnits } from '../../../db/schema';
import { assertMedicalCaseAccess } from '../medical-cases/medical-case-access';
import { findPeople, selectTeamPeople, toMember } from './team-members.queries';

/** The team tab: named case owner, local and central members, and whether the caller manages them. */
export async function readMedicalTeam(db: Db, session: Session, language: Language, medicalCaseId: number) {
  const facts = await assertMedicalCaseAccess(db, session, medicalCaseId, 'read');
  const [unit] = await db
    .select({ name: reportingUnits.name })
    .from(reportingUnits)
    .where(eq(reportingUnits.id, facts.reportingUnitId));
  const rows = await selectTeamPeople(db)
    .innerJoin(medicalCaseTeamMembers, eq(medicalCaseTeamMembers.employeeId, employees.id))
    .where(eq(medicalCaseTeamMembers.medicalCaseId, medicalCaseId))
    .orderBy(medicalCaseTeamMembers.createdAt, medicalCaseTeamMembers.id);
  const kinds = await db
    .select({ employeeId: medicalCaseTeamMembers.employeeId, teamKind: medicalCaseTeamMembers.teamKind })
    .from(medicalCaseTeamMembers)
    .where(eq(medicalCaseTeamMembers.medicalCaseId, medicalCaseId));
  const kindOf = new Map(kinds.map((k) => [k.employeeId, k.teamKind]));
  const members = rows.map((r) => toMember(language, kindOf.get(r.employeeId) ?? MedicalTeamKind.Local)(r));
  const ownerRow = facts.ownerEmployeeId
    ? (await selectTeamPeople(db).where(eq(employees.id, facts.ownerEmployeeId)))[0]
    : undefined;
  return {
    medicalCaseId,
    reportingUnitId: facts.reportingUnitId,
    reportingUnit: unit?.name ?? '',
    owner: ownerRow ? toMember(language, MedicalTeamKind.CaseOwner)(ownerRow) : null,
    local: members.filter((m) => m.teamKind === MedicalTeamKind.Local),
    central: members.filter((m) => m.teamKind === MedicalTeamKind.Central),
    manageTeam: facts.access.manageTeam,
    transfer: facts.access.transfer,
  };
}

/**
 * The employee picker: staff of the treating unit (local team) or of a Central unit (central team),
 * without those already on the team or named case owner.
 */
export async function findTeamCandidates(
  db: Db,
  session: Session,
  language: Language,
  medicalCaseId: number,
  query: { teamKind: number; search: string | null },
) {
  const facts = await assertMedicalCaseAccess(db, session, medicalCaseId, 'manageTeam');
  const taken = [...facts.teamEmployeeIds, ...(facts.ownerEmployeeId ? [facts.ownerEmployeeId] : [])];
  const where = and(
    query.teamKind === MedicalTeamKind.Local
      ? eq(employees.reportingUnitId, facts.reportingUnitId)
      : inArray(
          employees.reportingUnitId,
          db
            .select({ id: reportingUnits.id })
            .from(reportingUnits)
            .where(
              and(eq(reportingUnits.typeId, ReportingUnitType.Central), eq(reportingUnits.isDeleted, false)),
            ),
        ),
    taken.length ? notInArray(employees.id, taken) : undefined,
  );
  const rows = await findPeople(db, where, query.search);
  return { items: rows.map(toMember(language, query.teamKind)) };
}

/**
 * The transfer dialog's owner picker: employees of the chosen unit holding CaseOwner there (the same
 * rule as `mayBeNamedCaseOwner`, which the transfer checks), so the named owner can manage the case.
 */
export async function findOwnerCandidates(
  db: Db,
  session: Session,
  language: Language,
  medicalCaseId: number,
  query: { reportingUnitId: number; search: string | null },
) {
  await assertMedicalCaseAccess(db, session, medicalCaseId, 'transfer');
  const holdsCaseOwner = sql`exists (select 1 from ${employeePermissions} ep where ep.employee_id = ${employees.id} and ep.permission_id = ${EmployeePermission.CaseOwner})`;
  const rows = await findPeople(
    db,
    and(eq(employees.reportingUnitId, query.reportingUnitId), holdsCaseOwner),
    query.search,
  );
  return { items: rows.map(toMember(language, MedicalTeamKind.CaseOwner)) };
}

/**
 * Every live registry unit, for the transfer dialog and the recommendation's hospital (a reporter's own
 * unit list is not enough: a child moves to, or is recommended to, another hospital). Names only.
 */
export async function findCaseUnits(db: Db, session: Session, medicalCaseId: number) {
  await assertMedicalCaseAccess(db, session, medicalCaseId, 'read');
  return db
    .select({ id: reportingUnits.id, text: reportingUnits.name, typeId: reportingUnits.typeId })
    .from(reportingUnits)
    .where(eq(reportingUnits.isDeleted, false))
    .orderBy(asc(reportingUnits.name));
}

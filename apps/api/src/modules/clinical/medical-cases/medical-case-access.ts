import {
  EmployeePermission,
  employeeIdsOf,
  type MedicalCaseAccess,
  type MedicalCaseAccessFacts,
  type MedicalCaseCapability,
  type MedicalCaseReachFacts,
  mayUseMedicalCases,
  medicalCaseAccess,
  Role,
  type Session,
} from '@registry/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { medicalCases } from '../../../db/schema';
import { grantsHoldingSql, reportsTheTumourSql } from '../../../platform/child-access';
import { forbidden, notFound } from '../../../platform/errors';
import { noMoreRights, wasRemovedFromTeam } from '../medical-case-team/team-access';

export type MedicalCaseFacts = MedicalCaseAccessFacts & {
  id: number;
  cancerCaseId: number;
  patientId: number;
  version: number;
  access: MedicalCaseAccess;
};

/**
 * Loads a live medical case's access facts (treating unit, owner, team) in one query and asserts the
 * caller holds `capability` on it (domain predicates in `medical-case-access.ts`). A caller who may
 * not even read it gets 404 — the same answer as for a case that does not exist, so nothing leaks;
 * one who may read it but not do this gets 403. Pass the transaction and `lock` to hold the row
 * (`FOR UPDATE`) while a write checks and changes it, so a concurrent transfer or removal is seen.
 */
export async function assertMedicalCaseAccess(
  db: Db | Tx,
  session: Session,
  medicalCaseId: number,
  capability: MedicalCaseCapability,
  options: { lock?: boolean } = {},
): Promise<MedicalCaseFacts> {
  if (!mayUseMedicalCases(session)) throw forbidden();
  const query = db
    .select({
      id: medicalCases.id,
      cancerCaseId: medicalCases.cancerCaseId,
      patientId: medicalCases.patientId,
      reportingUnitId: medicalCases.reportingUnitId,
      ownerEmployeeId: medicalCases.ownerEmployeeId,
      version: medicalCases.version,
      // Written with qualified names: drizzle leaves columns of a one-table select unqualified, and
      // inside the subquery a bare "id" would be the team member's own id.
      teamEmployeeIds: sql<
        number[]
      >`coalesce((select array_agg(tm.employee_id) from medical_case_team_members tm
        where tm.medical_case_id = "medical_cases"."id"), '{}')`,
    })
    .from(medicalCases)
    .where(and(eq(medicalCases.id, medicalCaseId), eq(medicalCases.isDeleted, false)));
  const [row] = options.lock ? await query.for('update', { of: medicalCases }) : await query;
  if (!row) throw notFound();
  const facts = { ...row, teamEmployeeIds: (row.teamEmployeeIds ?? []).map(Number) };
  const access = medicalCaseAccess(session, facts);
  // Someone taken off the team is told so (spec 01 §6), not answered as a stranger.
  if (!access.read) throw (await wasRemovedFromTeam(db, session, facts.id)) ? noMoreRights() : notFound();
  if (!access[capability]) throw forbidden();
  return { ...facts, access };
}

/**
 * The medical cases a caller may read, as a WHERE fragment over `medical_cases` (mirrors
 * `medicalCaseAccess(...).read`): reviewers and the super administrator all; an employee the cases
 * of units where they are admin or case owner, plus those whose team (or owner) they are; executives
 * and auditors none.
 */
export function medicalCaseScope(session: Session): SQL {
  if (!mayUseMedicalCases(session)) return sql`false`;
  if (session.role === Role.Reviewer || session.role === Role.SuperAdministrator) return sql`true`;
  const unitsSeen = session.employeePermissions
    .filter(
      (p) =>
        p.permissionIds.includes(EmployeePermission.Admin) ||
        p.permissionIds.includes(EmployeePermission.CaseOwner),
    )
    .map((p) => p.reportingUnitId);
  const mine = employeeIdsOf(session);
  if (!mine.length) return sql`false`;
  const ids = sql.join(
    mine.map((id) => sql`${id}`),
    sql`, `,
  );
  const byUnit = unitsSeen.length
    ? sql`"medical_cases"."reporting_unit_id" in (${sql.join(
        unitsSeen.map((u) => sql`${u}`),
        sql`, `,
      )}) or `
    : sql``;
  return sql`(${byUnit}"medical_cases"."owner_employee_id" in (${ids}) or exists (select 1 from medical_case_team_members tm
    where tm.medical_case_id = "medical_cases"."id" and tm.employee_id in (${ids})))`;
}

export type CaseReachFacts = MedicalCaseReachFacts & {
  /** The medical case row's id, live or deleted (one per cancer case: a deleted one is not reopened). */
  medicalCaseId: number | null;
  medicalCaseDeleted: boolean;
  /** The unit of the case's current record: whom to ask when no unit reported the tumour. */
  currentRecordUnitId: number | null;
};

/**
 * The facts `medicalCaseReach` decides on, for a live cancer case (null when it does not exist), in
 * one query: the units that *reported the tumour* (a live completed new-diagnosis notification —
 * reasons 1, 7, 10 — on the case whose holding is granted, issue 38: an unconfirmed report opens no
 * medical case and asks to join none; the first report's unit first), the units with any live
 * notification on it (drafts and follow-ups: they know it exists; an unconfirmed report does not
 * count — the unit is a stranger to the case until its link to the child is confirmed), and its medical case's access
 * facts. The one place that says which notifications make a unit the treating unit's peer.
 */
export async function loadCaseReachFacts(db: Db | Tx, caseId: number): Promise<CaseReachFacts | null> {
  const result = await db.execute(sql`
    select
      coalesce((select array_agg(t.unit order by t.first_id) from (
        select n.reporting_unit_id as unit, min(n.id) as first_id from cancer_notifications n
        where n.case_id = c.id and ${grantsHoldingSql('n')}
        group by n.reporting_unit_id) t), '{}') as tumour_units,
      coalesce((select array_agg(distinct n.reporting_unit_id) from cancer_notifications n
        where n.case_id = c.id and not n.is_deleted
          and not (${reportsTheTumourSql('n')} and not n.grants_holding)), '{}') as case_units,
      cur.reporting_unit_id as current_unit,
      mc.id as medical_case_id, mc.is_deleted as medical_case_deleted,
      mc.reporting_unit_id as treating_unit, mc.owner_employee_id as owner,
      coalesce((select array_agg(tm.employee_id) from medical_case_team_members tm
        where tm.medical_case_id = mc.id), '{}') as team
    from cancer_cases c
    left join cancer_notifications cur on cur.id = c.current_notification_id
    left join medical_cases mc on mc.cancer_case_id = c.id
    where c.id = ${caseId} and not c.is_deleted`);
  type Row = {
    tumour_units: number[];
    case_units: number[];
    current_unit: number | null;
    medical_case_id: number | null;
    medical_case_deleted: boolean | null;
    treating_unit: number | null;
    owner: number | null;
    team: number[];
  };
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) return null;
  const ids = (list: number[] | null) => (list ?? []).map(Number);
  const live = row.medical_case_id !== null && !row.medical_case_deleted;
  return {
    tumourReportingUnitIds: ids(row.tumour_units),
    caseReportingUnitIds: ids(row.case_units),
    currentRecordUnitId: row.current_unit === null ? null : Number(row.current_unit),
    medicalCaseId: row.medical_case_id === null ? null : Number(row.medical_case_id),
    medicalCaseDeleted: Boolean(row.medical_case_deleted),
    medicalCase: live
      ? {
          reportingUnitId: Number(row.treating_unit),
          teamEmployeeIds: ids(row.team),
          ownerEmployeeId: row.owner === null ? null : Number(row.owner),
        }
      : null,
  };
}

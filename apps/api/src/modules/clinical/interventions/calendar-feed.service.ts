import {
  CALENDAR_FEED_LIMIT,
  type CalendarFeed,
  type calendarFeedRequest,
  EmployeePermission,
  EventStatus,
  employeeIdsOf,
  mayUseMedicalCases,
  Role,
  type Session,
} from '@registry/domain';
import { and, between, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { clinicalInterventions as ci, medicalCases, patients, reportingUnits } from '../../../db/schema';
import { medicalCaseScope } from '../medical-cases/medical-case-access';

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Whether the caller may edit the row's case, in SQL (mirrors medicalCaseAccess(...).edit): a
 * CaseOwner of the treating unit, the named owner, or a member of the team.
 */
function editsCase(session: Session): SQL {
  const mine = employeeIdsOf(session);
  if (!mayUseMedicalCases(session) || !mine.length) return sql`false`;
  const ownerUnits = session.employeePermissions
    .filter((p) => p.permissionIds.includes(EmployeePermission.CaseOwner))
    .map((p) => p.reportingUnitId);
  const byUnit = ownerUnits.length
    ? sql`${medicalCases.reportingUnitId} in (${list(ownerUnits)}) or `
    : sql``;
  return sql`(${byUnit}${medicalCases.ownerEmployeeId} in (${list(mine)}) or exists (select 1 from medical_case_team_members tm
    where tm.medical_case_id = ${medicalCases.id} and tm.employee_id in (${list(mine)})))`;
}

/**
 * The scope again, on the interventions' own columns, so an index drives the read: the treating
 * unit's period (case_unit_id, kept by triggers) for unit administrators and case owners, and the
 * cases owned or on the team by id. medicalCaseScope stays the rule on the joined case.
 */
function indexedScope(session: Session): SQL {
  if (!mayUseMedicalCases(session)) return sql`false`;
  if (session.role === Role.Reviewer || session.role === Role.SuperAdministrator) return sql`true`;
  const mine = employeeIdsOf(session);
  if (!mine.length) return sql`false`;
  const unitsSeen = session.employeePermissions
    .filter(
      (p) =>
        p.permissionIds.includes(EmployeePermission.Admin) ||
        p.permissionIds.includes(EmployeePermission.CaseOwner),
    )
    .map((p) => p.reportingUnitId);
  const byUnit = unitsSeen.length ? sql`${ci.caseUnitId} in (${list(unitsSeen)}) or ` : sql``;
  // = any(array(…)): an index condition on (medical_case_id, planned_date), which `in (select …)` is not.
  return sql`(${byUnit}${ci.medicalCaseId} = any(array(
    select mc2.id from medical_cases mc2 where mc2.owner_employee_id in (${list(mine)})
    union select tm.medical_case_id from medical_case_team_members tm where tm.employee_id in (${list(mine)}))))`;
}

/**
 * POST api/calendar/feed: the interventions in [from, to] — planned inside it, or begun before and
 * still running in it — of every medical case the caller may read (the case list's scope, in SQL),
 * with the filters. Patient names go only to those who edit the case (its team); the rest (unit
 * admins, reviewers) see the case number. `editable` says whether the calendar may let the caller
 * drag it: a planned one of a case they edit. `truncated`: the limit cut the answer.
 */
export async function findCalendarFeed(
  db: Db,
  session: Session,
  request: z.output<typeof calendarFeedRequest>,
): Promise<CalendarFeed> {
  const rows = (await calendarFeedQuery(db, session, request)) as CalendarFeed['items'];
  const truncated = rows.length > CALENDAR_FEED_LIMIT;
  return { items: truncated ? rows.slice(0, CALENDAR_FEED_LIMIT) : rows, truncated };
}

/**
 * The feed's query, unexecuted: the benchmark explains it (tools/bench/calendar.ts). Overlap with
 * the range is asked as two arms of one UNION ALL so each keeps a bounded index range: the events
 * planned in the range (the scope's (unit | case, planned_date) indexes, as before), and the ones
 * planned before it that end in or after it — multi-day events only, read from their own small
 * partial index on end_date (migration 0023). One `planned_date <= to and coalesce(end_date,
 * planned_date) >= from` would scan every earlier intervention of the unit. One row more than the
 * limit tells whether it cut.
 */
export function calendarFeedQuery(db: Db, session: Session, request: z.output<typeof calendarFeedRequest>) {
  const edit = editsCase(session);
  const arm = (dates: SQL | undefined) =>
    db
      .select({
        id: ci.id,
        medicalCaseId: ci.medicalCaseId,
        patientName: sql<
          string | null
        >`case when ${edit} then trim(coalesce(${patients.lastName}, '') || ' ' || coalesce(${patients.firstName}, '')) end`,
        type: ci.type,
        status: ci.status,
        plannedDate: ci.plannedDate,
        startTime: ci.startTime,
        endDate: ci.endDate,
        endTime: ci.endTime,
        unitId: ci.unitId,
        unit: sql<string | null>`coalesce(${reportingUnits.name}, ${ci.externalUnit})`,
        significant: ci.significant,
        version: ci.version,
        editable: sql<boolean>`(${ci.status} = ${EventStatus.Pending} and ${edit})`,
      })
      .from(ci)
      .innerJoin(medicalCases, eq(medicalCases.id, ci.medicalCaseId))
      .innerJoin(patients, eq(patients.id, medicalCases.patientId))
      .leftJoin(reportingUnits, eq(reportingUnits.id, ci.unitId))
      .where(
        and(
          eq(ci.isDeleted, false),
          eq(medicalCases.isDeleted, false),
          dates,
          indexedScope(session),
          medicalCaseScope(session),
          unitFilter(request.unitIds),
          request.types?.length ? inArray(ci.type, request.types) : undefined,
          request.statuses?.length ? inArray(ci.status, request.statuses) : undefined,
        ),
      );
  return unionAll(
    arm(between(ci.plannedDate, request.from, request.to)),
    // `end_date > planned_date` repeats what the other two imply, for the planner to match the index.
    arm(and(lt(ci.plannedDate, request.from), gte(ci.endDate, request.from), gt(ci.endDate, ci.plannedDate))),
  )
    .orderBy(sql`planned_date asc, start_time asc nulls first, id asc`)
    .limit(CALENDAR_FEED_LIMIT + 1);
}

/**
 * The unit filter: interventions that concern the unit — of a case it treats, or carried out there.
 * By the carrying-out unit alone, a case's interventions at an external unit (unit_id null) or at
 * another hospital would vanish from its own treating unit's calendar.
 */
function unitFilter(unitIds: readonly number[] | null | undefined): SQL | undefined {
  if (!unitIds?.length) return undefined;
  return or(inArray(ci.unitId, unitIds), inArray(ci.caseUnitId, unitIds));
}

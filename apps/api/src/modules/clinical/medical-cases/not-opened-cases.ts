import { type MedicalCaseFilter, mayUseMedicalCases, type Session } from '@registry/domain';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  cancerCases,
  cancerNotifications,
  medicalCases,
  morphologies,
  patients,
  reportingUnits,
} from '../../../db/schema';
import { reportsTheTumour, tumourReport } from './tumour-reporters';

export type SortKey = NonNullable<MedicalCaseFilter['sortBy']>;
/** The list's filters as they apply to cases not opened yet (the child's, the unit, none at all). */
export type ListFilters = { patient: SQL[]; reportingUnitId: number | null; none: boolean };

const currentRecord = alias(cancerNotifications, 'current_record');
const diagnosticDate = sql<string | null>`to_char(${currentRecord.diagnosticDate}, 'YYYY-MM-DD')`;

/**
 * The units whose not-opened cases the caller is offered: those they are an employee of — as the
 * opening rule, which makes the opener's unit the treating one. Reviewers and the super
 * administrator open none (they keep no case), so they are offered none: null.
 */
function openingUnits(session: Session, unitFilter: number | null): number[] | null {
  if (!mayUseMedicalCases(session)) return null;
  const mine = session.employeePermissions.map((p) => p.reportingUnitId);
  const units = unitFilter === null ? mine : mine.filter((u) => u === unitFilter);
  return units.length ? units : null;
}

/**
 * Each case the caller's units reported the tumour of, with the unit that would treat it (the
 * lowest id when the caller belongs to several that did). Driven from those units' notifications
 * (indexed by unit), so its cost follows the unit's size, not the registry's.
 */
function reportedByUnits(db: Db, units: number[]) {
  return db
    .select({
      caseId: sql<number>`${tumourReport.caseId}`.as('case_id'),
      unitId: sql<number>`min(${tumourReport.reportingUnitId})`.as('unit_id'),
    })
    .from(tumourReport)
    .where(
      and(reportsTheTumour(), inArray(tumourReport.reportingUnitId, units), isNotNull(tumourReport.caseId)),
    )
    .groupBy(tumourReport.caseId)
    .as('reported');
}

/** Live, and nobody opened its medical case (a deleted one is not reopened, so it counts as opened). */
const stillToOpen = (patient: SQL[]) =>
  and(
    eq(cancerCases.isDeleted, false),
    sql`not exists (select 1 from ${medicalCases} where ${medicalCases.cancerCaseId} = ${cancerCases.id})`,
    ...patient,
  );

/**
 * The not-opened rows of the medical-case list (issue 23), in the opened rows' shape so the two are
 * paged as one union; null when the caller may open none.
 */
export function notOpenedCases(db: Db, session: Session, f: ListFilters, by: SortKey) {
  const units = openingUnits(session, f.reportingUnitId);
  if (!units || f.none) return null;
  const reported = reportedByUnits(db, units);
  const sortKey: Record<SortKey, SQL> = {
    lastName: sql`lower(${patients.lastName})`,
    identifier: sql`${patients.identifier}::text`,
    reportingUnit: sql`lower(${reportingUnits.name})`,
    diagnosticDate: sql`(${diagnosticDate})`,
    clinicalStatus: sql`null::integer`,
    updatedAt: sql`${cancerCases.updatedAt}`,
  };
  return db
    .select({
      id: sql<number | null>`null::integer`.as('id'),
      cancerCaseId: sql<number>`${cancerCases.id}`.as('cancer_case_id'),
      opened: sql<boolean>`false`.as('opened'),
      identifier: patients.identifier,
      firstName: patients.firstName,
      lastName: patients.lastName,
      reportingUnitId: sql<number>`${reported.unitId}`.as('reporting_unit_id'),
      reportingUnit: sql<string>`${reportingUnits.name}`.as('reporting_unit'),
      diagnosticDate: diagnosticDate.as('diagnostic_date'),
      morphology: sql<string | null>`${morphologies.code}`.as('morphology'),
      clinicalStatusId: sql<number | null>`null::integer`.as('clinical_status_id'),
      version: sql<number | null>`null::integer`.as('version'),
      updatedAt: cancerCases.updatedAt,
      updatedBy: sql<string | null>`null::text`.as('updated_by'),
      sortKey: sortKey[by].as('sort_key'),
    })
    .from(reported)
    .innerJoin(cancerCases, eq(cancerCases.id, reported.caseId))
    .innerJoin(patients, eq(patients.id, cancerCases.patientId))
    .innerJoin(reportingUnits, eq(reportingUnits.id, reported.unitId))
    .leftJoin(currentRecord, eq(currentRecord.id, cancerCases.currentNotificationId))
    .leftJoin(morphologies, eq(morphologies.id, cancerCases.morphologyCodeId))
    .where(stillToOpen(f.patient));
}

/** How many cases the caller's units still have to open under the list's filters (0 when they may open none). */
export async function countNotOpenedCases(db: Db, session: Session, f: ListFilters): Promise<number> {
  const units = openingUnits(session, f.reportingUnitId);
  if (!units || f.none) return 0;
  const reported = reportedByUnits(db, units);
  const [found] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(reported)
    .innerJoin(cancerCases, eq(cancerCases.id, reported.caseId))
    .innerJoin(patients, eq(patients.id, cancerCases.patientId))
    .where(stillToOpen(f.patient));
  return found.n;
}

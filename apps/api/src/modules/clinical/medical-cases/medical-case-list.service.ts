import type { MedicalCaseFilter, Session } from '@registry/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { medicalCases as mc, morphologies, patients, reportingUnits, users } from '../../../db/schema';
import { medicalCaseScope } from './medical-case-access';
import { countNotOpenedCases, type ListFilters, notOpenedCases, type SortKey } from './not-opened-cases';

const diagnosticDate = sql<string | null>`${mc.data}->'cancerDiagnostic'->>'diagnosticDate'`;
const morphologyId = sql`nullif(${mc.data}->'cancerMorphology'->>'morphologyCodeId', '')::integer`;
const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters both kinds of row share: they concern the child, so they read `patients`. */
function patientFilters(f: MedicalCaseFilter): SQL[] {
  const where: SQL[] = [];
  if (f.patientId) where.push(eq(patients.id, f.patientId));
  if (f.identifier) where.push(sql`${patients.identifier} like ${prefix(f.identifier)}`);
  if (f.lastName) where.push(sql`lower(${patients.lastName}) like ${like(f.lastName)}`);
  if (f.search)
    where.push(
      sql`(${patients.identifier} like ${prefix(f.search)} or lower(coalesce(${patients.lastName}, '') || ' ' || coalesce(${patients.firstName}, '')) like ${like(f.search)} or lower(coalesce(${patients.firstName}, '') || ' ' || coalesce(${patients.lastName}, '')) like ${like(f.search)})`,
    );
  return where;
}

/** The opened medical cases' sort keys, each of the same SQL type as the not-opened rows' (one union). */
const openedSortKey: Record<SortKey, SQL> = {
  lastName: sql`lower(${patients.lastName})`,
  identifier: sql`${patients.identifier}::text`,
  reportingUnit: sql`lower(${reportingUnits.name})`,
  diagnosticDate: sql`(${diagnosticDate})`,
  clinicalStatus: sql`${mc.clinicalStatusId}::integer`,
  updatedAt: sql`${mc.updatedAt}`,
};

function openedCases(db: Db, session: Session, f: MedicalCaseFilter, by: SortKey) {
  const where = [eq(mc.isDeleted, false), medicalCaseScope(session), ...patientFilters(f)];
  if (f.reportingUnitId) where.push(eq(mc.reportingUnitId, f.reportingUnitId));
  if (f.clinicalStatusId) where.push(eq(mc.clinicalStatusId, f.clinicalStatusId));
  const condition = and(...where);
  const rows = db
    .select({
      id: sql<number | null>`${mc.id}`.as('id'),
      cancerCaseId: sql<number>`${mc.cancerCaseId}`.as('cancer_case_id'),
      opened: sql<boolean>`true`.as('opened'),
      identifier: patients.identifier,
      firstName: patients.firstName,
      lastName: patients.lastName,
      reportingUnitId: sql<number>`${mc.reportingUnitId}`.as('reporting_unit_id'),
      reportingUnit: sql<string>`${reportingUnits.name}`.as('reporting_unit'),
      diagnosticDate: diagnosticDate.as('diagnostic_date'),
      morphology: sql<string | null>`${morphologies.code}`.as('morphology'),
      clinicalStatusId: sql<number | null>`${mc.clinicalStatusId}::integer`.as('clinical_status_id'),
      version: sql<number | null>`${mc.version}`.as('version'),
      updatedAt: mc.updatedAt,
      updatedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`.as('updated_by'),
      sortKey: openedSortKey[by].as('sort_key'),
    })
    .from(mc)
    .innerJoin(patients, eq(patients.id, mc.patientId))
    .innerJoin(reportingUnits, eq(reportingUnits.id, mc.reportingUnitId))
    .innerJoin(users, eq(users.id, mc.updatedBy))
    .leftJoin(morphologies, sql`${morphologies.id} = ${morphologyId}`)
    .where(condition);
  const count = async () => {
    const [found] = await db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(mc)
      .innerJoin(patients, eq(patients.id, mc.patientId))
      .where(condition);
    return found.n;
  };
  return { rows, count };
}

/**
 * POST api/medical-case/filter (the house list contract). Two kinds of row, paged together in SQL:
 * - the medical cases the caller may read (medicalCaseScope);
 * - the cancer cases the caller's unit reported the tumour of (tumour-reporters.ts: the rule that
 *   lets a unit open one) whose medical case nobody has opened yet, `opened: false`, so a case owner
 *   finds a new child's case here and opens it (issue 23).
 * Filtered by child, unit, clinical status and opened or not; the toolbar search matches the
 * identifier's start or a name. `notOpenedRows` counts the second kind under the same filters.
 */
export async function findMedicalCases(db: Db, session: Session, f: MedicalCaseFilter) {
  const by: SortKey = f.sortBy ?? 'updatedAt';
  // Without a sort the newest change comes first, as on the other lists.
  const descending = f.sortBy ? f.sortDesc : true;
  const opened = openedCases(db, session, f, by);
  const notOpenedFilters: ListFilters = {
    patient: patientFilters(f),
    reportingUnitId: f.reportingUnitId ?? null,
    // A case not opened has no clinical status yet: a status filter leaves none of them.
    none: Boolean(f.clinicalStatusId),
  };
  const notOpened = notOpenedCases(db, session, notOpenedFilters, by);
  const wantOpened = f.opened !== false;
  const wantNotOpened = f.opened !== true && notOpened !== null;
  const dir = descending ? sql`desc nulls last` : sql`asc nulls last`;
  const order = sql`sort_key ${dir}, cancer_case_id desc`;
  const page =
    wantOpened && wantNotOpened && notOpened
      ? unionAll(opened.rows, notOpened).orderBy(order).limit(f.take).offset(f.skip)
      : wantOpened
        ? opened.rows.orderBy(order).limit(f.take).offset(f.skip)
        : notOpened
          ? notOpened.orderBy(order).limit(f.take).offset(f.skip)
          : Promise.resolve([]);
  const [rows, openedRows, notOpenedRows] = await Promise.all([
    page,
    wantOpened ? opened.count() : 0,
    countNotOpenedCases(db, session, notOpenedFilters),
  ]);
  const items = rows.map(({ sortKey: _, ...item }) => ({ ...item, updatedAt: new Date(item.updatedAt) }));
  return { items, totalRows: openedRows + (wantNotOpened ? notOpenedRows : 0), notOpenedRows };
}

import type { MedicalCaseFilter, Session } from '@registry/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { medicalCases as mc, morphologies, patients, reportingUnits, users } from '../../../db/schema';
import { medicalCaseScope } from './medical-case-access';

const diagnosticDate = sql<string | null>`${mc.data}->'cancerDiagnostic'->>'diagnosticDate'`;
const morphologyId = sql`nullif(${mc.data}->'cancerMorphology'->>'morphologyCodeId', '')::integer`;
const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sortColumns: Record<NonNullable<MedicalCaseFilter['sortBy']>, SQL | typeof mc.updatedAt> = {
  lastName: sql`lower(${patients.lastName})`,
  identifier: sql`${patients.identifier}`,
  reportingUnit: sql`lower(${reportingUnits.name})`,
  diagnosticDate,
  clinicalStatus: sql`${mc.clinicalStatusId}`,
  updatedAt: mc.updatedAt,
};

/**
 * POST api/medical-case/filter (the house list contract): the medical cases the caller may read,
 * scoped in SQL (medicalCaseScope), filtered by identifier, name, unit and clinical status; the
 * toolbar search matches the identifier's start or a name.
 */
export async function findMedicalCases(db: Db, session: Session, f: MedicalCaseFilter) {
  const where: SQL[] = [eq(mc.isDeleted, false), medicalCaseScope(session)];
  if (f.identifier) where.push(sql`${patients.identifier} like ${prefix(f.identifier)}`);
  if (f.lastName) where.push(sql`lower(${patients.lastName}) like ${like(f.lastName)}`);
  if (f.reportingUnitId) where.push(eq(mc.reportingUnitId, f.reportingUnitId));
  if (f.clinicalStatusId) where.push(eq(mc.clinicalStatusId, f.clinicalStatusId));
  if (f.search)
    where.push(
      sql`(${patients.identifier} like ${prefix(f.search)} or lower(coalesce(${patients.lastName}, '') || ' ' || coalesce(${patients.firstName}, '')) like ${like(f.search)} or lower(coalesce(${patients.firstName}, '') || ' ' || coalesce(${patients.lastName}, '')) like ${like(f.search)})`,
    );
  const condition = and(...where);
  const order = sortColumns[f.sortBy ?? 'updatedAt'];
  const base = () =>
    db
      .select({
        id: mc.id,
        cancerCaseId: mc.cancerCaseId,
        identifier: patients.identifier,
        firstName: patients.firstName,
        lastName: patients.lastName,
        reportingUnitId: mc.reportingUnitId,
        reportingUnit: reportingUnits.name,
        diagnosticDate,
        morphology: morphologies.code,
        clinicalStatusId: mc.clinicalStatusId,
        version: mc.version,
        updatedAt: mc.updatedAt,
        updatedBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(mc)
      .innerJoin(patients, eq(patients.id, mc.patientId))
      .innerJoin(reportingUnits, eq(reportingUnits.id, mc.reportingUnitId))
      .innerJoin(users, eq(users.id, mc.updatedBy))
      .leftJoin(morphologies, sql`${morphologies.id} = ${morphologyId}`);
  // Without a sort the newest change comes first, as on the other lists.
  const desc_ = f.sortBy ? f.sortDesc : true;
  const [items, [count]] = await Promise.all([
    base()
      .where(condition)
      .orderBy(desc_ ? desc(order) : asc(order), desc(mc.id))
      .limit(f.take)
      .offset(f.skip),
    db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(mc)
      .innerJoin(patients, eq(patients.id, mc.patientId))
      .innerJoin(reportingUnits, eq(reportingUnits.id, mc.reportingUnitId))
      .where(condition),
  ]);
  return { items, totalRows: count.n };
}

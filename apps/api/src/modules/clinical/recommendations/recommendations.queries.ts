import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { medicalCaseRecommendations as rec, reportingUnits, users } from '../../../db/schema';

/** The live recommendations of a case (or one of them), as the tab lists them: latest planned first. */
export async function selectRecommendations(db: Db | Tx, medicalCaseId: number, id?: number) {
  const rows = await db
    .select({
      id: rec.id,
      medicalCaseId: rec.medicalCaseId,
      hospitalUnitId: rec.hospitalUnitId,
      hospital: sql<string>`coalesce(${reportingUnits.name}, ${rec.hospitalName}, '')`,
      hospitalName: rec.hospitalName,
      plannedDate: sql<string | null>`to_char(${rec.plannedDate}, 'YYYY-MM-DD')`,
      text: rec.text,
      documentName: rec.documentName,
      hasDocument: sql<boolean>`${rec.documentStorageName} is not null`,
      version: rec.version,
      updatedAt: rec.updatedAt,
      updatedBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(rec)
    .leftJoin(reportingUnits, eq(reportingUnits.id, rec.hospitalUnitId))
    .innerJoin(users, eq(users.id, rec.updatedBy))
    .where(
      and(
        eq(rec.medicalCaseId, medicalCaseId),
        eq(rec.isDeleted, false),
        ...(id === undefined ? [] : [eq(rec.id, id)]),
      ),
    )
    .orderBy(sql`${rec.plannedDate} desc nulls last`, desc(rec.id));
  return rows.map((r) => ({ ...r, hasDocument: Boolean(r.hasDocument) }));
}

import { and, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cancerNotifications as n, reportingUnits, users } from '../../db/schema';

export type AuditFilter = {
  take: number;
  skip: number;
  sortBy?: 'username' | 'reportingUnit' | 'draftCount' | 'completedCount' | 'total' | null;
  sortDesc?: boolean;
  notificationStartDate?: string | null;
  notificationEndDate?: string | null;
};

/**
 * Spec 02 §2 "Cancer audit": per user and unit, how many notifications they filed in the period,
 * drafts and completed, plus the period's totals. Dates are days in Romanian time.
 */
export async function findAudit(db: Db, filter: AuditFilter) {
  const where: SQL[] = [sql`not ${n.isDeleted}`];
  if (filter.notificationStartDate)
    where.push(
      gte(n.createdAt, sql`${filter.notificationStartDate}::date::timestamp at time zone 'Europe/Bucharest'`),
    );
  if (filter.notificationEndDate)
    where.push(
      sql`${n.createdAt} < (${filter.notificationEndDate}::date + 1)::timestamp at time zone 'Europe/Bucharest'`,
    );
  const draft = sql<number>`cast(count(*) filter (where ${n.status} = 1) as integer)`;
  const completed = sql<number>`cast(count(*) filter (where ${n.status} = 2) as integer)`;
  const total = sql<number>`cast(count(*) as integer)`;
  const username = sql<string>`min(${users.firstName} || ' ' || ${users.lastName})`;
  const unit = sql<string>`min(${reportingUnits.name})`;
  const sorts = {
    username: sql`lower(${username})`,
    reportingUnit: sql`lower(${unit})`,
    draftCount: draft,
    completedCount: completed,
    total,
  };
  const order = (filter.sortBy && sorts[filter.sortBy]) || sql`lower(${username})`;
  const rows = await db
    .select({
      userId: n.createdBy,
      username,
      reportingUnitId: n.reportingUnitId,
      reportingUnit: unit,
      draftCount: draft,
      completedCount: completed,
      total,
      groups: sql<number>`cast(count(*) over () as integer)`,
      allDrafts: sql<number>`cast(sum(count(*) filter (where ${n.status} = 1)) over () as integer)`,
      allCompleted: sql<number>`cast(sum(count(*) filter (where ${n.status} = 2)) over () as integer)`,
    })
    .from(n)
    .innerJoin(users, sql`${users.id} = ${n.createdBy}`)
    .innerJoin(reportingUnits, sql`${reportingUnits.id} = ${n.reportingUnitId}`)
    .where(and(...where))
    .groupBy(n.createdBy, n.reportingUnitId)
    .orderBy(filter.sortDesc ? sql`${order} desc` : sql`${order} asc`, n.createdBy, n.reportingUnitId)
    .limit(filter.take)
    .offset(filter.skip);
  const first = rows[0];
  return {
    items: rows.map(({ groups: _, allDrafts: __, allCompleted: ___, ...r }) => r),
    totalRows: first?.groups ?? 0,
    draftCount: first?.allDrafts ?? 0,
    completedCount: first?.allCompleted ?? 0,
    total: (first?.allDrafts ?? 0) + (first?.allCompleted ?? 0),
  };
}

import { and, gte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cancerNotifications as n, notificationCreatorCounts, reportingUnits, users } from '../../db/schema';

export type AuditFilter = {
  take: number;
  skip: number;
  sortBy?: 'username' | 'reportingUnit' | 'draftCount' | 'completedCount' | 'total' | null;
  sortDesc?: boolean;
  notificationStartDate?: string | null;
  notificationEndDate?: string | null;
};

/** How one source answers the audit's figures per (creator, unit) group. */
type Tally = {
  from: PgTable;
  creator: AnyPgColumn;
  unit: AnyPgColumn;
  drafts: SQL<number>;
  completed: SQL<number>;
  where?: SQL;
  having?: SQL;
};

/** A period: the notifications created in it, grouped (an index on the creation date keeps it short). */
function periodTally(filter: AuditFilter): Tally {
  const where: SQL[] = [sql`not ${n.isDeleted}`];
  if (filter.notificationStartDate)
    where.push(
      gte(n.createdAt, sql`${filter.notificationStartDate}::date::timestamp at time zone 'Europe/Bucharest'`),
    );
  if (filter.notificationEndDate)
    where.push(
      sql`${n.createdAt} < (${filter.notificationEndDate}::date + 1)::timestamp at time zone 'Europe/Bucharest'`,
    );
  return {
    from: n,
    creator: n.createdBy,
    unit: n.reportingUnitId,
    drafts: sql<number>`cast(count(*) filter (where ${n.status} = 1) as integer)`,
    completed: sql<number>`cast(count(*) filter (where ${n.status} = 2) as integer)`,
    where: and(...where),
  };
}

/** All time: the per-creator counters the trigger keeps (a row per user, unit and status). */
const allTimeTally = (): Tally => {
  const c = notificationCreatorCounts;
  return {
    from: c,
    creator: c.createdBy,
    unit: c.reportingUnitId,
    drafts: sql<number>`cast(coalesce(sum(${c.count}) filter (where ${c.status} = 1), 0) as integer)`,
    completed: sql<number>`cast(coalesce(sum(${c.count}) filter (where ${c.status} = 2), 0) as integer)`,
    // Counters that went back to 0 (every notification deleted) are not a group.
    having: sql`sum(${c.count}) > 0`,
  };
};

/**
 * Spec 02 §2 "Cancer audit": per user and unit, how many notifications they filed in the period,
 * drafts and completed, plus the period's totals. Dates are days in Romanian time.
 */
export async function findAudit(db: Db, filter: AuditFilter) {
  const allTime = !filter.notificationStartDate && !filter.notificationEndDate;
  const t = allTime ? allTimeTally() : periodTally(filter);
  const total = sql<number>`(${t.drafts} + ${t.completed})`;
  const username = sql<string>`min(${users.firstName} || ' ' || ${users.lastName})`;
  const unit = sql<string>`min(${reportingUnits.name})`;
  const sorts = {
    username: sql`lower(${username})`,
    reportingUnit: sql`lower(${unit})`,
    draftCount: t.drafts,
    completedCount: t.completed,
    total,
  };
  const order = (filter.sortBy && sorts[filter.sortBy]) || sql`lower(${username})`;
  const rows = await db
    .select({
      userId: sql<number>`${t.creator}`,
      username,
      reportingUnitId: sql<number>`${t.unit}`,
      reportingUnit: unit,
      draftCount: t.drafts,
      completedCount: t.completed,
      total,
      groups: sql<number>`cast(count(*) over () as integer)`,
      allDrafts: sql<number>`cast(sum(${t.drafts}) over () as integer)`,
      allCompleted: sql<number>`cast(sum(${t.completed}) over () as integer)`,
    })
    .from(t.from)
    .innerJoin(users, sql`${users.id} = ${t.creator}`)
    .innerJoin(reportingUnits, sql`${reportingUnits.id} = ${t.unit}`)
    .where(t.where)
    .groupBy(t.creator, t.unit)
    .having(t.having)
    .orderBy(filter.sortDesc ? sql`${order} desc` : sql`${order} asc`, t.creator, t.unit)
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

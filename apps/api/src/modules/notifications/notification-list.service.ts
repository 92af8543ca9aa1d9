import type { Language, NotificationFilter, Session } from '@registry/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationCounts as c, cancerNotifications as n } from '../../db/schema';
import { notificationConditions, selectNotificationRows } from './notification-list.queries';
import { pageIds } from './notification-page';
import { visibleUnits } from './notification-scope';
import { collectsFirst } from './notification-selectivity';

/** Filters the trigger-kept counts table can answer; any other filter needs a count of the rows. */
const countedFilters = new Set([
  'take',
  'skip',
  'sortBy',
  'sortDesc',
  'reportingUnitId',
  'status',
  'hasReviewerObservation',
  'includeDeleted',
]);

async function countFromTable(db: Db, session: Session, filter: NotificationFilter) {
  const units = visibleUnits(session);
  const where: SQL[] = [];
  if (units !== 'all') where.push(units.length ? inArray(c.reportingUnitId, units) : sql`false`);
  if (filter.reportingUnitId) where.push(eq(c.reportingUnitId, filter.reportingUnitId));
  if (!filter.includeDeleted) where.push(eq(c.isDeleted, false));
  if (filter.hasReviewerObservation != null)
    where.push(eq(c.hasReviewerObservation, filter.hasReviewerObservation));
  const [counts] = await db
    .select({
      drafts: sql<number>`cast(coalesce(sum(${c.count}) filter (where ${c.status} = 1), 0) as integer)`,
      reviewerDrafts: sql<number>`cast(coalesce(sum(${c.count}) filter (where ${c.status} = 1 and ${c.hasReviewerObservation}), 0) as integer)`,
      completed: sql<number>`cast(coalesce(sum(${c.count}) filter (where ${c.status} = 2), 0) as integer)`,
    })
    .from(c)
    .where(and(...where));
  return counts;
}

/**
 * The counters: from the counts table when the filters allow (the common case: a million rows are
 * not counted on every page), otherwise one pass over the filtered rows counts drafts, drafts with a
 * reviewer observation and completed notifications; the total derives from those.
 */
async function countNotifications(db: Db, session: Session, filter: NotificationFilter) {
  const onlyCounted = Object.entries(filter).every(
    ([key, value]) => value == null || value === '' || countedFilters.has(key),
  );
  if (onlyCounted) return countFromTable(db, session, filter);
  const where = notificationConditions(session, filter, { ignoreStatus: true });
  const [c] = await db
    .select({
      drafts: sql<number>`cast(count(*) filter (where ${n.status} = 1) as integer)`,
      reviewerDrafts: sql<number>`cast(count(*) filter (where ${n.status} = 1 and ${n.hasReviewerObservation}) as integer)`,
      completed: sql<number>`cast(count(*) filter (where ${n.status} = 2) as integer)`,
    })
    .from(n)
    .where(and(...where));
  return c;
}

export async function findNotifications(
  db: Db,
  session: Session,
  language: Language,
  filter: NotificationFilter,
) {
  const where = and(...notificationConditions(session, filter)) ?? sql`true`;
  const fewRows = await collectsFirst(db, filter);
  const [ids, counts] = await Promise.all([
    pageIds(db, language, filter, where, undefined, { fewRows }),
    countNotifications(db, session, filter),
  ]);
  const rows = ids.length
    ? await selectNotificationRows(db, language, {}, session).where(inArray(n.id, ids))
    : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  const totalRows =
    filter.status === 1
      ? counts.drafts
      : filter.status === 2
        ? counts.completed
        : counts.drafts + counts.completed;
  return {
    items: rows,
    totalRows,
    reporterDraftNotifications: counts.drafts,
    reviewerDraftNotifications: counts.reviewerDrafts,
    completedNotifications: counts.completed,
  };
}

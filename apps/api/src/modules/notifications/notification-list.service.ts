import type { Language, NotificationFilter, Session } from '@registry/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { notificationCounts as c, cancerNotifications as n } from '../../db/schema';
import { notificationConditions, selectNotificationRows } from './notification-list.queries';
import { pageIds } from './notification-page';
import { unitsKey, visibleUnits } from './notification-scope';
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

/** Prepared once per shape: which filters apply (their values are placeholders) and the reader's units. */
function countsQuery(db: Db, session: Session, filter: NotificationFilter) {
  const byUnit = Boolean(filter.reportingUnitId);
  const byObservation = filter.hasReviewerObservation != null;
  const key = `counts:${unitsKey(session)}:${byUnit}:${filter.includeDeleted === true}:${byObservation}`;
  return preparedOnce(db, key, () => {
    const units = visibleUnits(session);
    const where: SQL[] = [];
    if (units !== 'all') where.push(units.length ? inArray(c.reportingUnitId, units) : sql`false`);
    if (byUnit) where.push(eq(c.reportingUnitId, sql.placeholder('unit')));
    if (!filter.includeDeleted) where.push(eq(c.isDeleted, false));
    if (byObservation) where.push(eq(c.hasReviewerObservation, sql.placeholder('observation')));
    return db
      .select({
        drafts: sql<number>`cast(coalesce(sum(${c.count}) filter (where ${c.status} = 1), 0) as integer)`,
        reviewerDrafts: sql<number>`cast(coalesce(sum(${c.count}) filter (where ${c.status} = 1 and ${c.hasReviewerObservation}), 0) as integer)`,
        completed: sql<number>`cast(coalesce(sum(${c.count}) filter (where ${c.status} = 2), 0) as integer)`,
      })
      .from(c)
      .where(and(...where));
  });
}

async function countFromTable(db: Db, session: Session, filter: NotificationFilter) {
  const [counts] = await countsQuery(db, session, filter).execute({
    unit: filter.reportingUnitId,
    observation: filter.hasReviewerObservation,
  });
  return counts;
}

/**
 * The rows with their labels, by id (in no order): one prepared statement per language and reader's
 * units — the list's page and the notification export's pages.
 */
export function notificationRowsByIds(db: Db, session: Session, language: Language) {
  return preparedOnce(db, `rows:${language}:${unitsKey(session)}`, () =>
    selectNotificationRows(db, language, {}, session).where(
      sql`${n.id} = any(${sql.placeholder('ids')}::int[])`,
    ),
  );
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
  // The count runs beside the page's two steps (is the filter selective? then the page): on a
  // second connection, it no longer waits for the first.
  const [ids, counts] = await Promise.all([
    collectsFirst(db, filter).then((fewRows) => pageIds(db, language, filter, where, undefined, { fewRows })),
    countNotifications(db, session, filter),
  ]);
  const rows = ids.length ? await notificationRowsByIds(db, session, language).execute({ ids }) : [];
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

import type { Language, NotificationFilter, Session } from '@registry/domain';
import { and, asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cancerNotifications as n } from '../../db/schema';
import {
  notificationConditions,
  notificationSorts,
  selectNotificationRows,
} from './notification-list.queries';

/**
 * One pass over the filtered rows counts drafts, drafts with a reviewer observation and completed
 * notifications; the total is derived from those, so nothing is counted twice.
 */
async function countNotifications(db: Db, session: Session, filter: NotificationFilter) {
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
  const sorts = notificationSorts(language);
  const column = (filter.sortBy && sorts[filter.sortBy]) || n.createdAt;
  // Newest first by default, the way registrars look for what they just filed.
  const direction = filter.sortBy ? (filter.sortDesc ? desc : asc) : desc;
  const [rows, counts] = await Promise.all([
    selectNotificationRows(db, language)
      .where(and(...notificationConditions(session, filter)))
      .orderBy(direction(column), direction(n.id))
      .limit(filter.take)
      .offset(filter.skip),
    countNotifications(db, session, filter),
  ]);
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

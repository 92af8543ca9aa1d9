import type { CaseFilter, Language, Session } from '@registry/domain';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  cancerCases,
  caseReviewCounts,
  cancerNotifications as n,
  notificationVersions,
  users,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { notFound, staleVersion } from '../../platform/errors';
import {
  collectsFirst,
  notificationConditions,
  pageIds,
  selectNotificationRows,
  unitScope,
  visibleUnits,
} from '../notifications';

const reviewer = alias(users, 'reviewer');
export const isReviewed = sql<boolean>`coalesce(${cancerCases.reviewedVersion} = ${cancerCases.caseVersion}, false)`;

/** The cases list's WHERE (also the case exports'): `allUnits` for the anonymised export of every case. */
export function caseConditions(
  session: Session,
  filter: CaseFilter,
  withReviewFilter: boolean,
  options: { allUnits?: boolean } = {},
): SQL[] {
  // A case is seen through its current record: the latest completed notification.
  const where = [
    ...notificationConditions(session, filter, options),
    eq(n.isCancerCase, true),
    eq(cancerCases.isDeleted, false),
  ];
  if (withReviewFilter && filter.toReviewFilter) where.push(sql`not ${isReviewed}`);
  return where;
}

const unfilteredKeys = new Set(['take', 'skip', 'sortBy', 'sortDesc', 'toReviewFilter']);
const counters = {
  toReview: sql<number>`cast(count(*) filter (where not ${isReviewed}) as integer)`,
  reviewed: sql<number>`cast(count(*) filter (where ${isReviewed}) as integer)`,
};

/**
 * Both counters in one pass. Without filters, a reader of every unit gets them from the counters the
 * triggers keep (migration 0038): exact, and no scan of every case on every view (issue 25).
 */
async function countCases(db: Db, session: Session, filter: CaseFilter) {
  const unfiltered = Object.entries(filter).every(
    ([key, value]) => value == null || value === '' || unfilteredKeys.has(key),
  );
  if (unfiltered && visibleUnits(session) === 'all') {
    const rows = await preparedOnce(db, 'caseReviewCounts', () =>
      db.select().from(caseReviewCounts),
    ).execute();
    const of = (reviewed: boolean) => rows.find((r) => r.reviewed === reviewed)?.count ?? 0;
    return [{ toReview: of(false), reviewed: of(true) }];
  }
  return db
    .select(counters)
    .from(n)
    .innerJoin(cancerCases, eq(cancerCases.id, n.caseId))
    .where(and(...caseConditions(session, filter, false)));
}

/** The page's case rows with their labels, by id: built and prepared once per language (db/prepared.ts). */
function caseRowsQuery(db: Db, language: Language) {
  return preparedOnce(db, `caseRows:${language}`, () =>
    selectNotificationRows(db, language, {
      caseId: cancerCases.id,
      caseVersion: cancerCases.caseVersion,
      isReviewed,
      reviewedAt: cancerCases.reviewedAt,
      reviewedBy: sql<string | null>`${reviewer.firstName} || ' ' || ${reviewer.lastName}`,
    })
      .innerJoin(cancerCases, eq(cancerCases.id, n.caseId))
      .leftJoin(reviewer, eq(reviewer.id, cancerCases.reviewedBy))
      .where(sql`${n.id} = any(${sql.placeholder('ids')}::int[])`),
  );
}

/** Spec 02 §2 "Cancer cases list" with its two counters, counted in one pass. */
export async function findCases(db: Db, session: Session, language: Language, filter: CaseFilter) {
  const from = sql`cancer_notifications join cancer_cases on cancer_cases.id = cancer_notifications.case_id`;
  const where = and(...caseConditions(session, filter, true)) ?? sql`true`;
  // The counters beside the page's two steps, on another connection (as the notification list).
  const [ids, [counts]] = await Promise.all([
    collectsFirst(db, filter).then((fewRows) => pageIds(db, language, filter, where, from, { fewRows })),
    countCases(db, session, filter),
  ]);
  const rows = ids.length ? await caseRowsQuery(db, language).execute({ ids }) : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return {
    items: rows,
    totalRows: filter.toReviewFilter ? counts.toReview : counts.toReview + counts.reviewed,
    toBeReviewedCases: counts.toReview,
    reviewedCases: counts.reviewed,
  };
}

/**
 * A reviewer marks the case's current version reviewed (our reading of spec 02 §4's "to be
 * reviewed / reviewed" states). The observation goes on the current record, recorded as a version
 * of its own; any later completed notification raises the case version, so the case is to review again.
 */
export async function reviewCase(
  db: Db,
  request: FastifyRequest,
  session: Session,
  caseId: number,
  input: { caseVersion: number; reviewerObservation?: string | null },
) {
  await db.transaction(async (tx) => {
    const [kase] = await tx
      .select()
      .from(cancerCases)
      .where(and(eq(cancerCases.id, caseId), eq(cancerCases.isDeleted, false)))
      .for('update');
    if (!kase?.currentNotificationId) throw notFound();
    if (kase.caseVersion !== input.caseVersion) throw staleVersion();
    if (input.reviewerObservation !== undefined) {
      const [current] = await tx.select().from(n).where(eq(n.id, kase.currentNotificationId));
      const observation = input.reviewerObservation?.trim() || null;
      const data = { ...(current.data as Record<string, unknown>), reviewerObservation: observation };
      const version = current.version + 1;
      await tx
        .update(n)
        .set({
          data,
          hasReviewerObservation: Boolean(observation),
          version,
          updatedBy: session.userId,
          updatedAt: new Date(),
        })
        .where(eq(n.id, current.id));
      const [previous] = await tx
        .select({ snapshot: notificationVersions.snapshot })
        .from(notificationVersions)
        .where(eq(notificationVersions.notificationId, current.id))
        .orderBy(desc(notificationVersions.version))
        .limit(1);
      await tx.insert(notificationVersions).values({
        notificationId: current.id,
        caseId,
        version,
        status: current.status,
        snapshot: {
          ...(previous?.snapshot as Record<string, unknown>),
          reviewerObservation: observation,
          version,
        },
        createdBy: session.userId,
      });
    }
    await tx
      .update(cancerCases)
      .set({ reviewedVersion: kase.caseVersion, reviewedBy: session.userId, reviewedAt: new Date() })
      .where(eq(cancerCases.id, caseId));
    await writeAudit(tx, request, {
      action: 'case.reviewed',
      entity: 'cancer_case',
      entityId: caseId,
      details: { caseVersion: kase.caseVersion },
    });
  });
}

/** The other notifications of the same case, newest first (the table non-reporters see on the edit page). */
export async function findPreviousNotifications(
  db: Db,
  session: Session,
  language: Language,
  input: { cancerNotificationId: number; take: number; skip: number },
) {
  const [self] = await db
    .select({ caseId: n.caseId })
    .from(n)
    .where(and(eq(n.id, input.cancerNotificationId), unitScope(session)));
  if (!self) throw notFound();
  if (!self.caseId) return { items: [], totalRows: 0 };
  const where = and(
    eq(n.caseId, self.caseId),
    ne(n.id, input.cancerNotificationId),
    eq(n.isDeleted, false),
    unitScope(session),
  );
  const [items, [{ total }]] = await Promise.all([
    selectNotificationRows(db, language)
      .where(where)
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(input.take)
      .offset(input.skip),
    db.select({ total: sql<number>`cast(count(*) as integer)` }).from(n).where(where),
  ]);
  return { items, totalRows: total };
}

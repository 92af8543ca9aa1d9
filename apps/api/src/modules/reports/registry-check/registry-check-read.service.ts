import type {
  RegistryCheckCount,
  RegistryCheckRecords,
  RegistryCheckRecordsQuery,
  RegistryCheckRun,
} from '@registry/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  cancerCases,
  registryCheckFindings as findings,
  morphologies,
  patients,
  registryCheckRuns as runs,
  users,
} from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { markStaleRuns } from './registry-check-run.service';

const runColumns = {
  runId: runs.id,
  status: runs.status,
  done: runs.done,
  total: runs.total,
  startedAt: runs.startedAt,
  finishedAt: runs.finishedAt,
  startedByName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  counts: runs.counts,
};

const runOf = (r: {
  runId: number;
  status: string;
  done: number;
  total: number;
  startedAt: Date;
  finishedAt: Date | null;
  startedByName: string;
  counts: unknown;
}): RegistryCheckRun => ({
  ...r,
  status: r.status as RegistryCheckRun['status'],
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  counts: (r.counts as RegistryCheckCount[]) ?? [],
});

/** The latest run (progress while it runs) and the latest finished report, which opens at once. */
export async function latestRegistryCheck(db: Db) {
  await markStaleRuns(db);
  const read = (finishedOnly: boolean) =>
    db
      .select(runColumns)
      .from(runs)
      .innerJoin(users, eq(users.id, runs.startedBy))
      .where(finishedOnly ? eq(runs.status, 'finished') : undefined)
      .orderBy(desc(runs.id))
      .limit(1);
  const [[latest], [lastFinished]] = await Promise.all([read(false), read(true)]);
  return { latest: latest ? runOf(latest) : null, lastFinished: lastFinished ? runOf(lastFinished) : null };
}

/** The records behind one count of a run: notification, patient identifier, morphology; paged. */
export async function registryCheckRecordsOf(
  db: Db,
  runId: number,
  q: RegistryCheckRecordsQuery,
): Promise<RegistryCheckRecords> {
  const [run] = await db.select({ id: runs.id }).from(runs).where(eq(runs.id, runId));
  if (!run) throw notFound();
  const where = and(
    eq(findings.runId, runId),
    eq(findings.checkId, q.checkId),
    eq(findings.severity, q.severity),
  );
  const search = q.search
    ? sql` and ${patients.identifier} like ${`${q.search.replace(/[\\%_]/g, '\\$&')}%`}`
    : sql``;
  const order = q.sortBy === 'patientIdentifier' ? patients.identifier : findings.notificationId;
  const rows = await db
    .select({
      notificationId: findings.notificationId,
      caseId: findings.caseId,
      patientIdentifier: patients.identifier,
      morphology: morphologies.code,
      messageKey: findings.messageKey,
      params: findings.params,
      totalRows: sql<number>`count(*) over ()::int`,
    })
    .from(findings)
    .innerJoin(cancerCases, eq(cancerCases.id, findings.caseId))
    .innerJoin(patients, eq(patients.id, cancerCases.patientId))
    .leftJoin(morphologies, eq(morphologies.id, cancerCases.morphologyCodeId))
    .where(sql`${where}${search}`)
    .orderBy(q.sortDesc ? desc(order) : asc(order), asc(findings.id))
    .limit(q.take)
    .offset(q.skip);
  return {
    items: rows.map(({ totalRows: _, params, ...r }) => ({
      ...r,
      params: params as Record<string, string | number>,
    })),
    totalRows: rows[0]?.totalRows ?? 0,
  };
}

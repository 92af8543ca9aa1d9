import type {
  RegistryCheckCount,
  RegistryCheckMessage,
  RegistryCheckRecords,
  RegistryCheckRecordsQuery,
  RegistryCheckRun,
} from '@registry/domain';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { registryCheckRuns as runs, users } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import type { ServerInstance } from '../../../platform/server-instance';
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
export async function latestRegistryCheck(db: Db, instance: ServerInstance) {
  await markStaleRuns(db, instance);
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

type RecordRow = {
  notificationId: number;
  caseId: number;
  patientIdentifier: string;
  morphology: string | null;
  messages: number[];
  params: Record<string, string | number> | null;
};

/**
 * The records behind one count of a run: notification, patient identifier, morphology; paged. A record
 * is behind the count when its row holds one of the numbers the run gave that check and severity. The
 * total of an unsearched list of a finished run is the count itself (kept in the run): counting a
 * 500 000-record Missing over the joins was the slow part of its first page.
 */
export async function registryCheckRecordsOf(
  db: Db,
  runId: number,
  q: RegistryCheckRecordsQuery,
): Promise<RegistryCheckRecords> {
  const [run] = await db
    .select({ status: runs.status, counts: runs.counts, messages: runs.messages })
    .from(runs)
    .where(eq(runs.id, runId));
  if (!run) throw notFound();
  const wanted = (run.messages as RegistryCheckMessage[]).filter(
    (m) => m.checkId === q.checkId && m.severity === q.severity,
  );
  if (!wanted.length) return { items: [], totalRows: 0 };
  const keyOf = new Map(wanted.map((m) => [m.no, m.messageKey]));
  const search = q.search ? sql` and p.identifier like ${`${q.search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
  const where = sql`r.run_id = ${runId} and r.messages && ${sql.param([...keyOf.keys()])}::smallint[]${search}`;
  const dir = q.sortDesc ? sql`desc` : sql`asc`;
  // In notification order the page is taken from the run's rows alone (its primary key's order), and
  // only its rows are joined: joining a 500 000-record count before the limit took seconds.
  const byNotification = q.sortBy !== 'patientIdentifier' && !q.search;
  const from = byNotification
    ? sql`(select * from registry_check_results r where ${where}
        order by r.notification_id ${dir} limit ${q.take} offset ${q.skip})`
    : sql`registry_check_results`;
  const order = q.sortBy === 'patientIdentifier' ? sql`p.identifier ${dir},` : sql``;
  const result = await db.execute(sql`
    select r.notification_id as "notificationId", r.case_id as "caseId", p.identifier as "patientIdentifier",
      m.code as "morphology", r.messages, r.params -> ${q.checkId} as "params"
    from ${from} r
    join cancer_cases c on c.id = r.case_id
    join patients p on p.id = c.patient_id
    left join morphologies m on m.id = c.morphology_code_id
    where ${byNotification ? sql`true` : where}
    order by ${order} r.notification_id ${dir}
    ${byNotification ? sql`` : sql`limit ${q.take} offset ${q.skip}`}`);
  const rows = (result as unknown as { rows: RecordRow[] }).rows;
  const kept = (run.counts as RegistryCheckCount[]).find(
    (c) => c.checkId === q.checkId && c.severity === q.severity,
  );
  const totalRows = run.status === 'finished' && !q.search ? (kept?.count ?? 0) : await countOf(db, where);
  return {
    items: rows.map(({ messages, params, ...r }) => ({
      ...r,
      messageKey: messages.map((no) => keyOf.get(no)).find((key) => key !== undefined) ?? '',
      params: params ?? {},
    })),
    totalRows,
  };
}

async function countOf(db: Db, where: SQL) {
  const result = await db.execute(sql`
    select count(*)::int as n from registry_check_results r
    join cancer_cases c on c.id = r.case_id
    join patients p on p.id = c.patient_id
    where ${where}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

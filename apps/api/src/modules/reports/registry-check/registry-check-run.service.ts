import { type QualityContext, type Session, todayIso } from '@registry/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { registryCheckRuns as runs } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { recordJobRun } from '../../../platform/observability/metrics';
import type { ServerInstance } from '../../../platform/server-instance';
import { runDuplicatesPass } from '../../duplicates/duplicates-pass.service';
import { loadCodes } from './registry-check-codes';
import { checkPage, RunTally } from './registry-check-pass';
import { casePage, deleteStaleResults, writeResults } from './registry-check-store';

/** Patients per page: their cases are read together, so the multiple-primary pass sees them all. */
const PAGE_PATIENTS = 1000;
/** A running run whose heartbeat is this old was left by a server that stopped. */
const STALE_AFTER_SECONDS = 120;

/** The runs of this process, so that closing the server waits for them instead of cutting a write. */
const inFlight = new Set<Promise<void>>();
/** Servers (instance ids) closing: their runs stop after the page being written and are marked failed. */
const stopping = new Set<number>();
export const waitForRegistryChecks = (instance: ServerInstance) => {
  stopping.add(instance.id);
  return Promise.allSettled([...inFlight]);
};
export const STOPPED_BY_SHUTDOWN = 'stopped: the server was shut down during the run';

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * A run left "running" by a server that is gone is marked failed: at once when it names its server
 * (that server's advisory lock is free, issue 26), otherwise after two minutes without a heartbeat.
 */
export async function markStaleRuns(db: Db, instance: ServerInstance) {
  const running = await db
    .select({ id: runs.id, instanceId: runs.instanceId })
    .from(runs)
    .where(eq(runs.status, 'running'));
  for (const run of running) {
    const gone = run.instanceId !== null && !(await instance.isAlive(run.instanceId));
    await db
      .update(runs)
      .set({ status: 'failed', finishedAt: sql`now()`, error: 'stale: the server stopped during the run' })
      .where(
        and(
          eq(runs.id, run.id),
          eq(runs.status, 'running'),
          gone ? undefined : lt(runs.heartbeatAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`),
        ),
      );
  }
}

/**
 * Starts a whole-registry check: one row "running" (the unique partial index refuses a second, 409),
 * audited, then the run goes on in the background; the caller gets the run id at once.
 */
export async function startRegistryCheck(
  db: Db,
  instance: ServerInstance,
  request: FastifyRequest,
  session: Session,
) {
  await markStaleRuns(db, instance);
  const runId = await db
    .transaction(async (tx) => {
      const [total] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`cancer_cases`)
        .where(sql`not is_deleted and current_notification_id is not null`);
      const [run] = await tx
        .insert(runs)
        .values({ status: 'running', startedBy: session.userId, total: total.n, instanceId: instance.id })
        .returning({ id: runs.id });
      await writeAudit(tx, request, {
        action: 'registryCheck.started',
        entity: 'registry_check_run',
        entityId: run.id,
        details: { total: total.n },
      });
      return run.id;
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw new AppError(409, 'registryCheck.running');
      throw err;
    });
  const run = runRegistryCheck(db, runId, session.userId, instance.id).finally(() => inFlight.delete(run));
  inFlight.add(run);
  return { runId };
}

/** The run itself: keyset pages of patients, results written per page, progress raised per page. */
async function runRegistryCheck(db: Db, runId: number, userId: number, instanceId: number) {
  const started = performance.now();
  try {
    // Partial rows of failed runs and rows a stopped server left: no report reads them.
    await deleteStaleResults(db);
    const ctx: QualityContext = { today: todayIso(), ...(await loadCodes(db)) };
    const tally = new RunTally();
    let done = 0;
    // Pipelined: while the database writes page N's results, page N+1 is read and checked here (the
    // write is started, not awaited, and its progress snapshot taken before the next check runs).
    // On PGlite's single connection the read simply queues behind the write's transaction.
    let rows = await casePage(db, 0, PAGE_PATIENTS);
    let page = checkPage(rows, ctx, tally);
    while (rows.length) {
      // A graceful stop is bounded (SHUTDOWN_TIMEOUT_SECONDS): the run ends cleanly, failed, between pages.
      if (stopping.has(instanceId)) throw new Error(STOPPED_BY_SHUTDOWN);
      done += rows.length;
      const afterPatient = rows[rows.length - 1].patientId;
      const progress = { done, counts: tally.counts(), messages: [...tally.messages] };
      const resultsOfPage = page;
      const write = db.transaction(async (tx) => {
        await writeResults(tx, runId, resultsOfPage);
        await tx
          .update(runs)
          .set({ ...progress, heartbeatAt: sql`now()` })
          .where(eq(runs.id, runId));
      });
      // Handled below by the await; this keeps a failed write from being an unhandled rejection meanwhile.
      write.catch(() => {});
      const next = await casePage(db, afterPatient, PAGE_PATIENTS).catch(async (err) => {
        await write;
        throw err;
      });
      const nextPage = checkPage(next, ctx, tally);
      await write;
      rows = next;
      page = nextPage;
    }
    // Children registered twice under two identities (issue 27): the pairs go to the reviewers' queue.
    const duplicates = await runDuplicatesPass(db);
    // Fresh statistics for the records list: a table just filled has none, and the planner then
    // joins every row of a big count before taking the first page (measured 5.5 s).
    await db.execute(sql`analyze registry_check_results`);
    await db.transaction(async (tx) => {
      await tx
        .update(runs)
        .set({
          status: 'finished',
          done,
          total: done,
          finishedAt: sql`now()`,
          counts: tally.counts(),
          messages: tally.messages,
        })
        .where(eq(runs.id, runId));
      // Only the latest report is kept: older runs, finished or failed, would only grow the tables.
      await tx.delete(runs).where(lt(runs.id, runId));
      await writeAudit(tx, null, {
        action: 'registryCheck.finished',
        userId,
        entity: 'registry_check_run',
        entityId: runId,
        details: { records: done, duplicates },
      });
    });
    recordJobRun('registry_check', 'succeeded', (performance.now() - started) / 1000);
  } catch (err) {
    recordJobRun('registry_check', 'failed', (performance.now() - started) / 1000);
    await db
      .update(runs)
      .set({ status: 'failed', finishedAt: sql`now()`, error: String(err).slice(0, 500) })
      .where(eq(runs.id, runId))
      .catch(() => {});
  }
  // The older runs' rows (and a failed run's partial ones) go once the report is out: the new report
  // opens at once, and the delete of the last run's rows is not part of the check's time.
  await deleteStaleResults(db).catch(() => {});
}

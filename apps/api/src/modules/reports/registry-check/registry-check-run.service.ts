import {
  emptyNotification,
  MULTIPLE_PRIMARIES_CHECK,
  multiplePrimaryFindings,
  type Notification,
  type PatientTumour,
  parseMorphology,
  type QualityContext,
  qualityChecksOf,
  type RegistryCheckCount,
  type RegistryCheckSeverity,
  type Session,
  todayIso,
} from '@registry/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import { type registryCheckFindings as findings, registryCheckRuns as runs } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { loadCodes } from './registry-check-codes';

/** Patients per page: their cases are read together, so the multiple-primary pass sees them all. */
const PAGE_PATIENTS = 1000;
/** A running run whose heartbeat is this old was left by a server that stopped. */
const STALE_AFTER_SECONDS = 120;

type CaseRow = { case_id: number; patient_id: number; notification_id: number; data: Notification };
type Finding = Omit<typeof findings.$inferInsert, 'runId'>;

/** The runs of this process, so that closing the server waits for them instead of cutting a write. */
const inFlight = new Set<Promise<void>>();
export const waitForRegistryChecks = () => Promise.allSettled([...inFlight]);

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** A run left "running" by a stopped server (no heartbeat for two minutes) is marked failed. */
export async function markStaleRuns(db: Db) {
  await db
    .update(runs)
    .set({ status: 'failed', finishedAt: sql`now()`, error: 'stale: the server stopped during the run' })
    .where(
      and(
        eq(runs.status, 'running'),
        lt(runs.heartbeatAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`),
      ),
    );
}

/**
 * Starts a whole-registry check: one row "running" (the unique partial index refuses a second, 409),
 * audited, then the run goes on in the background; the caller gets the run id at once.
 */
export async function startRegistryCheck(db: Db, request: FastifyRequest, session: Session) {
  await markStaleRuns(db);
  const runId = await db
    .transaction(async (tx) => {
      const [total] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`cancer_cases`)
        .where(sql`not is_deleted and current_notification_id is not null`);
      const [run] = await tx
        .insert(runs)
        .values({ status: 'running', startedBy: session.userId, total: total.n })
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
  const run = runRegistryCheck(db, runId, session.userId).finally(() => inFlight.delete(run));
  inFlight.add(run);
  return { runId };
}

async function casePage(db: Db, afterPatient: number): Promise<CaseRow[]> {
  const result = await db.execute(sql`
    select c.id as case_id, c.patient_id, n.id as notification_id, n.data
    from cancer_cases c join cancer_notifications n on n.id = c.current_notification_id
    where not c.is_deleted and c.patient_id in (
      select distinct patient_id from cancer_cases
      where not is_deleted and current_notification_id is not null and patient_id > ${afterPatient}
      order by patient_id limit ${PAGE_PATIENTS})
    order by c.patient_id, c.id`);
  return (result as unknown as { rows: CaseRow[] }).rows;
}

const EMPTY = emptyNotification() as unknown as Record<string, unknown>;

/**
 * A stored record with every section the checks read: records written in bulk (the data generator)
 * or before a section existed may lack one, and one such record must not fail the whole run.
 */
function withSections(data: Notification): Notification {
  const stored = data as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...stored };
  for (const [key, empty] of Object.entries(EMPTY)) {
    const value = stored[key];
    if (empty && typeof empty === 'object' && !Array.isArray(empty))
      out[key] = { ...(empty as object), ...(value && typeof value === 'object' ? value : {}) };
    else if (value === undefined) out[key] = empty;
  }
  return out as Notification;
}

/** The findings of one page: every consistency check of each record, and the multiple-primary pass. */
export function checkPage(rows: readonly CaseRow[], ctx: QualityContext, counts: Map<string, number>) {
  const out: Finding[] = [];
  const add = (
    checkId: string,
    severity: RegistryCheckSeverity,
    row: CaseRow,
    messageKey: string,
    params: Record<string, string | number> = {},
  ) => {
    const key = `${checkId}\t${severity}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (severity !== 'OK')
      out.push({
        checkId,
        severity,
        notificationId: row.notification_id,
        caseId: row.case_id,
        messageKey,
        params,
      });
  };
  const byPatient = new Map<number, { row: CaseRow; tumour: PatientTumour | null }[]>();
  for (const stored of rows) {
    const row = { ...stored, data: withSections(stored.data) };
    for (const check of qualityChecksOf(row.data, ctx))
      add(check.checkId, check.severity, row, check.messageKey, check.params);
    const { topologicCodeId } = row.data.cancerDiagnostic;
    const { morphologyCodeId } = row.data.cancerMorphology;
    const topography = topologicCodeId === null ? null : ctx.codeOf('topography', topologicCodeId);
    const morphology =
      morphologyCodeId === null ? null : parseMorphology(ctx.codeOf('morphology', morphologyCodeId));
    const tumour =
      topography && morphology ? { caseId: row.case_id, topography, histology: morphology.histology } : null;
    const list = byPatient.get(row.patient_id) ?? [];
    list.push({ row, tumour });
    byPatient.set(row.patient_id, list);
  }
  for (const cases of byPatient.values()) {
    const tumours = cases.flatMap((c) => (c.tumour ? [c.tumour] : []));
    const verdicts = new Map(multiplePrimaryFindings(tumours).map((f) => [f.caseId, f]));
    for (const { row } of cases) {
      const f = verdicts.get(row.case_id);
      const other = cases.find((c) => c.row.case_id === f?.otherCaseId)?.row.notification_id;
      const params: Record<string, number> = other === undefined ? {} : { otherNotificationId: other };
      if (f) add(MULTIPLE_PRIMARIES_CHECK, f.severity, row, `multiplePrimaries.${f.messageKey}`, params);
      else add(MULTIPLE_PRIMARIES_CHECK, 'Missing', row, 'multiplePrimaries.noCodes');
    }
  }
  return out;
}

/** Findings per INSERT: one JSON parameter each, so the size is bounded by memory, not by bind parameters. */
const FINDINGS_PER_INSERT = 20_000;

/**
 * The findings of a page as one JSON parameter unpacked by jsonb_to_recordset: measured on the generated
 * registry, 8000 findings took 2.3–2.9 s as a multi-row VALUES of 16 000 bind parameters per 2000 rows,
 * and 0.6 s this way (the parse and bind of huge statements was the cost, not the writing).
 */
async function insertFindings(tx: Tx, runId: number, page: readonly Finding[]) {
  if (!page.length) return;
  const json = JSON.stringify(
    page.map((f) => ({
      c: f.checkId,
      s: f.severity,
      n: f.notificationId,
      k: f.caseId,
      m: f.messageKey,
      p: f.params ?? {},
    })),
  );
  await tx.execute(sql`
    insert into registry_check_findings (run_id, check_id, severity, notification_id, case_id, message_key, params)
    select ${runId}, r.c, r.s, r.n, r.k, r.m, r.p
    from jsonb_to_recordset(${json}::jsonb) as r(c varchar, s varchar, n integer, k integer, m varchar, p jsonb)`);
}

const countsOf = (counts: Map<string, number>): RegistryCheckCount[] =>
  [...counts].map(([key, count]) => {
    const [checkId, severity] = key.split('\t');
    return { checkId, severity: severity as RegistryCheckSeverity, count };
  });

/** The run itself: keyset pages of patients, findings written per page, progress raised per page. */
async function runRegistryCheck(db: Db, runId: number, userId: number) {
  try {
    const ctx: QualityContext = { today: todayIso(), codeOf: await loadCodes(db) };
    const counts = new Map<string, number>();
    let done = 0;
    // Pipelined: while the database writes page N's findings, page N+1 is read and checked here (the
    // write is started, not awaited, and its progress snapshot taken before the next check runs).
    // On PGlite's single connection the read simply queues behind the write's transaction.
    let rows = await casePage(db, 0);
    let page = checkPage(rows, ctx, counts);
    while (rows.length) {
      done += rows.length;
      const afterPatient = rows[rows.length - 1].patient_id;
      const progress = { done, counts: countsOf(counts) };
      const findingsOfPage = page;
      const write = db.transaction(async (tx) => {
        for (let i = 0; i < findingsOfPage.length; i += FINDINGS_PER_INSERT)
          await insertFindings(tx, runId, findingsOfPage.slice(i, i + FINDINGS_PER_INSERT));
        await tx
          .update(runs)
          .set({ ...progress, heartbeatAt: sql`now()` })
          .where(eq(runs.id, runId));
      });
      // Handled below by the await; this keeps a failed write from being an unhandled rejection meanwhile.
      write.catch(() => {});
      const next = await casePage(db, afterPatient).catch(async (err) => {
        await write;
        throw err;
      });
      const nextPage = checkPage(next, ctx, counts);
      await write;
      rows = next;
      page = nextPage;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(runs)
        .set({ status: 'finished', done, total: done, finishedAt: sql`now()`, counts: countsOf(counts) })
        .where(eq(runs.id, runId));
      // Only the latest finished report is kept: older runs' findings would only grow the table.
      await tx.delete(runs).where(and(eq(runs.status, 'finished'), lt(runs.id, runId)));
      await writeAudit(tx, null, {
        action: 'registryCheck.finished',
        userId,
        entity: 'registry_check_run',
        entityId: runId,
        details: { records: done },
      });
    });
  } catch (err) {
    await db
      .update(runs)
      .set({ status: 'failed', finishedAt: sql`now()`, error: String(err).slice(0, 500) })
      .where(eq(runs.id, runId))
      .catch(() => {});
  }
}

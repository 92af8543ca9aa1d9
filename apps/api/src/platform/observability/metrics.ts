import client from 'prom-client';

/**
 * The Prometheus metrics of one API process (issue 26 item 4), scraped at `/metrics`. One registry per
 * process: a server is one process, and the helpers below are plain functions any module may call
 * without a handle. Labels are closed sets (route patterns, job names, outcomes), never ids or text a
 * client sent, so no series carries patient data and the number of series stays bounded.
 */
export const metricsRegistry = new client.Registry();

// process_* and nodejs_* of prom-client: CPU, memory, GC, handles and the event-loop delay
// (nodejs_eventloop_lag_{seconds,p50,p90,p99,…}_seconds, sampled by perf_hooks every 10 ms).
client.collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 10 });

const requestDuration = new client.Histogram({
  name: 'registry_http_request_duration_seconds',
  help: 'Time from the request arriving to the answer sent, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** `route` is the pattern the router matched (`/api/patient/:id`), `unmatched` for a 404 of an unknown path. */
export function observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
  requestDuration.observe({ method, route: route ?? 'unmatched', status: String(status) }, seconds);
}

/** Background and bulk work: the whole-registry check, the two imports, the upload upkeep. */
export type JobName =
  | 'registry_check'
  | 'notification_import'
  | 'vital_status_import'
  | 'upload_recovery'
  | 'upload_sweep'
  | (string & {});
/** `succeeded`: done; `refused`: the input was wrong and nothing was written (an import's error workbook); `failed`: an error. */
export type JobOutcome = 'succeeded' | 'refused' | 'failed';

const jobRuns = new client.Counter({
  name: 'registry_job_runs_total',
  help: 'Runs of background and bulk jobs that ended, by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});
const jobDuration = new client.Histogram({
  name: 'registry_job_duration_seconds',
  help: 'Duration of background and bulk jobs, by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900, 3600],
  registers: [metricsRegistry],
});

/** Counts one ended run of a job and its duration. Call it where the job ends, whatever the outcome. */
export function recordJobRun(name: JobName, outcome: JobOutcome, seconds: number) {
  jobRuns.inc({ job: name, outcome });
  jobDuration.observe({ job: name, outcome }, seconds);
}

/** Runs `work` as job `name`: its outcome is `classify(result)` (default succeeded), `failed` when it throws. */
export async function timeJob<T>(
  name: JobName,
  work: () => Promise<T>,
  classify: (result: T) => JobOutcome = () => 'succeeded',
): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    recordJobRun(name, classify(result), (performance.now() - started) / 1000);
    return result;
  } catch (err) {
    recordJobRun(name, 'failed', (performance.now() - started) / 1000);
    throw err;
  }
}

const importRows = new client.Counter({
  name: 'registry_import_rows_total',
  help: 'Rows of import files: written (imported) or refused in the error workbook (error), by import kind',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

export function recordImportRows(
  kind: 'notification' | 'vital_status',
  outcome: 'imported' | 'error',
  rows: number,
) {
  importRows.inc({ kind, outcome }, rows);
}

const signInFailures = new client.Counter({
  name: 'registry_sign_in_failures_total',
  help: 'Refused sign-ins, by reason (wrong_credentials, not_confirmed, two_fa_failed, throttled)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export function recordSignInFailure(
  reason: 'wrong_credentials' | 'not_confirmed' | 'two_fa_failed' | 'throttled',
) {
  signInFailures.inc({ reason });
}

/** What the database layer tells about its connections (db/client.ts `connections()`). */
export type ConnectionStats = { total: number; idle: number; waiting: number };
export type DatabaseProbe = {
  kind: string;
  connections: () => ConnectionStats;
  ping: () => Promise<unknown>;
};

const PING_TIMEOUT_SECONDS = 2;
/** The databases of the apps running in this process: the gauges read the newest still open. */
const probes: DatabaseProbe[] = [];
const currentProbe = () => probes.at(-1) ?? null;

/** Reads `database` at each scrape until the returned `forget` is called (when its app closes). */
export function observeDatabase(database: DatabaseProbe) {
  probes.push(database);
  return () => {
    const at = probes.indexOf(database);
    if (at >= 0) probes.splice(at, 1);
  };
}

new client.Gauge({
  name: 'registry_db_pool_connections',
  help: 'Database connections by state: total open, idle, and waiting (callers queued for a connection)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const probe = currentProbe();
    if (!probe) return;
    const stats = probe.connections();
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

new client.Gauge({
  name: 'registry_db_ping_seconds',
  help: `Time of a "select 1" taken at scrape time (queueing included; ${PING_TIMEOUT_SECONDS} when it did not answer in time)`,
  registers: [metricsRegistry],
  async collect() {
    const probe = currentProbe();
    if (!probe) return;
    const started = performance.now();
    const timedOut = await Promise.race([
      probe.ping().then(
        () => false,
        () => true,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, PING_TIMEOUT_SECONDS * 1000, true).unref()),
    ]);
    this.set(timedOut ? PING_TIMEOUT_SECONDS : (performance.now() - started) / 1000);
  },
});

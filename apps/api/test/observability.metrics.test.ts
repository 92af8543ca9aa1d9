import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestServer, type TestServer } from './harness';
import {
  completedRow,
  goodRows,
  importCalls,
  NOTIFICATIONS,
  notificationHeaders,
  toCells,
  xlsx,
} from './import-fixtures';
import { CNP_BOY, CNP_GIRL } from './notification-fixtures';

/** Issue 26 item 4: Prometheus metrics at /metrics, read with the METRICS_TOKEN, found after real calls. */
const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
let s: TestServer;
const t: Record<string, string> = {};
const { upload } = importCalls(() => s);

async function scrape(token: string | null = METRICS_TOKEN) {
  const res = await fetch(`${s.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** The value of one series (`name{labels}`), labels given in any order; null when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return null;
}

beforeAll(async () => {
  s = await startTestServer({ METRICS_TOKEN });
  for (const who of ['superadmin', 'reporter', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
}, 60_000);
afterAll(() => s?.close());

describe('who may read /metrics', () => {
  it('only a caller with the METRICS_TOKEN: 401 without it, with another, or with a user token', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('x'.repeat(METRICS_TOKEN.length))).status).toBe(401);
    expect((await scrape(t.superadmin)).status).toBe(401);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toContain('text/plain');
  });

  it('is open without a token in development and tests only (production requires one: config.test)', async () => {
    const open = await startTestServer();
    try {
      expect((await fetch(`${open.url}/metrics`)).status).toBe(200);
    } finally {
      await open.close();
    }
    // A second server (a fresh database migrated and seeded) can take over 30 s on a loaded CI machine.
    // Left to time out, it would finish starting during the next tests and the gauges would read its
    // pool instead of this file's server (CI saw both fail that way).
  }, 120_000);
});

describe('series after real calls', () => {
  it('request durations by route pattern and status, never the raw URL', async () => {
    await s.request('GET', `/api/cancer-notification/check-identifier/${CNP_BOY}`, { token: t.reporter });
    await s.request('GET', '/api/patient/987654', { token: t.reporter });
    const { text } = await scrape();
    const lookup = {
      method: 'GET',
      route: '/api/cancer-notification/check-identifier/:identifier',
      status: '200',
    };
    expect(value(text, 'registry_http_request_duration_seconds_count', lookup)).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'registry_http_request_duration_seconds_bucket', { ...lookup, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'registry_http_request_duration_seconds_count', { route: '/api/patient/:id' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'registry_http_request_duration_seconds_count', {
        route: '/api/identity/login',
        status: '200',
      }),
    ).toBe(3);
    expect(text).not.toContain(CNP_BOY);
    expect(text).not.toContain('987654');
  });

  it('sign-in failures by reason', async () => {
    const before =
      value((await scrape()).text, 'registry_sign_in_failures_total', { reason: 'wrong_credentials' }) ?? 0;
    await s.request('POST', '/api/identity/login', {
      body: { email: 'reviewer@demo.local', password: 'Wrong#Pass1' },
    });
    await s.request('POST', '/api/identity/login', {
      body: { email: 'nobody@demo.local', password: 'Wrong#Pass1' },
    });
    const after = value((await scrape()).text, 'registry_sign_in_failures_total', {
      reason: 'wrong_credentials',
    });
    expect(after).toBe(before + 2);
  });

  it('job runs and durations: the upload recovery at start and a whole-registry check', async () => {
    const started = await s.request('POST', '/api/registry-check', { token: t.reviewer });
    expect(started.status).toBe(202);
    await eventually(async () => {
      const res = await s.request('GET', '/api/registry-check/latest', { token: t.reviewer });
      return res.body.latest?.status === 'finished' ? true : null;
    }, 20_000);
    const { text } = await scrape();
    const check = { job: 'registry_check', outcome: 'succeeded' };
    expect(value(text, 'registry_job_runs_total', check)).toBe(1);
    expect(value(text, 'registry_job_duration_seconds_count', check)).toBe(1);
    expect(value(text, 'registry_job_duration_seconds_sum', check)).toBeGreaterThan(0);
    expect(
      value(text, 'registry_job_runs_total', { job: 'upload_recovery', outcome: 'succeeded' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('imports: a refused file counts its error rows, an imported one its written rows', async () => {
    const bad = await xlsx(notificationHeaders, [
      toCells(completedRow({ identifier: CNP_GIRL, morphology: 'nonsense' })),
    ]);
    // The answer's code in the message: one CI run on PostgreSQL got a 400 here that no rerun repeats.
    const refused = await upload(NOTIFICATIONS, t.superadmin, ['bad.xlsx', bad]);
    expect(refused.status, JSON.stringify(refused.json)).toBe(200);
    const good = await xlsx(notificationHeaders, goodRows().map(toCells));
    const imported = await upload(NOTIFICATIONS, t.superadmin, ['good.xlsx', good]);
    expect(imported.status).toBe(204);
    const { text } = await scrape();
    expect(value(text, 'registry_import_rows_total', { kind: 'notification', outcome: 'error' })).toBe(1);
    expect(value(text, 'registry_import_rows_total', { kind: 'notification', outcome: 'imported' })).toBe(
      Number(imported.headers.get('x-imported-count')),
    );
    expect(value(text, 'registry_job_runs_total', { job: 'notification_import', outcome: 'refused' })).toBe(
      1,
    );
    expect(value(text, 'registry_job_runs_total', { job: 'notification_import', outcome: 'succeeded' })).toBe(
      1,
    );
  });

  it('the event-loop delay and the database ping', async () => {
    const { text } = await scrape();
    expect(value(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(value(text, 'registry_db_ping_seconds')).toBeGreaterThan(0);
    expect(value(text, 'registry_db_ping_seconds')).toBeLessThan(2);
  });

  it('the connections: total and idle, and callers waiting while every connection is busy', async () => {
    const idle = await scrape();
    const total = value(idle.text, 'registry_db_pool_connections', { state: 'total' }) ?? 0;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(value(idle.text, 'registry_db_pool_connections', { state: 'waiting' })).toBe(0);
    // More transactions than connections (PGlite has one, the pool ten), each holding its connection
    // while the event loop runs on (as a request's transaction does between statements): the rest wait.
    const sleepers = Array.from({ length: 12 }, () =>
      s.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((r) => setTimeout(r, 300));
      }),
    );
    await new Promise((r) => setTimeout(r, 100));
    const busy = await scrape();
    await Promise.all(sleepers);
    expect(value(busy.text, 'registry_db_pool_connections', { state: 'waiting' })).toBeGreaterThan(0);
    expect(value(busy.text, 'registry_db_pool_connections', { state: 'idle' })).toBe(0);
  });
});

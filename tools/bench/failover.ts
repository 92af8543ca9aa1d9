// Two API servers on one PostgreSQL behind HAProxy (deploy/haproxy.cfg), a load mix, one server
// killed with kill -9 half-way (issue 26), then a rolling restart (it comes back, the other gets
// SIGTERM). Prints requests, failures, writes lost and time to recover with the load average and
// CPU; exits 1 when an acknowledged write is lost, a client got no answer, a request that is safe to
// replay failed, a replayed save was written twice, or anything failed during the rolling restart.
// Every call carries an Idempotency-Key, as the web's do. Run by .ci/run.
// Run: npm run bench -- failover   (BENCH_FAILOVER_SECONDS, BENCH_FAILOVER_CLIENTS, BENCH_DATABASE_URL)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cnpCheckDigit } from '@registry/domain';
import pg from 'pg';
import { apiRoot, cpuSecondsOf, percentile, startServerProcess } from './bench-server';

const seconds = Number(process.env.BENCH_FAILOVER_SECONDS ?? 20);
const clients = Number(process.env.BENCH_FAILOVER_CLIENTS ?? 8);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '../..');

if (spawnSync('haproxy', ['-v']).status !== 0) {
  console.error('failover: HAProxy is not installed (Debian: apt-get install haproxy)');
  process.exit(2);
}

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** deploy/haproxy.cfg as operators use it, listening on `port` and sending to `servers`. */
function proxyConfig(port: number, servers: string[]) {
  let n = 0;
  return fs
    .readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
    .replace(/^(\s*)bind \S+$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^(\s*)server (api\d+) \S+/gm, (_, indent, name) => `${indent}server ${name} ${servers[n++]}`);
}

/** A valid CNP per n: each save is a new patient. */
function cnp(n: number) {
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
  const first12 =
    `5${String(10 + (Math.floor(n / 336) % 10)).padStart(2, '0')}${month}${day}40${String(n % 1000).padStart(3, '0')}`.slice(
      0,
      12,
    );
  return first12 + cnpCheckDigit(first12);
}

type Kind = 'sign-in' | 'list' | 'save';
type Outcome = {
  kind: Kind;
  start: number;
  end: number;
  status: number | string;
  id?: number;
  identifier?: string;
  key?: string;
};

const database = `failover_${Date.now()}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${database}`;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-failover-files-'));

// Built once before the servers start (two starts would otherwise both build the same files).
const builder = path.join(apiRoot, 'tools/build-api.mjs');
if (fs.existsSync(builder))
  await (
    (await import(pathToFileURL(builder).href)) as { ensureApiBuild: () => Promise<string> }
  ).ensureApiBuild();
// Both servers start at once, as in a deploy: migrations and the seed run one at a time under a lock.
// One JWT secret for all: a token signed by one server is checked by the other.
const jwtSecret = randomBytes(32).toString('hex');
// As docs/operations/several-servers.md says: a stopping server drains for fall 2 × inter 1 s + 1 s.
const serverEnv = { FILES_DIR: filesDir, JWT_SECRET: jwtSecret, SHUTDOWN_DRAIN_SECONDS: '3' };
const servers = await Promise.all([0, 1].map(() => startServerProcess(url.toString(), serverEnv)));
const proxyPort = await freePort();
const cfg = path.join(filesDir, 'haproxy.cfg');
fs.writeFileSync(
  cfg,
  proxyConfig(
    proxyPort,
    servers.map((s) => s.base.replace('http://', '')),
  ),
);
const proxy = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'pipe'] });
// HAProxy's own word on which servers it sends to ("Server api/api1 is UP"), passed on to stderr.
let proxyLog = '';
proxy.stderr?.on('data', (d: Buffer) => {
  proxyLog += d;
  process.stderr.write(d);
});
const base = `http://127.0.0.1:${proxyPort}`;
// Until both servers are checked up (rise 2, inter 1s).
for (
  let i = 0;
  i < 100 &&
  !(await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  ));
  i++
)
  await new Promise((r) => setTimeout(r, 100));
await new Promise((r) => setTimeout(r, 2500));

// Every call with a JSON body carries its own Idempotency-Key, as the web sends them (sign-ins and
// list searches too): the proxy may replay it on the other server.
const post = async (route: string, body: unknown, token?: string) => {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : null };
};
const signIn = () => post('/api/identity/login', { email: 'reporter@demo.local', password: 'Registru#2026' });

const outcomes: Outcome[] = [];
let saves = 0;
const started = performance.now();
const now = () => performance.now() - started;
const cpuBefore = servers.map((s) => cpuSecondsOf(s.pid));
const haproxyCpuBefore = cpuSecondsOf(proxy.pid as number);
let killedCpu = 0;
let killAt = Number.NaN;
let sigtermAt = Number.NaN;
let loadRunning = true;

async function client(c: number) {
  let token = (await signIn()).body?.accessToken as string;
  for (let i = 0; loadRunning; i++) {
    const pick = (c + i) % 10;
    const kind: Kind = pick === 0 ? 'sign-in' : pick < 4 ? 'save' : 'list';
    const start = now();
    const outcome: Outcome = { kind, start, end: 0, status: 0 };
    try {
      if (kind === 'sign-in') {
        const res = await signIn();
        outcome.status = res.status;
        if (res.status === 200) token = res.body.accessToken;
      } else if (kind === 'list') {
        outcome.status = (await post('/api/cancer-notification/filter', { take: 8, skip: 0 }, token)).status;
      } else {
        const identifier = cnp(saves++);
        outcome.identifier = identifier;
        const res = await post(
          '/api/cancer-notification/',
          {
            id: 0,
            version: 0,
            status: 1,
            diagnosticReportingReasonId: 1,
            patientDetails: {
              identifier,
              firstName: 'Ion',
              lastName: 'Failover',
              countyId: 127,
              cityId: 54975,
            },
            notificationOverview: { reportingUnitId: 1 },
          },
          token,
        );
        outcome.status = res.status;
        outcome.id = res.body?.id;
        outcome.key = res.body?.key;
      }
    } catch (err) {
      // No answer at all: what the proxy must never let happen.
      outcome.status = String(((err as Error).cause as { code?: string })?.code ?? (err as Error).message);
    }
    outcome.end = now();
    outcomes.push(outcome);
  }
}

const load = Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Round 1, a server dies: kill -9 half-way through the first `seconds`.
await sleep((seconds * 1000) / 2);
killedCpu = cpuSecondsOf(servers[0].pid) - cpuBefore[0];
killAt = now();
servers[0].child.kill('SIGKILL');
await sleep((seconds * 1000) / 2);

// Round 2, a rolling restart: the dead server comes back on its port, and once the proxy has it up
// again (rise 2 × inter 1 s) the other one is stopped with SIGTERM. Nothing may fail here.
const upBefore = proxyLog.split('api/api1 is UP').length;
const restarted = await startServerProcess(url.toString(), {
  ...serverEnv,
  PORT: servers[0].base.split(':')[2],
});
// Until HAProxy has it up again (its checks, not a fixed sleep: they run late on a loaded machine).
for (let i = 0; i < 300 && proxyLog.split('api/api1 is UP').length === upBefore; i++) await sleep(100);
await sleep(500);
const survivorCpu = cpuSecondsOf(servers[1].pid) - cpuBefore[1];
const stopped = new Promise<number | null>((r) => servers[1].child.once('exit', (code) => r(code)));
sigtermAt = now();
servers[1].child.kill('SIGTERM');
// The drain (3 s) and the stop, with the load still running.
await sleep(6000);
loadRunning = false;
await load;
const sigtermExit = await stopped;
const wall = now() / 1000;
const haproxyCpu = cpuSecondsOf(proxy.pid as number) - haproxyCpuBefore;

// Every acknowledged save must be in the database.
const acknowledged = outcomes.filter((o) => o.kind === 'save' && o.status === 200 && o.id).map((o) => o.id!);
const check = new pg.Client({ connectionString: url.toString() });
await check.connect();
const { rows } = await check.query('select id from cancer_notifications where id = any($1::int[])', [
  acknowledged,
]);
// A replayed save is written once: no child of the load has two records.
const twice =
  await check.query(`select count(*)::int as n from (select p.identifier from cancer_notifications n
  join patients p on p.id = n.patient_id where p.last_name = 'Failover' group by 1 having count(*) > 1) d`);
// A repeat told "already sent" (409 errors.requestRepeated) must have been written by its first attempt.
const repeated = outcomes.filter((o) => o.kind === 'save' && o.key === 'errors.requestRepeated');
const written = await check.query(
  `select count(distinct p.identifier)::int as n from cancer_notifications n join patients p on p.id = n.patient_id
   where p.identifier = any($1::text[])`,
  [repeated.map((o) => o.identifier)],
);
await check.end();
const repeatedUnwritten = repeated.length - Number(written.rows[0].n);
const lost = acknowledged.length - rows.length;
const writtenTwice = Number(twice.rows[0].n);

const ok = (o: Outcome) => typeof o.status === 'number' && o.status >= 200 && o.status < 300;
const unanswered = outcomes.filter((o) => typeof o.status === 'string');
const failed = outcomes.filter((o) => !ok(o));
const failedReplayable = failed.filter((o) => o.kind === 'list');
const killRound = failed.filter((o) => o.start < sigtermAt - 3000);
const lastFailure = Math.max(killAt, ...killRound.map((o) => o.end));
// Requests sent from the restarted server's start to the end: the rolling restart must drop none.
const rolling = outcomes.filter((o) => o.start >= sigtermAt - 3000);
const failedRolling = rolling.filter((o) => !ok(o));
const afterKill = outcomes
  .filter((o) => o.start >= killAt && o.start < killAt + 5000)
  .map((o) => o.end - o.start);
const byKind = (kind: Kind) => {
  const all = outcomes.filter((o) => o.kind === kind);
  const bad = all.filter((o) => !ok(o));
  const statuses = [...new Set(bad.map((o) => o.status))].join(', ');
  return `${kind.padEnd(8)} ${String(all.length).padStart(6)} requests  ${String(bad.length).padStart(3)} failed${statuses ? ` (${statuses})` : ''}`;
};

console.log(
  `failover: 2 API servers + HAProxy ${spawnSync('haproxy', ['-v']).stdout.toString().split(' ')[2]}, ${clients} clients; server 1 killed (SIGKILL) at ${(killAt / 1000).toFixed(1)} s, started again, server 2 stopped (SIGTERM) at ${(sigtermAt / 1000).toFixed(1)} s`,
);
for (const kind of ['sign-in', 'list', 'save'] as const) console.log(`  ${byKind(kind)}`);
console.log(
  `  total    ${String(outcomes.length).padStart(6)} requests  ${String(failed.length).padStart(3)} failed, ${unanswered.length} without an answer`,
);
console.log(
  `  writes   ${acknowledged.length} acknowledged, ${lost} lost, ${writtenTwice} written twice; ${repeated.length} repeats answered "already sent" (409), ${repeated.length - repeatedUnwritten} of them written`,
);
console.log(
  `  rolling restart (server 1 back, server 2 SIGTERM): ${rolling.length} requests, ${failedRolling.length} failed${failedRolling.length ? ` (${failedRolling.map((o) => `${o.kind} ${o.status} at ${((o.start - sigtermAt) / 1000).toFixed(2)} s`).join(', ')})` : ''}; server 2 exit code ${sigtermExit}`,
);
console.log(
  `  recovery ${((lastFailure - killAt) / 1000).toFixed(2)} s from the kill to the last request that failed because of it; latency in the 5 s after the kill: p95 ${percentile(
    [...afterKill].sort((a, b) => a - b),
    95,
  )?.toFixed(0)} ms, max ${Math.max(...afterKill).toFixed(0)} ms`,
);
console.log(
  `  wall ${wall.toFixed(1)} s; CPU: server 1 ${killedCpu.toFixed(1)} s (until killed), server 2 ${survivorCpu.toFixed(1)} s, haproxy ${haproxyCpu.toFixed(2)} s; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (${os.cpus().length} CPUs)`,
);

proxy.kill('SIGTERM');
await restarted.stop();
await servers[1].stop();
await servers[0].stop();
const drop = new pg.Client({ connectionString: adminUrl });
await drop.connect();
await drop.query(`drop database if exists ${database} with (force)`);
await drop.end();
fs.rmSync(filesDir, { recursive: true, force: true });

const problems = [
  lost > 0 && `${lost} acknowledged writes lost`,
  writtenTwice > 0 && `${writtenTwice} saves written twice`,
  repeatedUnwritten > 0 && `${repeatedUnwritten} saves answered "already sent" were not written`,
  unanswered.length > 0 && `${unanswered.length} requests without an answer`,
  failedRolling.length > 0 && `${failedRolling.length} requests failed during the rolling restart`,
  sigtermExit !== 0 && `the server stopped with SIGTERM exited ${sigtermExit}`,
  failedReplayable.length > 0 &&
    `${failedReplayable.length} list calls failed (the proxy should have retried them)`,
].filter(Boolean);
if (problems.length) {
  console.error(`failover: FAILED — ${problems.join('; ')}`);
  process.exit(1);
}

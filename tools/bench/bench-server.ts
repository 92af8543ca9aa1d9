import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemo } from '../../apps/api/src/db/seed/demo';
import { prepareReferenceData } from '../../apps/api/src/modules/dictionaries/import/run-import';

/**
 * A real server for a benchmark: a fresh PostgreSQL database (BENCH_DATABASE_URL, default the local
 * server's `test` database as the admin connection), migrated and seeded, listening on loopback.
 * `embedded`: an in-memory PGlite database instead (its CPU is then the server process's).
 */
/**
 * A fresh PostgreSQL database for a bench, on the server of BENCH_DATABASE_URL (default the local
 * `test` database as the admin connection); `drop` removes it, connections and all.
 */
export async function createBenchDatabase(prefix = 'bench') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function startBenchServer(options: { embedded?: boolean } = {}) {
  const fresh = options.embedded ? null : await createBenchDatabase();
  const url = fresh?.url ?? null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
    IDENTITY_RATE_LIMIT_PER_MINUTE: '100000',
    // One reporter saves hundreds of new children: their duplicate checks (issue 27) count as look-ups.
    PATIENT_LOOKUP_LIMIT: '100000',
    WEB_DIST_DIR: '/nonexistent',
  });
  const database = await openDatabase(url ? { url } : { dir: null });
  await database.migrate();
  await prepareReferenceData(database.db, undefined, { info: () => {} });
  const app = await buildApp({ config, database, logger: false });
  await seedDemo(app.context);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    database,
    signIn: (email: string) => signIn(base, email),
    async close() {
      await app.app.close();
      await database.close();
      await fresh?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Registru#2026' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarise(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `${label.padEnd(44)} n=${sorted.length}  median ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  max ${f(sorted[sorted.length - 1])}`;
}

/** The database `npm run generate` fills (a million notifications), for the benches that need its scale. */
export const generatedDatabaseUrl =
  process.env.BENCH_GENERATED_DATABASE_URL ??
  process.env.BENCH_LIST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/registry_bench_1m';

/**
 * Where the server a process bench runs comes from: this checkout, or BENCH_API_ROOT (another
 * checkout with its own node_modules, to measure a branch before it is merged).
 */
export const apiRoot = path.resolve(process.env.BENCH_API_ROOT ?? path.join(import.meta.dirname, '../..'));

/** Memory of a process from /proc: resident now, and the peak (VmHWM) since the last reset. */
export function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/**
 * CPU seconds `pid` has used (user + system, from /proc/<pid>/stat): on a machine other work shares,
 * the server's own cost, which wall time alone hides.
 */
export function cpuSecondsOf(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), so utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The peak resident memory of `pid` while `work` runs: VmHWM reset before (clear_refs 5), read after,
 * and VmRSS sampled every 20 ms in case the kernel refuses the reset.
 */
export async function measurePeak<T>(pid: number, work: () => Promise<T>) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // an older kernel or no permission: the samples alone then
  }
  const before = memoryOf(pid).rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 20);
  const started = performance.now();
  const cpuBefore = cpuSecondsOf(pid);
  try {
    const result = await work();
    const ms = performance.now() - started;
    peak = Math.max(peak, memoryOf(pid).hwm, memoryOf(pid).rss);
    return { result, ms, before, peak, cpu: cpuSecondsOf(pid) - cpuBefore };
  } finally {
    clearInterval(sampler);
  }
}

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * How `npm start` runs the server of `apiRoot`: its built JavaScript (tools/build-api.mjs, rebuilt
 * when stale) with the same node flags; a checkout from before that build existed runs on tsx.
 */
async function serverEntry(): Promise<string[]> {
  const builder = path.join(apiRoot, 'tools/build-api.mjs');
  if (!fs.existsSync(builder)) return ['--import', 'tsx', 'src/server.ts'];
  const { ensureApiBuild, serverNodeArgs } = (await import(pathToFileURL(builder).href)) as {
    ensureApiBuild: () => Promise<string>;
    serverNodeArgs?: string[];
  };
  return [...(serverNodeArgs ?? []), await ensureApiBuild()];
}

/**
 * The real server of `apiRoot`, started as `npm start` starts it, as a child process on `databaseUrl`,
 * so its memory is its own: migrated, demo accounts seeded, production settings, listening on loopback
 * (`databaseUrl` null: on the embedded database, in a fresh data directory).
 */
export async function startServerProcess(databaseUrl: string | null, extraEnv: Record<string, string> = {}) {
  // A server started again in a drill takes its old port (extraEnv.PORT): the proxy knows it there.
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-bench-server-'));
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server (e.g. --trace-gc, --max-old-space-size=…).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...(await serverEntry())], {
    cwd: path.join(apiRoot, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ALLOW_OUTBOX_IN_PRODUCTION: 'on',
      METRICS_TOKEN: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // null: the embedded PGlite database in DATA_DIR.
      DATABASE_URL: databaseUrl ?? undefined,
      DEMO_SEED: 'accounts',
      // Production seeds the demo accounts only under a password set on purpose: the benches sign in with it.
      DEMO_PASSWORD: 'Registru#2026',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      IDENTITY_RATE_LIMIT_PER_MINUTE: '100000',
      // One reporter saves hundreds of new children: their duplicate checks (issue 27) count as look-ups.
      PATIENT_LOOKUP_LIMIT: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || i > 1200) {
      await stop();
      throw new Error(`the server of ${apiRoot} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const signIn = async (email: string) => {
    const res = await fetch(`${base}/api/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Registru#2026' }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  return { pid: child.pid as number, base, signIn, stop, child };
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** The machine yardstick run.mjs measured before the bench (400 ms when run without it). */
export const benchYardstickMs = () => Number(process.env.BENCH_YARDSTICK_MS ?? 400);

/**
 * An absolute target on this machine (issue 41): as written where the machine yardstick `run.mjs`
 * printed is ≤ 450 ms, multiplied by yardstick / 400 ms above it (docs/benchmarks.md, "Reading a figure").
 */
export function scaledTarget(target: number): number {
  const yardstick = benchYardstickMs();
  return target * (yardstick > 450 ? yardstick / 400 : 1);
}

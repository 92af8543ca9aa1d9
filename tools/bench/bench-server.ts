import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemo } from '../../apps/api/src/db/seed/demo';
import { prepareReferenceData } from '../../apps/api/src/modules/dictionaries/import/run-import';

/**
 * A real server for a benchmark: a fresh PostgreSQL database (BENCH_DATABASE_URL, default the local
 * server's `test` database as the admin connection), migrated and seeded, listening on loopback.
 */
export async function startBenchServer() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    IDENTITY_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: '/nonexistent',
  });
  const database = await openDatabase({ url: url.toString() });
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
    async signIn(email: string) {
      const res = await fetch(`${base}/api/identity/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Registru#2026' }),
      });
      return ((await res.json()) as { accessToken: string }).accessToken;
    },
    async close() {
      await app.app.close();
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarise(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `${label.padEnd(44)} n=${sorted.length}  median ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  max ${f(sorted[sorted.length - 1])}`;
}

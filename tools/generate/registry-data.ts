// Fills a PostgreSQL database with a realistic synthetic registry (docs/generator.md): children with
// long-tailed Romanian names and valid CNPs, ICCC-3 groups and ages in childhood-cancer proportions,
// complete records with follow-ups, deaths, drafts and cases to review, and planted duplicates.
// Run: npm run generate -- --notifications 1000000 [--seed 1] [--database-url postgres://…/registry_bench_1m]
// The database is created if missing, migrated, given the reference starter set and the demo accounts.
// One transaction, set-based inserts with given ids, no row triggers (counts rebuilt once at the end)
// and no per-row foreign-key checks or index inserts (rebuilt once).
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { backendPid, generateInTransaction } from '../../apps/api/src/db/seed/generate/bulk-load';
import { execOf } from '../../apps/api/src/db/seed/generate/sql-rows';
import { prepareReferenceData } from '../../apps/api/src/modules/dictionaries/import/run-import';

const { values } = parseArgs({
  options: {
    notifications: { type: 'string', default: '1000000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/registry_bench_1m' },
    units: { type: 'string', default: '40' },
    seed: { type: 'string', default: '1' },
  },
});
const total = Number(values.notifications);
const unitCount = Number(values.units);
const url = new URL(values['database-url']!);
const seed = Number(values.seed);

async function ensureDatabase() {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const name = url.pathname.slice(1);
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await client.query(`create database ${name}`);
  await client.end();
}

await ensureDatabase();
const database = await openDatabase({ url: url.toString() });
await database.migrate();
await prepareReferenceData(database.db, undefined, { info: () => {} });
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const report = (label: string, rows: number | null | undefined, since: number) =>
  console.log(`${label.padEnd(40)} ${String(rows ?? '').padStart(9)} rows  ${seconds(since)}`);
const started = Date.now();
const q = execOf(database.db);

const existing = Number((await q('select count(*) from cancer_notifications')).rows[0].count);
if (existing >= total) {
  console.log(`already ${existing} notifications: nothing to do`);
} else {
  await generateInTransaction(database.db, { notifications: total, units: unitCount, seed, log: report });
  const t0 = Date.now();
  await q('vacuum analyze');
  report('vacuum analyze', null, t0);
}
/** CPU seconds of a local process from /proc (utime + stime, 100 ticks a second); null when not readable. */
const cpuOf = (pid: number) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / 100).toFixed(1);
  } catch {
    return null;
  }
};
const backendCpu = backendPid ? cpuOf(backendPid) : null;
const cpu = process.cpuUsage();
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const backend = backendCpu === null ? '' : `, database backend CPU ${backendCpu} s without parallel workers`;
console.log(
  `done in ${seconds(started)} (generator CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s${backend}, load ${load}): ${url.pathname.slice(1)}`,
);
await database.close();

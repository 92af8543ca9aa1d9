// The duplicate search at registry scale (issue 27), for `npm run bench -- duplicates`: the candidate
// search for one identity (p95 target < 50 ms), the registry check's duplicates pass over every patient
// (target < 2 min at 500,000) and the precision and recall of "probable" against the planted duplicates
// of the generated registry (`generated_duplicate_truth`, docs/generator.md). The database is migrated
// first (0041's keys); the pass writes its pairs into it, so point it at a copy:
// BENCH_DUPLICATES_DATABASE_URL (default: the generated database).
import os from 'node:os';
import { scorePair } from '@registry/domain';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import {
  findDuplicateCandidates,
  identityOf,
  rowsOf,
} from '../../apps/api/src/modules/duplicates/candidate-search.service';
import { runDuplicatesPass } from '../../apps/api/src/modules/duplicates/duplicates-pass.service';
import { generatedDatabaseUrl, summarise } from './bench-server';
import { benchHardSet } from './duplicates-hard-eval';
import { serverCpuSeconds } from './registry-check';

const url = process.env.BENCH_DUPLICATES_DATABASE_URL ?? generatedDatabaseUrl;
const SEARCHES = Number(process.env.BENCH_DUPLICATES_SEARCHES ?? 300);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const cpuSeconds = (u: NodeJS.CpuUsage) => ((u.user + u.system) / 1e6).toFixed(1);

// Issue 40 item 5: the hard set on each route, on databases of its own (BENCH_DUPLICATES_HARD_SIZES
// background children, comma separated; 0 skips it), then the generated registry as before
// (BENCH_DUPLICATES_GENERATED=0 skips it).
const hardSizes = (process.env.BENCH_DUPLICATES_HARD_SIZES ?? '300,10000,100000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
if (hardSizes.length)
  await benchHardSet(
    process.env.BENCH_DUPLICATES_HARD_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    hardSizes,
  );
if (process.env.BENCH_DUPLICATES_GENERATED === '0') process.exit(0);

const database = await openDatabase({ url });
const raw = new pg.Client({ connectionString: url });
await raw.connect();
try {
  await database.migrate();
  const { db } = database;
  const [{ patients }] = rowsOf<{ patients: number }>(
    await raw.query('select count(*)::int as patients from patients'),
  );
  console.log(`duplicates bench on ${url.replace(/.*\//, '')}: ${patients} patients, load ${load()}`);

  // 1. The candidate search for single identities: the planted duplicates (as a reporter would type
  // them) and as many random children.
  const sample = rowsOf<Record<string, unknown> & { id: number }>(
    await raw.query(
      `(select p.id, p.identifier, p.is_foreigner, p.first_name, p.last_name, p.gender_id, p.birthdate::text as birthdate, p.county_id, p.city_id
         from generated_duplicate_truth t join patients p on p.id = t.duplicate_patient_id order by random() limit $1)
       union all
       (select p.id, p.identifier, p.is_foreigner, p.first_name, p.last_name, p.gender_id, p.birthdate::text as birthdate, p.county_id, p.city_id
         from patients p tablesample system (1) limit $1)`,
      [SEARCHES / 2],
    ),
  );
  const times: number[] = [];
  const searchCpu = process.cpuUsage();
  for (const row of sample) {
    const identity = identityOf(row as Parameters<typeof identityOf>[0]);
    const started = performance.now();
    await findDuplicateCandidates(db, identity, identity.patientId);
    times.push(performance.now() - started);
  }
  console.log(summarise('candidate search, one identity', times));
  console.log(
    `  this process's CPU ${cpuSeconds(process.cpuUsage(searchCpu))} s for ${times.length} searches`,
  );

  // 2. The whole-registry pass, as the registry check runs it.
  await raw.query('delete from duplicate_pairs');
  const cpuBefore = process.cpuUsage();
  const serverBefore = await serverCpuSeconds(raw);
  const loadBefore = load();
  const started = performance.now();
  const result = await runDuplicatesPass(db);
  const seconds = (performance.now() - started) / 1000;
  const serverAfter = await serverCpuSeconds(raw);
  console.log(
    `duplicates pass: ${seconds.toFixed(1)} s wall, this process's CPU ${cpuSeconds(process.cpuUsage(cpuBefore))} s, ` +
      `PostgreSQL CPU ${serverBefore === null || serverAfter === null ? '?' : (serverAfter - serverBefore).toFixed(1)} s, ` +
      `load ${loadBefore} → ${load()}`,
  );
  console.log(
    `  ${result.candidates} blocked pairs scored: ${result.probable} probable, ${result.possible} possible`,
  );

  // 3. Precision and recall of "probable" against the planted pairs, and per kind of error.
  const truth = rowsOf<{ a: number; b: number; kinds: string[] }>(
    await raw.query(`select least(duplicate_patient_id, original_patient_id) as a,
      greatest(duplicate_patient_id, original_patient_id) as b, kinds from generated_duplicate_truth`),
  );
  const found = rowsOf<{ a: number; b: number; level: string }>(
    await raw.query('select patient_a_id as a, patient_b_id as b, level from duplicate_pairs'),
  );
  const key = (p: { a: number; b: number }) => `${p.a}-${p.b}`;
  const levels = new Map(found.map((p) => [key(p), p.level]));
  const planted = new Set(truth.map(key));
  const probable = found.filter((p) => p.level === 'probable');
  const hits = probable.filter((p) => planted.has(key(p))).length;
  const anyLevel = truth.filter((t) => levels.has(key(t))).length;
  console.log(
    `probable: precision ${(hits / Math.max(1, probable.length)).toFixed(3)} (${hits}/${probable.length}), ` +
      `recall ${(hits / truth.length).toFixed(3)} (${hits}/${truth.length}); ` +
      `probable or possible recall ${(anyLevel / truth.length).toFixed(3)}`,
  );
  const kinds = new Map<string, [number, number]>();
  for (const t of truth)
    for (const k of t.kinds) {
      const [n, hit] = kinds.get(k) ?? [0, 0];
      kinds.set(k, [n + 1, hit + (levels.get(key(t)) === 'probable' ? 1 : 0)]);
    }
  for (const [k, [n, hit]] of [...kinds].sort())
    console.log(`  ${k.padEnd(28)} recall ${(hit / n).toFixed(3)} (${hit}/${n})`);

  // What the misses and the false probable pairs look like, to judge the weights.
  if (process.env.BENCH_DUPLICATES_SHOW) {
    const show = async (a: number, b: number) => {
      const rows = rowsOf<Record<string, unknown>>(
        await raw.query(
          `select id, identifier, is_foreigner, first_name, last_name, gender_id, birthdate::text as birthdate, county_id, city_id from patients where id in ($1, $2) order by id`,
          [a, b],
        ),
      ).map((r) => identityOf(r as Parameters<typeof identityOf>[0]));
      return rows;
    };
    const misses = truth.filter((t) => levels.get(key(t)) !== 'probable').slice(0, 8);
    for (const m of misses)
      console.log('miss', m.kinds, JSON.stringify(await show(m.a, m.b)), levels.get(key(m)));
    const wrong = probable.filter((p) => !planted.has(key(p))).slice(0, 8);
    for (const p of wrong) {
      const [x, y] = await show(p.a, p.b);
      console.log(
        'false',
        JSON.stringify([x, y]),
        JSON.stringify(
          scorePair(x, y, {
            total: 1,
            lastName: new Map(),
            firstName: new Map(),
            birthdate: new Map(),
          }).reasons.map((r) => r.outcome),
        ),
      );
    }
  }
} finally {
  await raw.end();
  await database.close();
}

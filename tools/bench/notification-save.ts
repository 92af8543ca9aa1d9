// Save + reload of a complete notification over real HTTP on PostgreSQL (issue 6): median and p95,
// and (issue 25) the CPU each save + reload costs and the statements a save sends to the database.
// The server runs in this process first (timings, statements; its CPU figure includes the client's
// fetch, about 1 ms a call), then as a process of its own as in production, whose CPU alone is the
// target's figure: <= 12 ms of server CPU per save + reload at any registry size (issue 41; the median
// of blocks of 50 runs, /proc's ticks; scaled on a slow machine, bench-server.ts scaledTarget); exits 1 when missed
// on a quiet machine (load < 2). BENCH_SAVE_REGISTRY_URL runs that part beside a populated registry.
// Run: npm run bench -- notification-save   (BENCH_RUNS, BENCH_DATABASE_URL to change the defaults;
// BENCH_EMBEDDED=on: on an in-memory PGlite database, whose CPU is then part of the server's)
// BENCH_WARMUP (300) sets the server process's warm-up; BENCH_SHOW_BLOCKS=on prints each block of 50 runs.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { cnpCheckDigit } from '@registry/domain';
import pg from 'pg';
import { givenNameOf, surnameOf } from '../../apps/api/src/db/seed/generate/names';
import { createRandom } from '../../apps/api/src/db/seed/generate/random';
import {
  cpuSecondsOf,
  createBenchDatabase,
  scaledTarget,
  startBenchServer,
  startServerProcess,
  summarise,
} from './bench-server';

const runs = Math.max(50, Math.round(Number(process.env.BENCH_RUNS ?? 200) / 50) * 50);
// The server process's warm-up before its CPU is counted: what a server that has run for a while
// costs. With 10, the measured runs still paid V8's optimising compilations — the same server read
// 11–16 ms over 200 runs and 8–11 ms over 600 (04-12-2026). After 300, 200 and 600 measured runs
// read alike within the run-to-run spread (±2 ms).
const warmUp = Number(process.env.BENCH_WARMUP ?? 300);
const BLOCK = 50;

/** A valid boy's CNP born in 2015, distinct per n: a new patient (and case) each time. */
function cnp(n: number) {
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
  const first12 = `515${month}${day}40${String(n % 1000).padStart(3, '0')}`.slice(0, 12);
  return first12 + cnpCheckDigit(first12);
}

/**
 * The children's names as the realistic generator draws them (long-tailed: Popa and Popescu often,
 * thousands of others rarely). Each save looks for the child's possible duplicates by name: 200 boys
 * all named Ion Popescu made every save score all the earlier ones, ~1 ms a save and growing.
 */
const names = createRandom(2025, 3);

function completeNotification(identifier: string, reportingUnitId = 1) {
  return {
    id: 0,
    version: 0,
    status: 2,
    diagnosticReportingReasonId: 1,
    patientDetails: {
      identifier,
      firstName: givenNameOf(names, 'male'),
      lastName: surnameOf(names),
      countyId: 127,
      cityId: 54975,
    },
    notificationOverview: { reportingUnitId, lastContactDate: '2025-06-01', lastDoctor: 'Dr. Pop' },
    cancerDiagnostic: {
      diagnosticDate: '2024-03-10',
      clinicalStartDate: '2024-02-01',
      diagnosticExplanationId: 1,
      registrationBaseId: 8,
      tumorLocationId: 15, // endocrine glands, where C74.9 belongs
      topologicCodeId: 1749,
    },
    cancerMorphology: { behaviorId: 4, morphologyCodeId: 95003 },
    cancerHistopathology: {
      examinationDate: '2024-03-12',
      histoResult: 'Neuroblastom slab diferențiat, MYCN neamplificat.',
    },
    cancerTreatment: {
      hasChimio: true,
      chimioDate: '2024-03-20',
      therapeuticAgentsIds: [11, 12],
      therapeuticProtocolId: 3,
      transplantRecommendation: false,
      systemicTherapyRoleId: 1,
    },
    observation: 'Pacient urmărit în secția de oncologie pediatrică.',
  };
}

// Every statement the server sends (node-postgres's pool clients all share this prototype).
// BENCH_SHOW_STATEMENTS=on prints the statements of the last save and reload (what each sends, in order).
let statements = 0;
let shown: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
  if (process.env.BENCH_SHOW_STATEMENTS) shown.push(String(text).replace(/\s+/g, ' ').slice(0, 160));
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

type Headers = Record<string, string>;

/** Saves a new complete notification (the `i`th child); answers its id. */
async function saveOne(base: string, headers: Headers, i: number, unitId = 1) {
  const saved = await fetch(`${base}/api/cancer-notification/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(completeNotification(cnp(i), unitId)),
  });
  const body = (await saved.json()) as { id: number };
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${JSON.stringify(body)}`);
  return body.id;
}

async function reloadOne(base: string, headers: Headers, id: number) {
  const read = await fetch(`${base}/api/cancer-notification/${id}`, { headers });
  await read.json();
}

/**
 * The same saves and reloads against the server as a process of its own (production mode, a fresh
 * PostgreSQL database): its CPU seconds per save + reload, as the mean of each block of 50 measured
 * runs (/proc counts in 10 ms ticks: ~50 a block). The blocks' median is the figure: one block that
 * met a burst of other work (a major GC, the machine's other tenants) moves it less than the mean.
 */
async function serverCpuPerSave() {
  // BENCH_SAVE_REGISTRY_URL: the same runs beside a populated registry (`npm run generate`), which is
  // kept — issue 41 item 2 asks the figure at an empty registry, at 100,000 and at a million. The
  // bench's CNPs carry county code 40, which no generated child has: the saves are new children.
  const populated = process.env.BENCH_SAVE_REGISTRY_URL;
  const database = populated
    ? { url: populated, drop: async () => {} }
    : await createBenchDatabase('bench_save');
  const server = await startServerProcess(database.url);
  try {
    const token = await server.signIn('reporter@demo.local');
    // Beside a generated registry the demo units (seeded by the server) come after its own: the demo
    // reporter's unit.
    let unit = 1;
    if (populated) {
      const c = new pg.Client({ connectionString: populated });
      await c.connect();
      const { rows } = await c.query(`select (select count(*)::int from cancer_notifications) as n,
        (select e.reporting_unit_id from employees e join users u on u.id = e.user_id
          where u.email = 'reporter@demo.local' limit 1) as unit`);
      await c.end();
      unit = Number(rows[0].unit);
      console.log(`beside a registry of ${rows[0].n} notifications (${populated.replace(/.*\//, '')})`);
    }
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    // Beside a kept registry each run draws other children (cnp() is distinct below 42,000).
    const from = populated ? Math.floor(Math.random() * (42_000 - runs - warmUp)) : 0;
    for (let i = from; i < from + warmUp; i++)
      await reloadOne(server.base, headers, await saveOne(server.base, headers, i, unit));
    const blocks: number[] = [];
    for (let start = from + warmUp; start < from + warmUp + runs; start += BLOCK) {
      const before = cpuSecondsOf(server.pid);
      for (let i = start; i < start + BLOCK; i++)
        await reloadOne(server.base, headers, await saveOne(server.base, headers, i, unit));
      blocks.push(((cpuSecondsOf(server.pid) - before) * 1000) / BLOCK);
      if (process.env.BENCH_SHOW_BLOCKS)
        console.log(`block ${blocks.length}: ${blocks.at(-1)?.toFixed(1)} ms`);
    }
    return blocks;
  } finally {
    await server.stop();
    await database.drop();
  }
}

const embedded = Boolean(process.env.BENCH_EMBEDDED);
const server = await startBenchServer({ embedded });
try {
  const token = await server.signIn('reporter@demo.local');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const save: number[] = [];
  const reload: number[] = [];
  const both: number[] = [];
  const cpu: number[] = [];
  let lastSave: string[] = [];
  let lastReload: string[] = [];
  const saveStatements: number[] = [];
  const reloadStatements: number[] = [];
  // BENCH_CPU_PROFILE=file.cpuprofile: a CPU profile of the measured runs only (not the start-up).
  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : null;
  for (let i = 0; i < runs + 10; i++) {
    if (i === 10 && profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const c0 = process.cpuUsage();
    const s0 = statements;
    shown = [];
    const t0 = performance.now();
    const id = await saveOne(server.base, headers, i);
    const t1 = performance.now();
    const s1 = statements;
    const saveShown = [...shown];
    shown = [];
    await reloadOne(server.base, headers, id);
    const t2 = performance.now();
    const used = process.cpuUsage(c0);
    lastSave = saveShown;
    lastReload = [...shown];
    if (i < 10) continue; // warm-up
    cpu.push((used.user + used.system) / 1000);
    saveStatements.push(s1 - s0);
    reloadStatements.push(statements - s1);
    save.push(t1 - t0);
    reload.push(t2 - t1);
    both.push(t2 - t0);
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(process.env.BENCH_CPU_PROFILE as string, JSON.stringify(profile));
    profiler.disconnect();
  }
  const kind = embedded ? 'embedded PGlite (its CPU included)' : 'PostgreSQL';
  console.log(`notification save + reload, ${kind}, ${runs} runs after 10 warm-up`);
  console.log(summarise('save (POST /api/cancer-notification/)', save));
  console.log(summarise('reload (GET /api/cancer-notification/{id})', reload));
  console.log(summarise('save + reload', both));
  if (process.env.BENCH_SHOW_STATEMENTS) {
    console.log(`save:\n${lastSave.map((t, i) => `${i + 1}. ${t}`).join('\n')}`);
    console.log(`reload:\n${lastReload.map((t, i) => `${i + 1}. ${t}`).join('\n')}`);
  }
  console.log(summarise('CPU per save + reload (server and client)', cpu));
  // PGlite's statements do not pass through node-postgres: counted on PostgreSQL only.
  for (const [what, counts] of [
    ['save', saveStatements],
    ['reload', reloadStatements],
  ] as const) {
    const sorted = [...counts].sort((a, b) => a - b);
    if (!embedded)
      console.log(`statements per ${what}: median ${sorted[sorted.length >> 1]}, max ${sorted.at(-1)}`);
  }
  const load = os.loadavg();
  console.log(`load average ${load.map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
} finally {
  await server.close();
}

// The target is the server's own CPU on PostgreSQL (the embedded figure includes the database's work).
if (!embedded) {
  const load = os.loadavg();
  const blocks = (await serverCpuPerSave()).sort((a, b) => a - b);
  const serverCpu = blocks[blocks.length >> 1];
  console.log(
    `server CPU per save + reload (the server as its own process, ${runs} runs after ${warmUp} warm-up): median ${serverCpu.toFixed(1)} ms of ${blocks.length} blocks of ${BLOCK} (${blocks[0].toFixed(1)}–${blocks.at(-1)?.toFixed(1)})`,
  );
  // Issue 41: 12 ms at every size (the cost must not grow with the registry), for a machine whose
  // yardstick is ≤ 450 ms; slower machines scale it by yardstick / 400 ms (docs/benchmarks.md).
  const target = scaledTarget(12);
  if (serverCpu > target)
    console.log(
      load[0] < 2
        ? `over target: ${serverCpu.toFixed(1)} ms of server CPU per save + reload (target ${target.toFixed(1)} ms)`
        : `over target (${serverCpu.toFixed(1)} ms > ${target.toFixed(1)} ms), but under load ${load[0].toFixed(1)}: run again on a quiet machine`,
    );
  if (serverCpu > target && load[0] < 2) process.exitCode = 1;
}

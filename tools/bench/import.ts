// The two imports of spec 02 §7 at 10,000 rows (issue 13): a notification import (super
// administrator) and then a vital-status import of the same 10,000 cases (reviewer): wall time, the
// server's CPU seconds and peak RSS (server as a child process; VmHWM reset before each import, VmRSS
// sampled), and — issue 26 — another user's list calls made one after another while each import runs
// (their count, p95 and max: an import must not stall anyone). On PostgreSQL and on the embedded
// PGlite (BENCH_IMPORT_DATABASES=postgres,pglite, the default; each a fresh database).
// The files are built with exceljs from the import's own column list (packages/domain of the server's
// checkout), one valid completed notification per row. A fresh database by default; BENCH_IMPORT_TEMPLATE
// names one to copy instead (e.g. registry_bench_1m, to import beside a million notifications).
// BENCH_IMPORT_KEEP=on keeps the PostgreSQL database afterwards (its name is printed) to look at what was written.
// Run: npm run bench -- import   (BENCH_IMPORT_ROWS, BENCH_IMPORT_DATABASES, BENCH_DATABASE_URL, BENCH_API_ROOT)
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { UNGENERATED_COUNTY_CODE } from '../../apps/api/src/db/seed/generate/population';
import { apiRoot, measurePeak, megabytes, percentile, startServerProcess } from './bench-server';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const template = process.env.BENCH_IMPORT_TEMPLATE;
const databases = (process.env.BENCH_IMPORT_DATABASES ?? 'postgres,pglite').split(',').filter(Boolean);

type Column = { key: string; ro: string };
// The import's columns as the server's checkout defines them (headers are matched by their text).
const domain = (await import(pathToFileURL(path.join(apiRoot, 'packages/domain/src/index.ts')).href)) as {
  NOTIFICATION_IMPORT_COLUMNS?: readonly Column[];
  VITAL_STATUS_COLUMNS?: readonly Column[];
};

/**
 * A valid CNP of a boy born in 2014 (serial by row), distinct for each row, that no generated child has
 * (issue 41 item 4): its county code is one the generator never draws (population.ts). With 52, a code
 * the generator gives Giurgiu's children, the vital-status import beside a generated registry found
 * several cases for one identifier and was refused.
 */
function cnp(i: number) {
  const born = new Date(Date.UTC(2014, 0, 1 + (i % 365)));
  const ymd = born.toISOString().slice(2, 10).replaceAll('-', '');
  const body = `5${ymd}${UNGENERATED_COUNTY_CODE}${String(1 + Math.floor(i / 365)).padStart(3, '0')}`;
  const sum = [...body].reduce((s, d, k) => s + Number(d) * Number('279146358279'[k]), 0) % 11;
  return body + (sum === 10 ? 1 : sum);
}
const surnames = ['Popescu', 'Ionescu', 'Dumitrescu', 'Stan', 'Moldovan', 'Munteanu', 'Lungu', 'Nagy'];

/** A completed new diagnosis (neuroblastoma of the adrenal gland), every rule satisfied, in the template's codes. */
const notificationRow = (i: number): Record<string, unknown> => ({
  identifier: cnp(i),
  lastName: surnames[i % surnames.length],
  firstName: 'Ion',
  county: '127',
  city: '54975',
  reportingUnit: '1',
  reportingReason: '1',
  status: '2',
  lastContactDate: '01.06.2025',
  lastDoctor: 'Dr. Pop',
  diagnosticDate: '10.03.2024',
  clinicalStartDate: '01.02.2024',
  diagnosticExplanation: '1',
  registrationBase: '7',
  tumourLocation: '3',
  topography: 'C74.9',
  morphology: '9500/3',
  transplantRecommendation: 'NU',
  systemicTherapyRole: '1',
  chimioDate: '20.03.2024',
  therapeuticProtocol: 'ALLTogether1',
  therapeuticAgents: '11',
});
/** Every other case alive without disease, the rest dead of the tumour. */
const vitalRow = (i: number): Record<string, unknown> =>
  i % 2 === 0
    ? { identifier: cnp(i), vitalStatus: '1', lastContactDate: '01.06.2025' }
    : {
        identifier: cnp(i),
        vitalStatus: '3',
        // After the imported notifications' last contact (01.06.2025): a follow-up may not go back in time.
        deathDate: '20.06.2025',
        deathReason: 'C74.9',
        lastContactDate: '20.06.2025',
      };

/**
 * A multipart POST over node:http: an import may take minutes before its first response byte, longer
 * than fetch's fixed 300 s header timeout allows.
 */
async function post(url: string, headers: Record<string, string>, form: FormData) {
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{
    status: number;
    answer: ArrayBuffer;
    errorRows: string | null;
    imported: number;
  }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': bytes.length,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const pieces: Buffer[] = [];
      res.on('data', (d: Buffer) => pieces.push(d));
      res.on('end', () => {
        const all = Buffer.concat(pieces);
        const errorRows = res.headers['x-import-error-rows'];
        resolve({
          status: res.statusCode ?? 0,
          answer: all.buffer.slice(all.byteOffset, all.byteOffset + all.length) as ArrayBuffer,
          errorRows: typeof errorRows === 'string' ? errorRows : null,
          imported: Number(res.headers['x-imported-count'] ?? 0),
        });
      });
    });
    req.end(bytes);
  });
}

async function workbook(columns: readonly Column[], row: (i: number) => Record<string, unknown>) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Import');
  sheet.addRow(columns.map((c) => c.ro));
  for (let i = 0; i < rows; i++) {
    const values = row(i);
    sheet.addRow(columns.map((c) => values[c.key] ?? null));
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The first error rows of an error workbook: the last column names each wrong field. */
async function firstErrors(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  const lines: string[] = [];
  sheet.eachRow((r, n) => {
    const errors = r.getCell(sheet.columnCount).text;
    if (n > 1 && errors && lines.length < 3) lines.push(`row ${n}: ${errors}`);
  });
  return lines.join('; ');
}

/**
 * Another user's list calls (a reporter's first page of notifications), one after another until
 * `done`: how long each took, in ms. An import slower than the access token's 15 minutes (a loaded
 * machine) must not end the bench: on a 401 the reporter signs in again, as the web app renews.
 */
async function listCalls(base: string, signIn: () => Promise<string>, done: () => boolean) {
  const times: number[] = [];
  let token = await signIn();
  let resets = 0;
  while (!done()) {
    const started = performance.now();
    const call = () =>
      fetch(`${base}/api/cancer-notification/filter`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ take: 20 }),
      });
    // After a long stall of the server's event loop its keep-alive timer may close the socket this call
    // was just written to (ECONNRESET): a browser repeats such a request once on a new connection, so
    // does the bench; the time counted runs from the first attempt.
    const res = await call().catch(async (error: Error & { cause?: { code?: string } }) => {
      if (error.cause?.code !== 'ECONNRESET') throw error;
      resets++;
      return call();
    });
    await res.arrayBuffer();
    if (res.status === 401) {
      token = await signIn();
      continue;
    }
    if (!res.ok) throw new Error(`list call: ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  if (resets) console.log(`  ${resets} list call(s) repeated after the server reset a kept-alive connection`);
  return times.sort((a, b) => a - b);
}

const imports = [
  {
    label: 'notifications',
    path: '/api/cancer-notification-import',
    who: 'superadmin@demo.local',
    columns: domain.NOTIFICATION_IMPORT_COLUMNS,
    row: notificationRow,
    fields: {} as Record<string, string>,
  },
  {
    label: 'vital statuses',
    path: '/api/cancer-case-status-import',
    who: 'reviewer@demo.local',
    columns: domain.VITAL_STATUS_COLUMNS,
    row: vitalRow,
    fields: { fileName: 'status.xlsx', statusDate: '2025-06-30' },
  },
];
const files = new Map<string, Uint8Array>();
for (const i of imports) if (i.columns) files.set(i.label, await workbook(i.columns, i.row));

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
let failed = false;
console.log(
  `imports of ${rows} rows, server of ${apiRoot}; ${os.cpus().length} CPUs, load average ${loadavg()}`,
);
console.log(
  `${'database'.padEnd(9)} ${'import'.padEnd(15)} ${'rows'.padStart(6)} ${'file'.padStart(6)} ${'time'.padStart(8)} ${'CPU'.padStart(7)} ${'RSS before'.padStart(10)} ${'peak RSS'.padStart(9)}  ${'list calls: n, p95, max'.padEnd(26)} result`,
);
for (const database of databases) {
  let url: string | null = null;
  const name = `bench_import_${Date.now()}_${randomBytes(3).toString('hex')}`;
  if (database === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${name}`;
    url = dbUrl.toString();
  }
  const server = await startServerProcess(url);
  try {
    const lister = () => server.signIn('reporter@demo.local');
    for (const i of imports) {
      const file = files.get(i.label);
      if (!file) {
        const probe = await fetch(server.base + i.path, { method: 'POST' });
        console.log(
          `${i.label.padEnd(24)} no import columns in ${apiRoot}'s packages/domain (POST answers ${probe.status})`,
        );
        failed = true;
        continue;
      }
      const token = await server.signIn(i.who);
      let done = false;
      const listing = listCalls(server.base, lister, () => done);
      const { result, ms, before, peak, cpu } = await measurePeak(server.pid, async () => {
        const body = new FormData();
        for (const [k, v] of Object.entries(i.fields)) body.append(k, v);
        body.append('file', new Blob([file]), 'import.xlsx');
        try {
          return await post(
            `${server.base}${i.path}`,
            { authorization: `Bearer ${token}`, LanguageId: '2' },
            body,
          );
        } finally {
          done = true;
        }
      });
      const lists = await listing;
      let outcome = `${result.status}: ${result.imported} written`;
      if (result.status === 200)
        outcome += ` — ${result.errorRows} error rows, ${await firstErrors(result.answer)}`;
      else if (result.status !== 204)
        outcome += ` — ${new TextDecoder().decode(result.answer).slice(0, 300)}`;
      failed ||= result.status !== 204 || result.imported !== rows;
      const listed = `${lists.length}, ${percentile(lists, 95)?.toFixed(0)} ms, ${lists.at(-1)?.toFixed(0)} ms`;
      console.log(
        `${database.padEnd(9)} ${i.label.padEnd(15)} ${String(rows).padStart(6)} ${megabytes(file.length).padStart(6)} ${`${(ms / 1000).toFixed(1)} s`.padStart(8)} ${`${cpu.toFixed(1)} s`.padStart(7)} ${megabytes(before).padStart(10)} ${megabytes(peak).padStart(9)}  ${listed.padEnd(26)} ${outcome}`,
      );
    }
  } finally {
    await server.stop();
    if (url && process.env.BENCH_IMPORT_KEEP) console.log(`kept database ${name}`);
    else if (url) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    }
  }
}
console.log(
  `load average after: ${loadavg()} (the machine is shared: compare figures taken under similar load)`,
);
if (failed) process.exitCode = 1;

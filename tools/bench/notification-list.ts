// The list calls at registry scale (issue 8): first page, each filter alone, name and identifier
// search, each sort column, the case list and its counters, the audit — on PostgreSQL with the data
// of `npm run generate` (1,000,000 notifications by default). p95 per call over BENCH_RUNS runs.
// Run: npm run generate && npm run bench -- notification-list
import { randomUUID } from 'node:crypto';
import { notificationSortColumns, Role } from '@registry/domain';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemo } from '../../apps/api/src/db/seed/demo';
import { percentile } from './bench-server';

const url = process.env.BENCH_LIST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registry_bench_1m';
const runs = Number(process.env.BENCH_RUNS ?? 30);

// Without the generated database, say what to run instead of a driver's stack trace.
const probe = new pg.Client({ connectionString: url });
try {
  await probe.connect();
} catch (error) {
  console.error(`cannot open ${url} (${(error as Error).message}): run npm run generate first`);
  process.exit(2);
} finally {
  await probe.end().catch(() => undefined);
}

const database = await openDatabase({ url });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/registry-bench-list',
  DATABASE_URL: url,
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp({ config, database, logger: false });
await seedDemo(app.context);
await app.app.listen({ port: 0, host: '127.0.0.1' });
const address = app.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const raw = new pg.Client({ connectionString: url });
await raw.connect();
const one = async (sql: string) => (await raw.query(sql)).rows[0];
const notifications = Number((await one('select count(*) from cancer_notifications')).count);
if (notifications < 1000)
  throw new Error(`only ${notifications} notifications in ${url}: run npm run generate first`);
const sample =
  await one(`select p.identifier, p.last_name, p.first_name, n.topologic_code_id, n.morphology_code_id, n.county_id, n.city_id, n.reporting_unit_id
  from cancer_notifications n join patients p on p.id = n.patient_id where n.id = (select max(id) / 2 from cancer_notifications)`);
const reporterUnit = await one(
  `select e.id as employee_id, e.user_id, e.reporting_unit_id from employees e join reporting_units u on u.id = e.reporting_unit_id where u.email like '%@bench.local' order by e.id limit 1`,
);

// Tokens signed by the server's own key: a reviewer (all units) and a reporter of one bench unit.
// Each needs a live session row and the user's current stamp, or the guard refuses it.
const sessionOf = async (userId: number) => {
  const sid = randomUUID();
  await raw.query('insert into user_sessions (id, user_id) values ($1, $2)', [sid, userId]);
  const { security_stamp } = await one(`select security_stamp from users where id = ${Number(userId)}`);
  return { sid, stamp: Number(security_stamp) };
};
const reviewer = (
  await app.context.tokens.signAccessToken({
    ...(await sessionOf(2)),
    userId: 2,
    role: Role.Reviewer,
    fullname: 'Bench Reviewer',
    languageId: 1,
    employeePermissions: [],
  })
).token;
const reporter = (
  await app.context.tokens.signAccessToken({
    ...(await sessionOf(reporterUnit.user_id)),
    userId: reporterUnit.user_id,
    role: Role.Reporter,
    fullname: 'Bench Reporter',
    languageId: 1,
    employeePermissions: [
      {
        employeeId: reporterUnit.employee_id,
        reportingUnitId: reporterUnit.reporting_unit_id,
        permissionIds: [3],
      },
    ],
  })
).token;

async function time(path: string, token: string, body: Record<string, unknown>) {
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ take: 8, skip: 0, ...body }),
    });
    const answer = (await res.json()) as { totalRows: number };
    if (res.status !== 200)
      throw new Error(`${path} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(answer)}`);
    if (i >= 3) samples.push(performance.now() - t0);
    rows = answer.totalRows;
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), rows };
}

const list = '/api/cancer-notification/filter';
const cases: [string, string, string, Record<string, unknown>][] = [
  ['first page (reviewer, all units)', list, reviewer, {}],
  ['first page (reporter, one unit)', list, reporter, {}],
  ['page 1000 (reviewer)', list, reviewer, { skip: 7992 }],
  ['filter status = draft', list, reviewer, { status: 1 }],
  ['filter reporting unit', list, reviewer, { reportingUnitId: sample.reporting_unit_id }],
  ['filter identifier (full CNP)', list, reviewer, { identifier: sample.identifier }],
  ['filter first name prefix', list, reviewer, { firstName: sample.first_name.slice(0, 3) }],
  ['filter last name prefix', list, reviewer, { lastName: `${sample.last_name.slice(0, 5)}` }],
  ['search by name prefix', list, reviewer, { search: sample.last_name.slice(0, 4) }],
  ['search by identifier prefix', list, reviewer, { search: sample.identifier.slice(0, 9) }],
  ['filter topography', list, reviewer, { topologicCodeId: sample.topologic_code_id }],
  ['filter morphology', list, reviewer, { morphologyCodeId: sample.morphology_code_id }],
  ['filter county', list, reviewer, { countyId: sample.county_id }],
  ['filter city', list, reviewer, { cityId: sample.city_id }],
  ['filter reporting reason', list, reviewer, { reportingReasonId: 8 }],
  [
    'filter diagnostic date range (1 month)',
    list,
    reviewer,
    { diagnosticStartDate: '2020-03-01', diagnosticEndDate: '2020-03-31' },
  ],
  [
    'filter notification date range (1 month)',
    list,
    reviewer,
    { notificationStartDate: '2021-05-01', notificationEndDate: '2021-05-31' },
  ],
  ['filter has reviewer observation', list, reviewer, { hasReviewerObservation: true }],
  ['filter include deleted', list, reviewer, { includeDeleted: true }],
];
for (const sortBy of notificationSortColumns) {
  cases.push([`sort by ${sortBy}`, list, reviewer, { sortBy }]);
}
cases.push(
  ['cases: first page + counters', '/api/cancer-cases/filter', reviewer, {}],
  ['cases: to review', '/api/cancer-cases/filter', reviewer, { toReviewFilter: true }],
  [
    'cases: search by name prefix',
    '/api/cancer-cases/filter',
    reviewer,
    { search: sample.last_name.slice(0, 4) },
  ],
  [
    'audit: one month',
    '/api/cancer-audit/filter',
    reviewer,
    { notificationStartDate: '2021-05-01', notificationEndDate: '2021-05-31' },
  ],
  ['audit: all time', '/api/cancer-audit/filter', reviewer, {}],
);

console.log(
  `list calls on PostgreSQL, ${notifications.toLocaleString('en')} notifications, ${runs} runs each (after 3 warm-up)`,
);
console.log(`${'call'.padEnd(44)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'totalRows'.padStart(10)}`);
let over = 0;
for (const [label, path, token, body] of cases) {
  const r = await time(path, token, body);
  if (r.p95 > 100) over++;
  console.log(
    `${label.padEnd(44)} ${`${r.median.toFixed(1)} ms`.padStart(9)} ${`${r.p95.toFixed(1)} ms`.padStart(9)} ${String(r.rows).padStart(10)}${r.p95 > 100 ? '  > 100 ms' : ''}`,
  );
}
console.log(`${cases.length} calls, ${over} over the 100 ms p95 target`);
await raw.end();
await app.app.close();
await database.close();

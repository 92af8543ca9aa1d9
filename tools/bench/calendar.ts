// The calendar feed at registry scale (issue 15): a fresh PostgreSQL database with 5,000 medical
// cases over 10 units and 100,000 interventions spread over two years (a year back, a year ahead),
// inserted with SQL; then a month of one unit's calendar (the 6-week month grid) fetched over HTTP
// as the unit's administrator, as a team member, and as a reviewer filtering one unit. p50/p95 over
// BENCH_RUNS calls (default 200) after a warm-up. Target (issue 15): a month of one unit's calendar,
// p95 < 50 ms — judged on that scenario alone; the others are printed as context. Exits 1 when missed.
// Run: npm run bench -- calendar   (BENCH_DATABASE_URL: the admin connection, default local `test`;
// BENCH_RUNS: calls per scenario; BENCH_EXPLAIN=1 prints each scenario's query plan)
import { calendarFeedRequest, type Session } from '@registry/domain';
import { sql } from 'drizzle-orm';
import { calendarFeedQuery } from '../../apps/api/src/modules/clinical/interventions/calendar-feed.service';
import { percentile, startBenchServer } from './bench-server';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const CASES = 5_000;
const PER_CASE = 20;
const UNITS = 10;

const server = await startBenchServer();
const exec = (q: string) => server.database.db.execute(sql.raw(q));
const rows = async (q: string) => ((await exec(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

try {
  const started = performance.now();
  // Eight more units beside the demo's two: each treats a tenth of the children.
  await exec(`insert into reporting_units (name, type_id)
    select 'Unitatea bench ' || g, 2 from generate_series(1, ${UNITS - 2}) g`);
  const unitIds = (
    await rows('select id from reporting_units where not is_deleted order by id limit 10')
  ).map((r) => Number(r.id));
  await exec(`insert into patients (identifier, is_foreigner, first_name, last_name)
    select 'BENCH' || lpad(g::text, 8, '0'), true, 'Copil', 'Bench ' || g from generate_series(1, ${CASES}) g`);
  await exec(`insert into cancer_cases (patient_id, morphology_code_id)
    select id, 95003 from patients where last_name like 'Bench %'`);
  await exec(`insert into medical_cases (cancer_case_id, patient_id, reporting_unit_id, data, created_by, updated_by)
    select c.id, c.patient_id, (array[${unitIds.join(',')}])[1 + (row_number() over (order by c.id))::int % ${UNITS}],
      '{}'::jsonb, 1, 1
    from cancer_cases c join patients p on p.id = c.patient_id where p.last_name like 'Bench %'`);
  // Twenty per case, planned over two years around today; past ones mostly completed; four in five
  // carried out at the treating unit, the rest at another; a third untimed; one in twenty runs over
  // 2–14 days (a radiotherapy course, a hospital stay): the feed's second arm reads those.
  await exec(`insert into clinical_interventions
      (medical_case_id, type, status, planned_date, start_time, end_date, end_time, unit_id, significant, detail, summary, created_by, updated_by)
    select mc.id, 1 + (g % 11), s.status, s.d,
      case when g % 3 = 0 then null else lpad((8 + g % 9)::text, 2, '0') || ':00' end,
      s.d + case when g % 20 = 0 then 1 + mc.id % 14 else 0 end,
      case when g % 3 = 0 then null else lpad((9 + g % 9)::text, 2, '0') || ':00' end,
      case when random() < 0.8 then mc.reporting_unit_id else (array[${unitIds.join(',')}])[1 + floor(random() * ${UNITS})::int] end,
      g % 4 = 0, '{}'::jsonb, 'bench', 1, 1
    from medical_cases mc cross join generate_series(1, ${PER_CASE}) g
    cross join lateral (select current_date - 365 + floor(random() * 730 + 0 * g + 0 * mc.id)::int as d) d0
    cross join lateral (select d0.d,
      case when d0.d < current_date + 0 * g then (case when random() < 0.9 then 2 else 3 end) else 1 end as status) s`);
  // The unit administrator of unit 1 reads its cases; the reporter of unit 1 is on 200 of their teams.
  const reporter = await rows(`select e.id from employees e join users u on u.id = e.user_id
    where u.email = 'reporter@demo.local' and not e.is_deleted`);
  await exec(`insert into medical_case_team_members (medical_case_id, employee_id, team_kind, created_by)
    select id, ${Number(reporter[0].id)}, 2, 1 from medical_cases where reporting_unit_id = ${unitIds[0]} order by id limit 200`);
  await exec('analyze');
  const counts = (
    await rows(
      `select (select count(*) from medical_cases) as cases, (select count(*) from clinical_interventions) as interventions`,
    )
  )[0];
  const spread = (await rows('select count(distinct planned_date) as days from clinical_interventions'))[0];
  if (Number(spread.days) < 700) throw new Error(`planned dates not spread: ${spread.days} days`);
  console.log(
    `seeded ${counts.cases} medical cases, ${counts.interventions} interventions over ${UNITS} units in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // This month's grid: Monday before the 1st, six weeks.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const to = new Date(from.getTime() + 41 * 86_400_000);
  const range = { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };

  const tokens = {
    unitadmin: await server.signIn('unitadmin@demo.local'),
    reporter: await server.signIn('reporter@demo.local'),
    reviewer: await server.signIn('reviewer@demo.local'),
  };
  const call = async (token: string, body: object) => {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/calendar/feed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { items: unknown[] };
    if (res.status !== 200) throw new Error(`feed ${res.status}: ${JSON.stringify(json)}`);
    return { ms: performance.now() - t0, events: json.items.length };
  };
  const TARGET = 'unit admin, unit 1, month grid';
  const scenarios: [string, string, object][] = [
    [TARGET, tokens.unitadmin, { ...range, unitIds: [unitIds[0]] }],
    ['unit admin, all readable, month grid', tokens.unitadmin, range],
    ['team member (200 cases), month grid', tokens.reporter, range],
    ['reviewer, unit 1, month grid', tokens.reviewer, { ...range, unitIds: [unitIds[0]] }],
    [
      'reviewer, unit 1, one week',
      tokens.reviewer,
      {
        from: range.from,
        to: new Date(from.getTime() + 6 * 86_400_000).toISOString().slice(0, 10),
        unitIds: [unitIds[0]],
      },
    ],
  ];
  // The database's share: the feed's own query explained (execution time, no HTTP, no JSON).
  const sessionOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Session;
  const explain = async (token: string, body: object, options: string) => {
    const query = calendarFeedQuery(server.database.db, sessionOf(token), calendarFeedRequest.parse(body));
    const { sql: text, params } = query.toSQL();
    return rows(`explain (${options}) ${text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]))}`);
  };
  const dbTime = async (token: string, body: object) => {
    const plan = await explain(token, body, 'analyze, timing off, format json');
    return Number((plan[0]['QUERY PLAN'] as { 'Execution Time': number }[])[0]['Execution Time']);
  };
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  // Nothing to answer: what a call costs here before any event (sign-in check, routing, JSON).
  scenarios.unshift(['baseline: an empty week', tokens.unitadmin, { from: '2000-01-03', to: '2000-01-09' }]);
  let target: number | null = null;
  for (const [label, token, body] of scenarios) {
    for (let i = 0; i < 10; i++) await call(token, body);
    const samples: number[] = [];
    let events = 0;
    for (let i = 0; i < runs; i++) {
      const r = await call(token, body);
      samples.push(r.ms);
      events = r.events;
    }
    const sorted = samples.sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    if (label === TARGET) target = p95;
    if (process.env.BENCH_EXPLAIN)
      for (const r of await explain(token, body, 'analyze, buffers')) console.log(`    ${r['QUERY PLAN']}`);
    const db: number[] = [];
    for (let i = 0; i < 50; i++) db.push(await dbTime(token, body));
    db.sort((a, b) => a - b);
    console.log(
      `${label === TARGET ? '*' : ' '} ${label.padEnd(40)} events ${String(events).padStart(5)}  n=${runs}  HTTP p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms  | SQL p50 ${percentile(db, 50).toFixed(1)} ms  p95 ${percentile(db, 95).toFixed(1)} ms`,
    );
  }
  const load = (await import('node:os')).loadavg()[0];
  console.log(
    `machine load average (1 min) at the end: ${load.toFixed(1)} on ${(await import('node:os')).cpus().length} cores`,
  );
  if (target === null) throw new Error(`the target scenario did not run: ${TARGET}`);
  const met = target < 50;
  console.log(
    `target (*) ${TARGET}: p95 < 50 ms ${met ? 'met' : 'NOT met'} (p95 ${target.toFixed(1)} ms); the other scenarios are context`,
  );
  if (!met) process.exitCode = 1;
} finally {
  await server.close();
}

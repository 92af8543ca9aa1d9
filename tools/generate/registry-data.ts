// Fills a PostgreSQL database with realistic synthetic registry data: units and their reporters,
// patients with valid CNPs, notifications (drafts and completed, several reasons) and their cases.
// Run: npm run generate -- --notifications 1000000 [--database-url postgres://…/registry_bench_1m]
// The database is created if missing, migrated, given the reference starter set and the demo accounts.
// One transaction, set-based inserts with given ids, no row triggers (counts rebuilt once at the end)
// and no per-row foreign-key checks or index inserts (rebuilt once): about 2½ minutes for a million.
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';
import { openDatabase } from '../../apps/api/src/db/client';
import * as schema from '../../apps/api/src/db/schema';
import { prepareReferenceData } from '../../apps/api/src/modules/dictionaries/import/run-import';
import { loadWithoutCountingTriggers } from '../../apps/api/src/modules/notifications/notification-counts';
import { loadWithoutReportFactTriggers } from '../../apps/api/src/modules/reports/statistics/report-facts';

const { values } = parseArgs({
  options: {
    notifications: { type: 'string', default: '1000000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/registry_bench_1m' },
    units: { type: 'string', default: '40' },
  },
});
const total = Number(values.notifications);
const unitCount = Number(values.units);
const url = new URL(values['database-url']!);

/** Childhood tumours and where they arise (ICD-O-3 codes; ids follow the dictionaries' rules). */
const tumours = [
  ['C42.1', '9836/3'],
  ['C42.1', '9861/3'],
  ['C42.1', '9811/3'],
  ['C74.9', '9500/3'],
  ['C64.9', '8960/3'],
  ['C71.6', '9470/3'],
  ['C69.2', '9510/3'],
  ['C40.2', '9180/3'],
  ['C41.4', '9260/3'],
  ['C49.5', '8900/3'],
  ['C77.1', '9650/3'],
  ['C77.2', '9680/3'],
  ['C71.7', '9380/3'],
  ['C22.0', '8970/3'],
  ['C62.9', '9064/3'],
];
/**
 * Names varied as in the population: surname roots × endings (Popescu, Popovici, Ionescu, Ionaș …) and
 * common first names, so that a name prefix matches what it would in a real registry, not a tenth of it.
 */
const sqlArray = (items: string[]) => `(array[${items.map((x) => `'${x}'`).join(',')}])`;
const firstNameList = [
  'Andrei',
  'Maria',
  'Ioana',
  'Mihai',
  'Elena',
  'Radu',
  'Ana',
  'Vlad',
  'Sofia',
  'David',
  'Eva',
  'Luca',
  'Alexandru',
  'Ștefan',
  'Matei',
  'Teodora',
  'Bianca',
  'Rareș',
  'Darius',
  'Alesia',
  'Daria',
  'Gabriel',
  'Cristian',
  'Irina',
  'Delia',
  'Sebastian',
  'Iris',
  'Tudor',
  'Antonia',
  'Patricia',
  'Denis',
  'Carla',
  'Victor',
  'Natalia',
  'Eric',
  'Amelia',
  'Raluca',
  'Robert',
  'Emma',
  'Bogdan',
  'Larisa',
  'Cosmin',
  'Miruna',
  'Ilinca',
  'Horia',
  'Sara',
  'Luana',
  'Paul',
];
const rootList = [
  'Pop',
  'Ion',
  'Dumitr',
  'Stan',
  'Gheorgh',
  'Matei',
  'Constantin',
  'Marin',
  'Nistor',
  'Tudor',
  'Dobr',
  'Barbu',
  'Nedelc',
  'Florea',
  'Munteanu',
  'Lung',
  'Ciobanu',
  'Rus',
  'Moldovan',
  'Sârbu',
  'Toma',
  'Vasil',
  'Mihail',
  'Oprea',
  'Dinu',
  'Neagu',
  'Stoic',
  'Preda',
  'Grigor',
  'Enache',
  'Anghel',
  'Cristea',
  'Iordache',
  'Voicu',
  'Manole',
  'Ilie',
  'Bălan',
  'Roman',
  'Dragomir',
  'Zamfir',
  'Petcu',
  'Lazăr',
  'Mocanu',
  'Avram',
  'Buzatu',
  'Cozma',
  'Drăgan',
  'Filip',
  'Husar',
  'Jitaru',
  'Kovacs',
  'Lupu',
  'Mârza',
  'Nagy',
  'Olaru',
  'Pascu',
  'Rădulescu',
  'Suciu',
  'Țurcanu',
  'Ursu',
];
const endingList = ['escu', 'a', 'ovici', 'eanu', 'iuc', '', 'aș', 'ache', 'ei', 'oiu', 'uț', 'ariu'];
const [firstNames, surnameRoots, surnameEndings] = [firstNameList, rootList, endingList].map(sqlArray);
const [firstNameCount, surnameRootCount, surnameEndingCount] = [
  firstNameList.length,
  rootList.length,
  endingList.length,
];

const topographyId = (code: string) => 1000 + Number(code.slice(1).replace('.', ''));
const morphologyId = (code: string) => Number(code.replace('/', ''));

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
// One connection and one transaction for the whole load: a failed run leaves the database as it was.
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const q = (text: string, params: unknown[] = []) => client.query(text, params);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const report = (label: string, rows: number | null | undefined, since: number) =>
  console.log(`${label.padEnd(40)} ${String(rows ?? '').padStart(9)} rows  ${seconds(since)}`);
const step = async (label: string, text: string, params: unknown[] = []) => {
  const t0 = Date.now();
  report(label, (await q(text, params)).rowCount, t0);
};
const started = Date.now();

const existing = Number((await q('select count(*) from cancer_notifications')).rows[0].count);
if (existing >= total) {
  console.log(`already ${existing} notifications: nothing to do`);
} else {
  await q('begin');
  // Room for the GROUP BYs and the index maintenance of one big load (this transaction only).
  await q(`set local work_mem = '256MB'`);
  await q(`set local maintenance_work_mem = '512MB'`);
  const inTransaction = drizzle(client, { schema }) as unknown as Db;
  let loaded = 0;
  // The counting triggers stay off while loading; the counts are rebuilt once at the end (§5).
  await loadWithoutCountingTriggers(inTransaction, async () => {
    // The Reports page's facts (migration 0022) likewise: rebuilt once, after the indexes are back.
    await loadWithoutReportFactTriggers(inTransaction, async () => {
      await withoutForeignKeysAndIndexes(['patients', 'cancer_cases', 'cancer_notifications'], load);
      loaded = Date.now();
    });
    report('report facts rebuilt', null, loaded);
    loaded = Date.now();
  });
  report('counts rebuilt', null, loaded);
  const committing = Date.now();
  await q('commit');
  report('commit', null, committing);
  await step('vacuum analyze', 'vacuum analyze');
}
console.log(`done in ${seconds(started)}: ${url.pathname.slice(1)}`);
await client.end();
await database.close();

/**
 * Runs `load` with the foreign keys and the non-unique indexes of `tables` dropped, then puts them
 * back from their catalogue definitions (so they stay whatever the migrations made them): one
 * index build and one join per foreign key instead of a B-tree insert and a checking query per row,
 * which made the notifications insert five times slower. The transaction hides the gap; its locks
 * keep the tables to this session until the commit.
 */
async function withoutForeignKeysAndIndexes(tables: string[], load: () => Promise<void>) {
  const statements = async (text: string) =>
    (await q(text, [tables])).rows.map((r: { drop: string; create: string }) => r);
  const keys = await statements(`
    select format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
      format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as create
    from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`);
  const indexes = await statements(`
    select format('drop index %s', indexrelid::regclass) as drop, pg_get_indexdef(indexrelid) as create
    from pg_index where indrelid = any($1::regclass[]) and not indisunique`);
  for (const { drop } of [...keys, ...indexes]) await q(drop);
  await load();
  let t0 = Date.now();
  for (const { create } of indexes) await q(create);
  report(`indexes rebuilt (${indexes.length})`, null, t0);
  t0 = Date.now();
  for (const { create } of keys) await q(create);
  report(`foreign keys checked (${keys.length})`, null, t0);
}

/** Units, reporters, patients, notifications and their cases: one set-based statement each. */
async function load() {
  await q(
    'truncate notification_versions, notification_attachments, cancer_notifications, cancer_cases, patients restart identity cascade',
  );
  await step(
    'units',
    `insert into reporting_units (name, type_id, country_id, county_id, city_id, address, email)
    select 'Spitalul de test ' || g, 2, 1, l.county_id, l.id, 'Str. Test ' || g, 'spital' || g || '@bench.local'
    from generate_series(1, $1::int) g
    join lateral (select id, county_id from localities where level = 2 order by id offset (g * 7) % 300 limit 1) l on true
    where not exists (select 1 from reporting_units where email = 'spital' || g || '@bench.local')`,
    [unitCount],
  );
  await step(
    'reporters',
    `insert into users (email, first_name, last_name, role_id, email_confirmed)
    select 'raportor' || u.id || '@bench.local', 'Raportor', 'Unitatea ' || u.id, 2, true
    from reporting_units u where u.email like '%@bench.local'
    on conflict (email) do nothing`,
  );
  await step(
    'employees',
    `insert into employees (user_id, reporting_unit_id)
    select us.id, u.id from reporting_units u join users us on us.email = 'raportor' || u.id || '@bench.local'
    on conflict do nothing`,
  );
  // Ids are given, not drawn from the sequences, so that each row can name the rows it belongs to
  // in the same statement: patient p has notifications 2p-1 and 2p and (once one is completed) case p.
  // Nothing is updated after it is written: a million-row UPDATE rewrites every row and its indexes.
  const patients = Math.ceil(total / 2);
  // A valid CNP (check digit 279146358279, 10 → 1) from the row number.
  await step(
    'patients',
    `
    with base as (
      select g,
        (case when g % 2 = 0 then '5' else '6' end)
        || to_char(date '2005-01-01' + (g % 7300), 'YYMMDD')
        || lpad(((g / 7300) % 40 + 1)::text, 2, '0')
        || lpad(((g / 292000) % 1000)::text, 3, '0') as p
      from generate_series(1, $1::int) g
    ), checked as (
      select g, p, (
        substr(p,1,1)::int*2 + substr(p,2,1)::int*7 + substr(p,3,1)::int*9 + substr(p,4,1)::int*1 +
        substr(p,5,1)::int*4 + substr(p,6,1)::int*6 + substr(p,7,1)::int*3 + substr(p,8,1)::int*5 +
        substr(p,9,1)::int*8 + substr(p,10,1)::int*2 + substr(p,11,1)::int*7 + substr(p,12,1)::int*9) % 11 as r
      from base
    ), places as (
      select row_number() over (order by id) - 1 as k, id, county_id from localities where level = 2 order by id limit 300
    )
    insert into patients (id, identifier, first_name, last_name, gender_id, birthdate, county_id, city_id)
    select g, p || (case when r = 10 then 1 else r end),
      ${firstNames}[1 + (g::bigint * 7919) % ${firstNameCount}],
      ${surnameRoots}[1 + (g::bigint * 104729) % ${surnameRootCount}] || ${surnameEndings}[1 + (g::bigint * 1299709) % ${surnameEndingCount}],
      case when g % 2 = 0 then 1 else 2 end,
      date '2005-01-01' + (g % 7300),
      places.county_id, places.id
    from checked join places on places.k = g % (select count(*) from places)`,
    [patients],
  );
  // Patient p's tumour: topography and morphology ids of tumours[p % 15].
  const topographies = `(array[${tumours.map(([t]) => topographyId(t)).join(',')}])`;
  const morphologies = `(array[${tumours.map(([, m]) => morphologyId(m)).join(',')}])`;
  // Notification g is a draft when g % 5 = 0; a case's current record is its latest completed one.
  await step(
    'cases',
    `insert into cancer_cases (id, patient_id, morphology_code_id, case_version, reviewed_version, current_notification_id)
    select p, p, ${morphologies}[1 + p % 15], n.completed, case when p % 3 = 0 then n.completed end, n.latest
    from generate_series(1, $1::int) p
    cross join lateral (select count(*) filter (where g % 5 <> 0) completed, max(g) filter (where g % 5 <> 0) latest
      from generate_series(2 * p - 1, least(2 * p, $2::int)) g) n
    where n.completed > 0`,
    [patients, total],
  );
  await step(
    'notifications',
    `
    with units as (
      select array_agg(u.id order by u.id) ids, array_agg(us.id order by u.id) reporters
      from reporting_units u join users us on us.email = 'raportor' || u.id || '@bench.local'
      where u.email like '%@bench.local')
    insert into cancer_notifications (id, patient_id, case_id, is_cancer_case, reporting_unit_id, status, reporting_reason_id,
      diagnostic_date, age_at_diagnostic, topologic_code_id, morphology_code_id, county_id, city_id, has_reviewer_observation,
      data, version, created_by, updated_by, created_at, updated_at)
    select g, p.id, k.id, coalesce(k.current_notification_id = g, false), u.unit, s.status, s.reason,
      least(p.birthdate + 200 + (g % 3000), date '2026-10-31'),
      extract(year from age(least(p.birthdate + 200 + (g % 3000), date '2026-10-31'), p.birthdate))::int,
      t.topo, t.morpho, p.county_id, p.city_id, g % 50 = 0,
      jsonb_build_object('status', s.status, 'diagnosticReportingReasonId', s.reason,
        'notificationOverview', jsonb_build_object('reportingUnitId', u.unit, 'lastDoctor', 'Dr. Test'),
        'cancerDiagnostic', jsonb_build_object('topologicCodeId', t.topo),
        'cancerMorphology', jsonb_build_object('morphologyCodeId', t.morpho)),
      1, u.reporter, u.reporter, c.at, c.at
    from generate_series(1, $1::int) g
    cross join units
    join patients p on p.id = (g + 1) / 2
    left join cancer_cases k on k.id = p.id
    cross join lateral (select ${topographies}[1 + p.id % 15] topo, ${morphologies}[1 + p.id % 15] morpho) t
    cross join lateral (select 1 + p.id % array_length(units.ids, 1) as i) ui
    cross join lateral (select units.ids[ui.i] as unit, units.reporters[ui.i] as reporter) u
    cross join lateral (select case when g % 2 = 1 then 1 else (array[4, 6, 8, 9, 2, 3])[1 + (g / 2) % 6] end as reason,
                               case when g % 5 = 0 then 1 else 2 end as status) s
    cross join lateral (select timestamptz '2018-01-01' + ((g::float / $1) * interval '3200 days') as at) c`,
    [total],
  );
  // The next row a user saves takes the id after the generated ones.
  for (const table of ['patients', 'cancer_cases', 'cancer_notifications'])
    await q(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
}

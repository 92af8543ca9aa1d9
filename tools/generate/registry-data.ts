// Fills a PostgreSQL database with realistic synthetic registry data: units and their reporters,
// patients with valid CNPs, notifications (drafts and completed, several reasons) and their cases.
// Run: npm run generate -- --notifications 1000000 [--database-url postgres://…/registry_bench_1m]
// The database is created if missing, migrated, given the reference starter set and the demo accounts.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { prepareReferenceData } from '../../apps/api/src/modules/dictionaries/import/run-import';

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
const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
const q = (text: string, params: unknown[] = []) => pool.query(text, params);
const started = Date.now();
const step = async (label: string, text: string, params: unknown[] = []) => {
  const t0 = Date.now();
  const res = await q(text, params);
  console.log(
    `${label.padEnd(40)} ${String(res.rowCount ?? '').padStart(9)} rows  ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
};

const existing = Number((await q('select count(*) from cancer_notifications')).rows[0].count);
if (existing >= total) {
  console.log(`already ${existing} notifications: nothing to do`);
} else {
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
  // One patient per two notifications: a valid CNP (check digit 279146358279, 10 → 1) from the row number.
  const patients = Math.ceil(total / 2);
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
    )
    insert into patients (identifier, first_name, last_name, gender_id, birthdate, county_id, city_id)
    select p || (case when r = 10 then 1 else r end),
      ${firstNames}[1 + (g::bigint * 7919) % ${firstNameCount}],
      ${surnameRoots}[1 + (g::bigint * 104729) % ${surnameRootCount}] || ${surnameEndings}[1 + (g::bigint * 1299709) % ${surnameEndingCount}],
      case when g % 2 = 0 then 1 else 2 end,
      date '2005-01-01' + (g % 7300),
      l.county_id, l.id
    from checked
    join lateral (select id, county_id from localities where level = 2 order by id offset g % 300 limit 1) l on true`,
    [patients],
  );
  const tumourValues = tumours.map(([t, m]) => `(${topographyId(t)}, ${morphologyId(m)})`).join(',');
  await step(
    'notifications',
    `
    with units as (select array_agg(id order by id) ids from reporting_units where email like '%@bench.local'),
      tumours(topo, morpho) as (values ${tumourValues}),
      t as (select row_number() over () - 1 as k, topo, morpho from tumours)
    insert into cancer_notifications (patient_id, reporting_unit_id, status, reporting_reason_id, diagnostic_date, age_at_diagnostic,
      topologic_code_id, morphology_code_id, county_id, city_id, has_reviewer_observation, data, version, created_by, updated_by, created_at, updated_at)
    select p.id, u.unit, s.status, s.reason,
      least(p.birthdate + 200 + (g % 3000), date '2026-10-31'),
      extract(year from age(least(p.birthdate + 200 + (g % 3000), date '2026-10-31'), p.birthdate))::int,
      t.topo, t.morpho, p.county_id, p.city_id, g % 50 = 0,
      jsonb_build_object('status', s.status, 'diagnosticReportingReasonId', s.reason,
        'notificationOverview', jsonb_build_object('reportingUnitId', u.unit, 'lastDoctor', 'Dr. Test'),
        'cancerDiagnostic', jsonb_build_object('topologicCodeId', t.topo),
        'cancerMorphology', jsonb_build_object('morphologyCodeId', t.morpho)),
      1, us.id, us.id, c.at, c.at
    from generate_series(1, $1::int) g
    cross join units
    join patients p on p.id = 1 + (g - 1) / 2
    join t on t.k = p.id % 15
    cross join lateral (select units.ids[1 + p.id % array_length(units.ids, 1)] as unit) u
    join users us on us.email = 'raportor' || u.unit || '@bench.local'
    cross join lateral (select case when g % 2 = 1 then 1 else (array[4, 6, 8, 9, 2, 3])[1 + (g / 2) % 6] end as reason,
                               case when g % 5 = 0 then 1 else 2 end as status) s
    cross join lateral (select timestamptz '2018-01-01' + ((g::float / $1) * interval '3200 days') as at) c`,
    [total],
  );
  await step(
    'cases',
    `insert into cancer_cases (patient_id, morphology_code_id, case_version)
    select patient_id, morphology_code_id, count(*) from cancer_notifications where status = 2 group by patient_id, morphology_code_id`,
  );
  await step(
    'notifications → cases',
    `update cancer_notifications n set case_id = c.id from cancer_cases c
    where c.patient_id = n.patient_id and c.morphology_code_id = n.morphology_code_id`,
  );
  await step(
    'current records',
    `with latest as (
      select distinct on (case_id) id, case_id from cancer_notifications where status = 2 order by case_id, updated_at desc, id desc)
    update cancer_notifications n set is_cancer_case = true from latest where latest.id = n.id`,
  );
  await step(
    'cases → current record',
    `update cancer_cases c set current_notification_id = n.id,
      reviewed_version = case when c.id % 3 = 0 then c.case_version end
    from cancer_notifications n where n.case_id = c.id and n.is_cancer_case`,
  );
  await step('vacuum analyze', 'vacuum analyze');
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${url.pathname.slice(1)}`);
await pool.end();
await database.close();

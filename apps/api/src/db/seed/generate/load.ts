/**
 * Writes a planned registry (plan.ts) into an empty registry database inside the caller's transaction:
 * units and reporters, then patients, cases and a staging table per kind (one JSON document per
 * 20,000 rows, sql-rows.ts), then every notification in one set-based INSERT … SELECT that
 * builds each record's `data` from its case's panels and its own overview. Runs on PostgreSQL and PGlite.
 */
import { emptyNotification } from '@registry/domain';
import { storedData } from '../../../modules/notifications/notification-record';
import { IMAGING, iso, morphologyPanel } from './clinical';
import { LAST_DAY, planRegistry } from './plan';
import type { County } from './population';
import { type Exec, insertRows, type Log } from './sql-rows';
import { type Tumour, tumourCatalogue } from './tumours';
import { type GenerateOptions, unitsOf } from './units';

export type { GenerateOptions };

/** What the plan needs from the dictionaries: counties with their towns, code lists, the tumour pairs. */
export async function readDictionaries(q: Exec) {
  const counties = await q(`select c.id, c.ins_code, array_agg(l.id order by l.id) cities
    from counties c join localities l on l.county_id = c.id and l.level = 2 group by c.id, c.ins_code`);
  const list = async (id: number) =>
    (
      await q('select id from dictionary_entries where list_id = $1 and is_active order by id', [id])
    ).rows.map((r) => Number(r.id));
  const codes = async (table: string) =>
    new Set((await q(`select code from ${table}`)).rows.map((r) => String(r.code)));
  const catalogue = tumourCatalogue({
    topographies: await codes('topographies'),
    morphologies: await codes('morphologies'),
  });
  const tumours = new Map<string, Tumour>(
    catalogue.flat().map((t) => [`${t.topography}|${t.morphology}`, t]),
  );
  return {
    counties: counties.rows.map(
      (r): County => ({ id: Number(r.id), insCode: Number(r.ins_code), cities: r.cities.map(Number) }),
    ),
    lists: { agents: await list(41), protocols: await list(42) },
    tumours,
  };
}

/** The whole load; the caller holds the transaction, the triggers off and the indexes dropped. */
export async function generateRegistry(q: Exec, o: GenerateOptions) {
  const log: Log = o.log ?? (() => {});
  let t0 = Date.now();
  // The bench's registry is replaced; the demo's is written into an empty one (ids from 1 either way).
  if (o.truncate !== false)
    await q(
      'truncate notification_versions, notification_attachments, cancer_notifications, cancer_cases, patients restart identity cascade',
    );
  const reporters = await unitsOf(q, o.units);
  const units = reporters.map((r) => r.unitId);
  const dictionaries = await readDictionaries(q);
  log('units, reporters, dictionaries', units.length, t0);
  t0 = Date.now();
  const plan = planRegistry({
    notifications: o.notifications,
    units,
    seed: o.seed,
    duplicates: o.duplicates,
    ...dictionaries,
  });
  const reports = plan.cases.flatMap((c) => c.reports);
  log('plan (in memory)', reports.length, t0);

  t0 = Date.now();
  const genders = { male: 1, female: 2 } as const;
  await insertRows(
    q,
    'patients',
    [
      ['id', 'int'],
      ['identifier', 'text'],
      ['is_foreigner', 'bool'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['gender_id', 'int'],
      ['birthdate', 'date'],
      ['county_id', 'int'],
      ['city_id', 'int'],
    ],
    plan.cases,
    ({ patient: p }) => [
      p.id,
      p.identifier,
      p.isForeigner,
      p.firstName,
      p.lastName,
      genders[p.sex],
      iso(p.birth),
      p.countyId,
      p.cityId,
    ],
  );
  log('patients', plan.cases.length, t0);

  t0 = Date.now();
  await q(`create temp table gen_cases (id int primary key, panels jsonb, topography int, morphology int, diagnosis date,
    death date, death_topography int, therapy_end date, response int, relapse date, age int) on commit drop`);
  await q('create temp table gen_tumours (topography int, morphology int, panel jsonb) on commit drop');
  await insertRows(
    q,
    'gen_tumours',
    [
      ['topography', 'int'],
      ['morphology', 'int'],
      ['panel', 'jsonb'],
    ],
    [...dictionaries.tumours.values()],
    (t) => [t.topographyId, t.morphologyId, JSON.stringify(morphologyPanel(t))],
  );
  await insertRows(
    q,
    'gen_cases',
    [
      ['id', 'int'],
      ['panels', 'jsonb'],
      ['topography', 'int'],
      ['morphology', 'int'],
      ['diagnosis', 'date'],
      ['death', 'date'],
      ['death_topography', 'int'],
      ['therapy_end', 'date'],
      ['response', 'int'],
      ['relapse', 'date'],
      ['age', 'int'],
    ],
    plan.cases,
    (c) => [
      c.patient.id,
      c.panels,
      c.tumour.topographyId,
      c.tumour.morphologyId,
      iso(c.diagnosis),
      c.death === null ? null : iso(c.death),
      c.deathReasonTopography,
      c.therapyEnd ? iso(c.therapyEnd.day) : null,
      c.therapyEnd?.response ?? null,
      c.relapse === null ? null : iso(c.relapse),
      yearsBetween(c.patient.birth, c.diagnosis),
    ],
    `u.id, u.panels || jsonb_build_object('cancerMorphology', t.panel,
      'cancerImagistics', '${JSON.stringify(IMAGING)}'::jsonb || (u.panels -> 'cancerImagistics')),
      u.topography, u.morphology, u.diagnosis, u.death, u.death_topography, u.therapy_end, u.response, u.relapse, u.age`,
    'join gen_tumours t on t.topography = u.topography and t.morphology = u.morphology',
  );
  log('case panels (staging)', plan.cases.length, t0);
  t0 = Date.now();
  const withCase = plan.cases.filter((c) => c.reports.some((r) => r.status === 2));
  await insertRows(
    q,
    'cancer_cases',
    [
      ['id', 'int'],
      ['patient_id', 'int'],
      ['morphology_code_id', 'int'],
      ['case_version', 'int'],
      ['reviewed_version', 'int'],
      ['current_notification_id', 'int'],
      ['reviewed_at', 'timestamptz'],
    ],
    withCase,
    (c) => {
      const completed = c.reports.filter((r) => r.status === 2);
      const current = completed[completed.length - 1];
      const reviewed =
        c.reviewedShare === 'all'
          ? completed.length
          : c.reviewedShare === 'earlier'
            ? completed.length - 1
            : 0;
      const seen = completed[reviewed - 1];
      const at = seen
        ? Math.min(seen.created + 86_400_000 * (1 + (c.patient.id % 30)), Date.parse(`${LAST_DAY}T20:00:00Z`))
        : null;
      return [
        c.patient.id,
        c.patient.id,
        c.tumour.morphologyId,
        completed.length,
        reviewed || null,
        current.id,
        at && new Date(at).toISOString(),
      ];
    },
  );
  log('cases', withCase.length, t0);

  t0 = Date.now();
  const caseIds = new Set(withCase.map((c) => c.patient.id));
  const current = new Set(withCase.map((c) => c.reports.filter((r) => r.status === 2).at(-1)?.id));
  await q(`create temp table gen_reports (id int, patient_id int, case_id int, unit int, status int, reason int, created timestamptz,
    last_contact date, tracking int, dead bool, is_current bool, doctor text) on commit drop`);
  await insertRows(
    q,
    'gen_reports',
    [
      ['id', 'int'],
      ['patient_id', 'int'],
      ['case_id', 'int'],
      ['unit', 'int'],
      ['status', 'int'],
      ['reason', 'int'],
      ['created', 'timestamptz'],
      ['last_contact', 'date'],
      ['tracking', 'int'],
      ['dead', 'bool'],
      ['is_current', 'bool'],
      ['doctor', 'text'],
    ],
    reports,
    (r) => [
      r.id,
      r.patient.id,
      caseIds.has(r.patient.id) ? r.patient.id : null,
      r.unit,
      r.status,
      r.reason,
      new Date(r.created).toISOString(),
      iso(r.lastContact),
      r.tracking,
      r.dead,
      current.has(r.id),
      DOCTORS[r.unit % DOCTORS.length],
    ],
  );
  log('report staging', reports.length, t0);

  t0 = Date.now();
  // A saved record carries every field of the model, null or not (storedData of the parsed body): ~4.7 kB
  // of JSON, over PostgreSQL's 2 kB TOAST threshold. The generated panels hold only what was filled, so
  // each record is laid over the blank stored record, panel by panel, to be the size a save writes.
  const { id: _id, ...blank } = storedData(emptyNotification());
  await q(`create function pg_temp.gen_as_saved(blank jsonb, d jsonb) returns jsonb language sql immutable as $$
    select blank || d || coalesce((select jsonb_object_agg(b.key, b.value || (d -> b.key)) from jsonb_each(blank) b
      where jsonb_typeof(b.value) = 'object' and jsonb_typeof(d -> b.key) = 'object'), '{}') $$`);
  // The row's copy of its child's names (migration 0059) comes with the join: its trigger's look-up
  // per row is left out of the load, as the counting triggers are.
  await q('alter table cancer_notifications disable trigger cancer_notifications_record_names');
  const inserted = await q(
    `
    with reporters as (select * from jsonb_to_recordset($2::jsonb) as r(unit int, reporter int))
    insert into cancer_notifications (id, patient_id, case_id, is_cancer_case, reporting_unit_id, status, reporting_reason_id,
      diagnostic_date, age_at_diagnostic, topologic_code_id, morphology_code_id, county_id, city_id, has_reviewer_observation,
      data, version, created_by, updated_by, created_at, updated_at, record_first_name, record_last_name)
    select r.id, r.patient_id, r.case_id, r.is_current, r.unit, r.status, r.reason, k.diagnosis, k.age, k.topography, k.morphology,
      p.county_id, p.city_id, r.id % 50 = 0,
      pg_temp.gen_as_saved($1::jsonb, k.panels || jsonb_build_object(
        'status', r.status, 'diagnosticReportingReasonId', r.reason,
        'patientDetails', jsonb_build_object('patientId', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
          'identifier', p.identifier, 'isForeigner', p.is_foreigner, 'countyId', p.county_id, 'cityId', p.city_id,
          'genderId', p.gender_id, 'birthdate', p.birthdate,
          'age', extract(year from age(coalesce(case when r.dead then k.death end, date '${LAST_DAY}'), p.birthdate))::int),
        'notificationOverview', jsonb_strip_nulls(jsonb_build_object('reportingUnitId', r.unit, 'reportingReasonId', r.reason,
          'lastContactDate', r.last_contact, 'lastDoctor', r.doctor, 'trackingStatusId', r.tracking,
          'isPatientDead', r.dead, 'deathDate', case when r.dead then k.death end,
          'deathReasonTopoCodeId', case when r.dead then k.death_topography end,
          'deathReason2', case when r.dead and k.death_topography = 999999 then 'Complicații infecțioase ale tratamentului' end,
          'vitalStatusUpdateDate', r.last_contact)))
        || case when r.reason = 6 and k.therapy_end is not null then jsonb_build_object('cancerTreatment', (k.panels -> 'cancerTreatment')
          || jsonb_build_object('hasTherapyEndDate', true, 'therapyEndDate', k.therapy_end, 'treatmentResponseId', k.response))
          when r.reason = 9 and k.relapse is not null then jsonb_build_object(
            'cancerDiagnostic', (k.panels -> 'cancerDiagnostic') || jsonb_build_object('relapseDate', k.relapse),
            'cancerTreatment', (k.panels -> 'cancerTreatment') || jsonb_build_object('treatmentResponseId', 5))
          else '{}'::jsonb end),
      1, rp.reporter, rp.reporter, r.created, r.created, p.first_name, p.last_name
    from gen_reports r join patients p on p.id = r.patient_id join gen_cases k on k.id = r.patient_id
    join reporters rp on rp.unit = r.unit`,
    [
      JSON.stringify(blank),
      JSON.stringify(reporters.map((r) => ({ unit: r.unitId, reporter: r.reporterUserId }))),
    ],
  );
  await q('alter table cancer_notifications enable trigger cancer_notifications_record_names');
  log('notifications', inserted.rowCount, t0);

  t0 = Date.now();
  if (o.truncate !== false) await writeDuplicateTruth(q, plan.planted);
  for (const table of ['patients', 'cancer_cases', 'cancer_notifications'])
    await q(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  log('duplicate truth, sequences', plan.planted.length, t0);
  return plan;
}

/** The planted pairs, for the duplicate benches (docs/generator.md); a bench database only, never the demo's. */
async function writeDuplicateTruth(q: Exec, planted: ReturnType<typeof planRegistry>['planted']) {
  await q(
    'create table if not exists generated_duplicate_truth (duplicate_patient_id int primary key, original_patient_id int not null, kinds text[] not null)',
  );
  await q('truncate generated_duplicate_truth');
  await insertRows(
    q,
    'generated_duplicate_truth',
    [
      ['duplicate_patient_id', 'int'],
      ['original_patient_id', 'int'],
      ['kinds', 'text'],
    ],
    planted,
    (d) => [d.kase.patient.id, d.original.patient.id, `{${d.kinds.join(',')}}`],
    'duplicate_patient_id, original_patient_id, kinds::text[]',
  );
}

const yearsBetween = (birth: number, day: number) => {
  const [a, b] = [iso(birth), iso(day)];
  return Number(b.slice(0, 4)) - Number(a.slice(0, 4)) - (b.slice(5) < a.slice(5) ? 1 : 0);
};

const DOCTORS = [
  'Dr. Popescu Ana',
  'Dr. Ionescu Mihai',
  'Dr. Stan Elena',
  'Dr. Dumitrescu Radu',
  'Dr. Moldovan Ioana',
  'Dr. Munteanu Dan',
  'Dr. Rusu Carmen',
  'Dr. Nagy Ildikó',
  'Dr. Șerban Vlad',
  'Dr. Lungu Irina',
  'Dr. Matei Sorin',
];

import type { TestServer } from './harness';

/**
 * A generated registry for the anonymised export's k-anonymity tests: `count` cases written in a few
 * set-based statements (as the generator does), skewed like childhood cancer — young ages, a few
 * big ICCC-3 groups, populous counties — so that both small classes and small cells abound. Years
 * 2010–2024, both sexes, every main group, every county, some without a county; deaths and follow-ups.
 * Row triggers are off for the load (one statement each); the report facts are rebuilt once after.
 */
export async function insertAnonymisedRegistry(s: TestServer, count: number) {
  const one = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows[0];
  const ids = await one<{ male: number; female: number; groups: number[]; counties: number[] }>(`
    select (select id from dictionary_entries where list_id = 7 and code = 'M') as male,
      (select id from dictionary_entries where list_id = 7 and code = 'F') as female,
      (select array_agg(id order by sort_order, id) from iccc3_groups where level = 1) as groups,
      (select array_agg(id order by ins_code) from counties) as counties`);
  const base = 700000;
  await s.sql(`set session_replication_role = replica`);
  try {
    await s.sql(`select setseed(0.42)`);
    await s.sql(`create temp table anon_gen as
      select g,
        2010 + floor(random() * 15)::int as year,
        floor(power(random(), 1.7) * 20)::int as age,
        case when random() < 0.54 then ${ids.male} else ${ids.female} end as sex,
        (array[${ids.groups.join(',')}])[1 + floor(power(random(), 1.8) * ${ids.groups.length})::int] as grp,
        case when random() < 0.03 then null
          else (array[${ids.counties.join(',')}])[1 + floor(power(random(), 1.4) * ${ids.counties.length})::int] end as county,
        make_date(2010, 1, 1) as d, floor(random() * 365)::int as day_of_year,
        random() < 0.2 as dead, 20 + floor(random() * 3000)::int as follow_up
      from generate_series(1, ${count}) g`);
    await s.sql(`update anon_gen set d = make_date(year, 1, 1) + least(day_of_year, 364)`);
    await s.sql(`insert into patients (id, identifier, first_name, last_name, gender_id, birthdate, county_id)
      select ${base} + g, 'ANON' || g, 'Copil', 'Generat', sex, d - (age * 365 + 100), county from anon_gen`);
    await s.sql(`insert into cancer_cases (id, patient_id, morphology_code_id, case_version, current_notification_id)
      select ${base} + g, ${base} + g, (select min(id) from morphologies), 1, ${base} + g from anon_gen`);
    await s.sql(`insert into cancer_notifications (id, patient_id, case_id, is_cancer_case, reporting_unit_id, status,
        diagnostic_date, age_at_diagnostic, county_id, data, created_by, updated_by, created_at, updated_at)
      select ${base} + g, ${base} + g, ${base} + g, true, (select min(id) from reporting_units), 2, d, age, county,
        jsonb_build_object('status', 2,
          'cancerDiagnostic', jsonb_build_object('diagnosticDate', d::text, 'ageAtDiagnostic', age),
          'cancerMorphology', jsonb_build_object('icC3PrimaryId', grp),
          'notificationOverview', case when dead
            then jsonb_build_object('isPatientDead', true, 'deathDate', (d + follow_up)::text)
            else jsonb_build_object('lastContactDate', (d + follow_up)::text) end,
          'cancerTreatment', jsonb_build_object('hasChimio', true, 'chimioDate', (d + 7)::text)),
        (select min(id) from users), (select min(id) from users), d + 30, d + 30
      from anon_gen`);
    await s.sql(`drop table anon_gen`);
  } finally {
    await s.sql(`set session_replication_role = origin`);
  }
  await s.sql(`select report_case_facts_rebuild()`);
}

import type { TestServer } from './harness';

/**
 * 600 current records written straight into report_case_facts (the reports read nothing else), years
 * 2010–2012, skewed so that small cells abound: every subgroup, county, unit, sex and age group, bases
 * of diagnosis, deaths and follow-ups, days to notification, completion and review.
 */
export async function insertReportFacts(s: TestServer) {
  let seed = 11;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  /** Skewed choice: the first items often, the last ones rarely (so that small cells abound). */
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() ** 2.2 * items.length)];
  const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
  const subgroups = await rows<{ id: number; parent: number }>(
    `select id, parent_id as parent from iccc3_groups where level = 2 order by sort_order, id`,
  );
  const genders = await rows<{ id: number }>(
    `select id from dictionary_entries where list_id = 7 and code in ('M', 'F') order by code`,
  );
  const counties = await rows<{ id: number }>(
    `select id from counties where is_active order by sort_order limit 6`,
  );
  const units = await rows<{ id: number }>(`select id from reporting_units order by id limit 4`);
  const values: string[] = [];
  for (let i = 0; i < 600; i++) {
    const sub = pick(subgroups);
    const year = 2010 + Math.floor(random() * 3);
    const ageGroup = pick([3, 2, 1, 4, 0]);
    const age = [0, 2, 7, 12, 17][ageGroup];
    const dead = random() < 0.3;
    const days = 30 + Math.floor(random() * 2500);
    const diagnosis = `'${year}-0${1 + Math.floor(random() * 9)}-15'::date`;
    values.push(
      `(${900000 + i}, ${900000 + i}, ${900000 + i}, ${pick(units).id}, ${pick(counties).id}, ` +
        `${genders[Math.floor(random() * 2)].id}, ${diagnosis}, ${age}, ${ageGroup}, ${sub.parent}, ${sub.id}, ` +
        `${pick([7, 5, 6, 2, 9, 0])}, ${dead}, ${dead ? `${diagnosis} + ${days}` : 'null'}, ` +
        `${dead ? 'null' : `${diagnosis} + ${days}`}, ${random() < 0.1}, ${Math.floor(random() * 90)}, ` +
        `${Math.floor(random() * 120)}, ${random() < 0.8 ? Math.floor(random() * 200) : 'null'})`,
    );
  }
  await s.sql(`insert into report_case_facts (case_id, patient_id, notification_id, reporting_unit_id, county_id,
    gender_id, diagnosis_date, age, age_group, iccc_group_id, iccc_subgroup_id, basis_code, is_dead, death_date,
    last_alive_date, unresolved_warnings, days_to_notification, days_to_completion, days_to_review)
    values ${values.join(', ')}`);
}

/**
 * A registry of realistic size for the disclosure test: `cases` current records over `from`–`to`
 * (3,000 over ten years is Romania's paediatric registry at about 300 new cases a year), in every
 * county and unit, skewed so that the rarer subgroups, counties and ages give small cells; a few cases
 * of unknown sex, of unknown age, aged 20 or over, without ICCC-3 subgroup or group.
 */
export async function insertRegistryFacts(s: TestServer, cases = 3000, from = 2015, to = 2024) {
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const pick = <T>(items: readonly T[], skew = 2.2) => items[Math.floor(random() ** skew * items.length)];
  const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
  const subgroups = await rows<{ id: number; parent: number }>(
    `select id, parent_id as parent from iccc3_groups where level = 2 order by sort_order, id`,
  );
  const genders = await rows<{ id: number }>(
    `select id from dictionary_entries where list_id = 7 and code in ('M', 'F') order by code`,
  );
  const counties = await rows<{ id: number }>(`select id from counties where is_active order by sort_order`);
  const units = await rows<{ id: number }>(`select id from reporting_units order by id`);
  const values: string[] = [];
  for (let i = 0; i < cases; i++) {
    const sub = pick(subgroups, 1.6);
    const noSubgroup = random() < 0.01;
    const noGroup = random() < 0.005;
    const year = from + Math.floor(random() * (to - from + 1));
    const r = random();
    const ageGroup = r < 0.01 ? null : r < 0.02 ? 5 : pick([3, 2, 1, 4, 0], 1.3);
    const age = ageGroup === null ? null : [0, 2, 7, 12, 17, 20][ageGroup];
    const gender = random() < 0.01 ? 'null' : genders[Math.floor(random() * 2)].id;
    const dead = random() < 0.25;
    const days = 30 + Math.floor(random() * 2500);
    const diagnosis = `'${year}-0${1 + Math.floor(random() * 9)}-15'::date`;
    values.push(
      `(${800000 + i}, ${800000 + i}, ${800000 + i}, ${pick(units, 1.5).id}, ${pick(counties, 1.8).id}, ` +
        `${gender}, ${diagnosis}, ${age}, ${ageGroup}, ${noGroup ? 'null' : sub.parent}, ` +
        `${noGroup || noSubgroup ? 'null' : sub.id}, ${pick([7, 5, 6, 2, 9, 0], 3)}, ${dead}, ` +
        `${dead ? `${diagnosis} + ${days}` : 'null'}, ${dead ? 'null' : `${diagnosis} + ${days}`}, ` +
        `${random() < 0.05}, ${Math.floor(random() * 90)}, ${Math.floor(random() * 120)}, ` +
        `${random() < 0.8 ? Math.floor(random() * 200) : 'null'})`,
    );
  }
  await s.sql(`insert into report_case_facts (case_id, patient_id, notification_id, reporting_unit_id, county_id,
    gender_id, diagnosis_date, age, age_group, iccc_group_id, iccc_subgroup_id, basis_code, is_dead, death_date,
    last_alive_date, unresolved_warnings, days_to_notification, days_to_completion, days_to_review)
    values ${values.join(', ')}`);
}

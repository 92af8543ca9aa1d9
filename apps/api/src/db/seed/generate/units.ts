/**
 * Which units the generated children are reported from, each with the user who creates and updates its
 * notifications: the bench's own units ('spitalN@bench.local', one reporter 'raportorN@bench.local'
 * each), or units given by the caller (the demo registry's demo units and demo reporters).
 */
import type { Exec, Log } from './sql-rows';

export type GivenUnit = { unitId: number; reporterUserId: number };

export type GenerateOptions = {
  notifications: number;
  /** How many bench units to create (or reuse), or the units and reporters to write into. */
  units: number | GivenUnit[];
  seed: number;
  /** Planted duplicate children; default 3 per 1,000 notifications (plan.ts DUPLICATE_RATE). */
  duplicates?: number;
  /**
   * false: the registry is known to be empty and is written into as it is, without the ground-truth
   * table of the duplicate benches (the demo registry of an application database).
   */
  truncate?: boolean;
  log?: Log;
};

export async function unitsOf(q: Exec, units: GenerateOptions['units']): Promise<GivenUnit[]> {
  if (typeof units !== 'number') {
    if (!units.length) throw new Error('the generator needs at least one unit');
    return units;
  }
  await q(
    `insert into reporting_units (name, type_id, country_id, county_id, city_id, address, email)
    select 'Spitalul de test ' || g, 2, 1, l.county_id, l.id, 'Str. Test ' || g, 'spital' || g || '@bench.local'
    from generate_series(1, $1::int) g
    join lateral (select id, county_id from localities where level = 2 order by id offset (g * 7) % 300 limit 1) l on true
    where not exists (select 1 from reporting_units where email = 'spital' || g || '@bench.local')`,
    [units],
  );
  await q(`insert into users (email, first_name, last_name, role_id, email_confirmed)
    select 'raportor' || u.id || '@bench.local', 'Raportor', 'Unitatea ' || u.id, 2, true
    from reporting_units u where u.email like '%@bench.local' on conflict (email) do nothing`);
  await q(`insert into employees (user_id, reporting_unit_id)
    select us.id, u.id from reporting_units u join users us on us.email = 'raportor' || u.id || '@bench.local'
    on conflict do nothing`);
  const rows = await q(`select u.id unit, us.id reporter from reporting_units u
    join users us on us.email = 'raportor' || u.id || '@bench.local' where u.email like '%@bench.local' order by u.id`);
  return rows.rows.map((r) => ({ unitId: Number(r.unit), reporterUserId: Number(r.reporter) }));
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// A list sorted by a label (city, county, unit, user) takes the labels in order and stops once the page
// is full (notification-page.ts). Here its pages, walked to the end in both directions, are held to the
// order written out in SQL: the label, its key, newest first — the rows without one last.
let s: TestServer;
let reviewer: string;
const ROWS = 45;

const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;

beforeAll(async () => {
  s = await startTestServer();
  reviewer = await s.signIn('reviewer@demo.local');
  const [user] = await rows<{ id: number }>(`select id from users where email = 'reporter@demo.local'`);
  const units = (await rows<{ id: number }>('select id from reporting_units order by id limit 3')).map(
    (u) => u.id,
  );
  // Five cities of two counties with labels out of id order, and rows with neither.
  const cities = await rows<{ id: number; county: number }>(
    `select id, county_id as county from localities where level = 2 and county_id in (
       select county_id from localities where level = 2 group by county_id having count(*) >= 3 order by county_id limit 2)
     order by label_ro desc limit 5`,
  );
  expect(cities.length).toBe(5);
  const place = (g: number) => (g % 6 === 5 ? null : cities[g % 6]);
  const values = Array.from({ length: ROWS }, (_, i) => {
    const g = i + 1;
    const c = place(g);
    return `(${200000 + g}, ${units[g % units.length]}, ${c?.county ?? 'null'}, ${c?.id ?? 'null'}, ${user.id},
      timestamptz '2024-01-01' + ${(g * 7) % 40} * interval '1 day')`;
  });
  await s.sql(`insert into patients (id, identifier, first_name, last_name)
    select 200000 + g, lpad((200000 + g)::text, 13, '9'), 'Ana', 'Pop' from generate_series(1, ${ROWS}) g`);
  // Loaded without the row triggers (counters, report facts): this test reads the order, not counts.
  await s.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql.raw(`insert into cancer_notifications (id, reporting_unit_id, county_id, city_id, created_by, created_at,
          patient_id, status, data, version, updated_by, updated_at)
        select v.id, v.unit, v.county, v.city, v.by, v.at, v.id, 1, '{}'::jsonb, 1, v.by, v.at
        from (values ${values.join(', ')}) v(id, unit, county, city, by, at)`),
    );
  });
}, 120_000);
afterAll(() => s.close());

/** Every page of the list, `take` rows at a time, until a short page. */
async function walk(sortBy: string, sortDesc: boolean, take: number) {
  const seen: number[] = [];
  for (let skip = 0; ; skip += take) {
    const res = await s.request('POST', '/api/cancer-notification/filter', {
      token: reviewer,
      body: { take, skip, sortBy, sortDesc },
    });
    expect(res.status).toBe(200);
    seen.push(...res.body.items.map((r: { id: number }) => r.id));
    if (res.body.items.length < take) return seen;
  }
}

const orders: Record<string, { table: string; key: string; label: string }> = {
  city: { table: 'localities', key: 'city_id', label: 'lower(d.label_ro)' },
  county: { table: 'counties', key: 'county_id', label: 'lower(d.label_ro)' },
  reportingUnit: { table: 'reporting_units', key: 'reporting_unit_id', label: 'lower(d.name)' },
  username: { table: 'users', key: 'created_by', label: `lower(d.first_name || ' ' || d.last_name)` },
};

describe('a list sorted by a label', () => {
  for (const [sortBy, o] of Object.entries(orders))
    for (const sortDesc of [false, true])
      it(`${sortBy} ${sortDesc ? 'descending' : 'ascending'}: every page in the labels' order, rows without one last`, async () => {
        const expected = (
          await rows<{ id: number }>(
            `select n.id from cancer_notifications n left join ${o.table} d on d.id = n.${o.key}
             where not n.is_deleted
             order by n.${o.key} is null, ${o.label} ${sortDesc ? 'desc' : 'asc'}, d.id, n.created_at desc, n.id desc`,
          )
        ).map((r) => Number(r.id));
        expect(expected.length).toBe(ROWS);
        expect(await walk(sortBy, sortDesc, 4)).toEqual(expected);
        expect(await walk(sortBy, sortDesc, 20)).toEqual(expected);
      });
});

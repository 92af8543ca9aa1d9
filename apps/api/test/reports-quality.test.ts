import type { DataQualityRow } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { insertReportFacts } from './report-facts-fixture';

/**
 * The data-quality report over 600 facts rows: its medians (read off per-key histograms) equal what
 * PostgreSQL's percentile_cont gives over the same rows, and one reporting unit can be followed year by
 * year (year × unit).
 */
let s: TestServer;
let reviewer = '';
const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
const post = (body: unknown) =>
  s.request('POST', '/api/report/data-quality', { token: reviewer, body, language: 2 });

beforeAll(async () => {
  s = await startTestServer();
  reviewer = await s.signIn('reviewer@demo.local');
  await insertReportFacts(s);
});
afterAll(() => s.close());

/** The database's own medians and counts, per key and in total. */
const truth = (key: string, where = 'true') =>
  rows<{
    key: number | null;
    cases: number;
    mv: number;
    dn: number | null;
    dc: number | null;
    dr: number | null;
    nr: number;
  }>(
    `select ${key} as key, count(*)::int as cases, count(*) filter (where basis_code in (5, 6, 7, 8))::int as mv,
       percentile_cont(0.5) within group (order by days_to_notification) as dn,
       percentile_cont(0.5) within group (order by days_to_completion) as dc,
       percentile_cont(0.5) within group (order by days_to_review) as dr, count(days_to_review)::int as nr
     from report_case_facts where diagnosis_date >= '2010-01-01' and diagnosis_date < '2013-01-01' and ${where}
     group by grouping sets ((${key}), ()) order by grouping(${key}), 1`,
  );

describe('data quality', () => {
  for (const [by, key] of [
    ['year', 'extract(year from diagnosis_date)::int'],
    ['unit', 'reporting_unit_id'],
  ])
    it(`per ${by}: the counts and medians percentile_cont gives, total included`, async () => {
      const res = await post({ yearFrom: 2010, yearTo: 2012, by });
      expect(res.status).toBe(200);
      expect(res.body.unit).toBeNull();
      const expected = await truth(key);
      expect(
        res.body.rows.map((r: DataQualityRow) => [r.key, r.cases, r.microscopicallyVerified.count]),
      ).toEqual(expected.map((e, i) => [i === expected.length - 1 ? 'total' : String(e.key), e.cases, e.mv]));
      expect(
        res.body.rows.map((r: DataQualityRow) => [
          r.daysToNotification.days,
          r.daysToCompletion.days,
          r.daysToReview.days,
          r.daysToReview.n,
        ]),
      ).toEqual(expected.map((e) => [e.dn, e.dc, e.dr, e.nr].map((v) => (v === null ? null : Number(v)))));
    });

  it('follows one reporting unit year by year, the same figures as its row per unit', async () => {
    const perUnit = (await post({ yearFrom: 2010, yearTo: 2012, by: 'unit' })).body.rows;
    const unit = perUnit[1];
    const res = await post({ yearFrom: 2010, yearTo: 2012, by: 'year', unitId: Number(unit.key) });
    expect(res.status).toBe(200);
    expect(res.body.unit).toEqual({ id: Number(unit.key), name: unit.label });
    const total = res.body.rows.at(-1);
    expect(total.cases).toBe(unit.cases);
    expect(total.daysToCompletion).toEqual(unit.daysToCompletion);
    const expected = await truth('extract(year from diagnosis_date)::int', `reporting_unit_id = ${unit.key}`);
    expect(res.body.rows.map((r: DataQualityRow) => [r.key, r.cases])).toEqual(
      expected.map((e, i) => [i === expected.length - 1 ? 'total' : String(e.key), e.cases]),
    );
  });

  it('gives the medians percentile_cont gives over days spread across many buckets, negative and on bucket edges', async () => {
    // 2015–2016 only (the rows above are 2010–2012): each days column spans dozens of 64-day buckets,
    // runs below zero, sits on bucket edges (63, 64) and is often unknown; even counts per key make
    // percentile_cont interpolate between two values that may lie in different buckets.
    await s.sql(`insert into report_case_facts (case_id, patient_id, notification_id, reporting_unit_id,
        diagnosis_date, is_dead, unresolved_warnings, days_to_notification, days_to_completion, days_to_review)
      select 950000 + i, 950000 + i, 950000 + i, u[1 + i % cardinality(u)],
        date '2015-01-01' + (i * 7) % 700, false, false,
        (i * 37) % 2000 - 300,
        case when i % 7 = 0 then null else (i * 53) % 700 end,
        case when i % 3 = 0 then null else 64 * (i % 9) + case when i % 2 = 0 then 63 else 0 end end
      from generate_series(0, 797) i, (select array_agg(id order by id) as u from reporting_units) units`);
    const sameAs = async (by: string, key: string) => {
      const res = await post({ yearFrom: 2015, yearTo: 2016, by });
      expect(res.status).toBe(200);
      const expected = await rows<{ dn: number | null; dc: number | null; dr: number | null }>(
        `select percentile_cont(0.5) within group (order by days_to_notification) as dn,
           percentile_cont(0.5) within group (order by days_to_completion) as dc,
           percentile_cont(0.5) within group (order by days_to_review) as dr
         from report_case_facts where diagnosis_date >= '2015-01-01' and diagnosis_date < '2017-01-01'
         group by grouping sets ((${key}), ()) order by grouping(${key}), ${key}`,
      );
      expect(expected.length).toBeGreaterThan(2);
      expect(
        res.body.rows.map((r: DataQualityRow) => [
          r.daysToNotification.days,
          r.daysToCompletion.days,
          r.daysToReview.days,
        ]),
      ).toEqual(expected.map((e) => [e.dn, e.dc, e.dr].map((v) => (v === null ? null : Number(v)))));
    };
    await sameAs('unit', 'reporting_unit_id');
    await sameAs('year', 'extract(year from diagnosis_date)::int');
  });

  it('answers 400 with a translated message for a unit that does not exist', async () => {
    const res = await s.request('POST', '/api/report/data-quality', {
      token: reviewer,
      body: { yearFrom: 2010, yearTo: 2012, unitId: 987654 },
      language: 1,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Unitatea raportoare nu există');
  });
});

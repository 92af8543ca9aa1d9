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

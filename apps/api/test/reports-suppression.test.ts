import { type AdditiveRelation, deducibleCells } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { insertReportFacts } from './report-facts-fixture';

/**
 * What an executive receives must not let them work out a hidden count: for every sum the answer shows
 * (row totals, all = M + F, group = Σ subgroups, total = Σ lines, cases = deaths + censored, all groups
 * = Σ groups), the hidden cells are unknowns and the shown ones constants, and no unknown may be solved.
 * The fixture writes 600 facts rows (report-facts-fixture.ts): a table rich enough that primary
 * suppression alone gives cells away (checked below, so the test fails if the complements stop).
 */
let s: TestServer;
const t: Record<string, string> = {};
const post = async (path: string, body: unknown, token: string) => {
  const res = await s.request('POST', `/api/report/${path}`, { token, body, language: 2 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A table read from an answer: known values, unknown (hidden) cells and the relations between them. */
class Cells {
  readonly shown: (number | null)[] = [];
  readonly relations: AdditiveRelation[] = [];
  add(value: number | null) {
    this.shown.push(value);
    return this.shown.length - 1;
  }
  relate(total: number, parts: number[]) {
    this.relations.push({ total, parts });
  }
  /** The hidden cells a reader could compute; the shown ones must add up where all are shown. */
  leaks() {
    for (const r of this.relations) {
      const values = [r.total, ...r.parts].map((c) => this.shown[c]);
      if (values.every((v) => v !== null))
        expect(this.shown[r.total]).toBe(r.parts.reduce((a, p) => a + (this.shown[p] as number), 0));
    }
    return deducibleCells(
      this.relations,
      this.shown.map((v) => v === null),
    );
  }
}

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reviewer', 'executive']) t[who] = await s.signIn(`${who}@demo.local`);
  await insertReportFacts(s);
});
afterAll(() => s.close());

/** The incidence answer as cells and relations; `count` picks the figure (an executive's or the true one). */
function incidenceCells(answer: any, count: (c: any) => number | null) {
  const table = new Cells();
  const at = new Map<string, number[]>();
  for (const r of answer.rows) {
    const ages = r.ages.map((c: any) => table.add(count(c)));
    const total = table.add(count(r.total));
    table.relate(total, ages);
    at.set(`${r.key}|${r.sex}`, [...ages, total]);
  }
  const lines = answer.rows.filter((r: any) => r.sex === 'all');
  for (const line of lines) {
    const [all, m, f] = ['all', 'M', 'F'].map((sex) => at.get(`${line.key}|${sex}`) as number[]);
    for (let c = 0; c < 6; c++) table.relate(all[c], [m[c], f[c]]);
    const children =
      line.level === 'total'
        ? lines.filter((l: any) => l.level !== 'total' && l.level !== 'subgroup')
        : lines.filter((l: any) => l.parentKey === line.key);
    if (!children.length) continue;
    for (const sex of ['all', 'M', 'F'])
      for (let c = 0; c < 6; c++)
        table.relate(
          (at.get(`${line.key}|${sex}`) as number[])[c],
          children.map((l: any) => (at.get(`${l.key}|${sex}`) as number[])[c]),
        );
  }
  return table;
}

describe('complementary suppression for executives', () => {
  for (const by of ['group', 'county', 'year'])
    it(`incidence by ${by}: no hidden count can be worked out from the rows, sexes and totals shown`, async () => {
      const body = { yearFrom: 2010, yearTo: 2014, by };
      const [truth, exec] = await Promise.all([
        post('incidence', body, t.reviewer),
        post('incidence', body, t.executive),
      ]);
      const trueCells = incidenceCells(truth, (c) => c.count);
      const naive = trueCells.shown.map((v) => v !== null && v >= 1 && v <= 4);
      if (by === 'group') expect(deducibleCells(trueCells.relations, naive).length).toBeGreaterThan(0);
      const seen = incidenceCells(exec, (c) => (c.suppressed ? null : c.count));
      expect(seen.leaks()).toEqual([]);
      // Every 1–4 is hidden, every shown figure is the true one, and nothing computed from a hidden count shows.
      seen.shown.forEach((v, i) => {
        if (naive[i]) expect(v).toBeNull();
        if (v !== null) expect(v).toBe(trueCells.shown[i]);
      });
      // Complements: more hidden than the 1–4 alone, whenever any 1–4 is hidden.
      const primary = naive.filter(Boolean).length;
      if (primary) expect(seen.shown.filter((v) => v === null).length).toBeGreaterThan(primary);
      for (const r of exec.rows) {
        for (const c of [...r.ages, r.total])
          if (c.suppressed) expect([c.count, c.rate]).toEqual([null, null]);
        if (r.ages.some((c: any) => c.suppressed))
          expect([r.asr, r.asrLower, r.asrUpper]).toEqual([null, null, null]);
      }
    });

  for (const by of ['year', 'unit'])
    it(`data quality by ${by}: no hidden count of any column is the total minus the other rows`, async () => {
      const exec = await post('data-quality', { yearFrom: 2010, yearTo: 2014, by }, t.executive);
      const table = new Cells();
      const shares = [
        'microscopicallyVerified',
        'deathCertificateOnly',
        'unknownBasis',
        'icccUnspecified',
        'unknownAge',
        'unresolvedWarnings',
      ];
      const medians = ['daysToNotification', 'daysToCompletion', 'daysToReview'];
      const columns = exec.rows.map((r: any) => [
        table.add(r.cases),
        ...shares.map((k) => table.add(r[k].count)),
        ...medians.map((k) => table.add(r[k].n)),
      ]);
      const total = exec.rows.findIndex((r: any) => r.key === 'total');
      for (let c = 0; c < columns[0].length; c++)
        table.relate(
          columns[total][c],
          columns.filter((_: unknown, i: number) => i !== total).map((row: number[]) => row[c]),
        );
      expect(table.leaks()).toEqual([]);
      expect(table.shown.some((v) => v === null)).toBe(true);
      for (const r of exec.rows) {
        for (const k of shares) {
          if (r[k].suppressed) expect(r[k].percent).toBeNull();
          if (r.casesSuppressed) expect(r[k].suppressed).toBe(true);
        }
        for (const k of medians) {
          if (r[k].suppressed) expect(r[k].days).toBeNull();
          // A median's n is mostly the row's cases: hidden with them.
          if (r.casesSuppressed) expect(r[k].n).toBeNull();
        }
      }
    });

  it('survival: cases = deaths + censored and all groups = Σ groups leave no hidden count solvable', async () => {
    const exec = await post('survival', { periodFrom: 2010, periodTo: 2014, periodLength: 5 }, t.executive);
    const table = new Cells();
    const cellsOf = exec.rows.map((r: any) => {
      const counts = ['cases', 'deaths', 'censored', 'withoutFollowUp', 'deathCertificateOnly'].map((k) =>
        table.add(r[k]),
      );
      table.relate(counts[0], [counts[1], counts[2]]);
      return [...counts, ...r.at.map((a: any) => table.add(a.suppressed ? null : a.atRisk))];
    });
    for (const period of [2010]) {
      const members = exec.rows.flatMap((r: any, i: number) => (r.periodFrom === period ? [i] : []));
      const all = members.find((i: number) => exec.rows[i].group === 'all');
      const groups = members.filter((i: number) => i !== all);
      for (let c = 0; c < cellsOf[all].length; c++)
        table.relate(
          cellsOf[all][c],
          groups.map((i: number) => cellsOf[i][c]),
        );
    }
    expect(table.leaks()).toEqual([]);
    const rowsWithHiddenDeaths = exec.rows.filter((r: any) => r.cases !== null && r.deaths === null);
    expect(rowsWithHiddenDeaths.length).toBeGreaterThan(0);
    for (const r of rowsWithHiddenDeaths) expect(r.censored).toBeNull();
  });

  it('survival: a horizon with 1–4 deaths before it shows no S(t), and a row with 1–4 deaths no curve', async () => {
    const body = { periodFrom: 2010, periodTo: 2014, periodLength: 5, curve: true };
    const exec = await post('survival', body, t.executive);
    // Deaths per main group and period of diagnosis (the band 2010–2014) before each horizon, from the facts themselves.
    const deaths = await s.sql(`select g.code, 2010 as year,
        count(*) filter (where f.death_date - f.diagnosis_date <= 365.25)::int as y1,
        count(*) filter (where f.death_date - f.diagnosis_date <= 3 * 365.25)::int as y3,
        count(*) filter (where f.death_date - f.diagnosis_date <= 5 * 365.25)::int as y5, count(*)::int as total
      from report_case_facts f join iccc3_groups g on g.id = f.iccc_group_id
      where f.is_dead and f.basis_code <> 0 and f.death_date >= f.diagnosis_date group by 1`);
    const small = (n: number) => n >= 1 && n <= 4;
    let checked = 0;
    for (const d of (deaths as { rows: any[] }).rows) {
      const row = exec.rows.find((r: any) => r.group === d.code && r.periodFrom === d.year);
      if (!row || row.suppressed) continue;
      [d.y1, d.y3, d.y5].forEach((n: number, h: number) => {
        if (small(n)) {
          expect(row.at[h]).toMatchObject({ survival: null, lower: null, upper: null, suppressed: true });
          checked++;
        }
      });
      if (small(d.total)) expect(row.curve).toBeUndefined();
    }
    expect(checked).toBeGreaterThan(0);
    // A row whose cases are hidden goes whole: no horizon, no curve (its first drops would give n back).
    const hiddenRows = exec.rows.filter((r: any) => r.cases === null);
    expect(hiddenRows.length).toBeGreaterThan(0);
    for (const r of hiddenRows) {
      expect(r.suppressed).toBe(true);
      expect(r.at.every((a: any) => a.suppressed && a.survival === null)).toBe(true);
      expect(r.curve).toBeUndefined();
    }
  });
});

import type { AdditiveRelation, DataQualityAnswer, IncidenceAnswer, SurvivalAnswer } from '@registry/domain';
import { isSmallCount, SURVIVAL_ROW_COUNTS } from '@registry/domain';

/**
 * The cells of one band (issue 38): every figure of the band's incidence tables (by group, county and
 * year), data-quality tables (by year and unit) and survival table, under a key naming what it counts,
 * and every sum a reader knows between them, within a report and across the three. The band pattern
 * (band-pattern.ts) suppresses them together, so that no answer, nor any set of answers, gives a hidden
 * cell back.
 *
 * Keys: `i|<line>|<sex>|<column>` incidence (line g:III, g:IIIa, g:?, c:12, c:?, y:2016 or total; sex
 * all, M, F or ? = unknown sex; column 0–4 the age groups, 5 their total, N every case); `i|x|…` the
 * cases left out (unknown age, 20 and over); `q|<row>|<count>` data quality (row y:2016, u:7 or total);
 * `s|<group>|<count>` survival (group I…XII or all). Cells nobody is shown (unknown sex, cases of a
 * group without subgroup, of no group, per-year exclusions) are unseen: unknowns to a reader.
 */
export type BandCells = {
  keys: string[];
  values: number[];
  primary: boolean[];
  unseen: number[];
  relations: AdditiveRelation[];
  follows: [number, number][];
};

const SEXES = ['all', 'M', 'F'] as const;
const ALL_SEXES = ['all', 'M', 'F', '?'] as const;
const COLUMNS = [0, 1, 2, 3, 4, 5] as const;
const QUALITY_SHARES = [
  ['microscopicallyVerified', 'mv'],
  ['deathCertificateOnly', 'dco'],
  ['unknownBasis', 'unknown_basis'],
  ['icccUnspecified', 'unspecified'],
  ['unknownAge', 'unknown_age'],
  ['unresolvedWarnings', 'warnings'],
] as const;
const QUALITY_MEDIANS = [
  ['daysToNotification', 'n_notified'],
  ['daysToCompletion', 'n_completed'],
  ['daysToReview', 'n_reviewed'],
] as const;

class Builder {
  readonly cells: BandCells = { keys: [], values: [], primary: [], unseen: [], relations: [], follows: [] };
  private readonly index = new Map<string, number>();
  /** A shown cell (hidden first when 1–4, or when `whole`). */
  shown(key: string, value: number, whole = false) {
    return this.add(key, value, whole || isSmallCount(value), false);
  }
  unseen(key: string, value: number) {
    return this.add(key, value, true, true);
  }
  /**
   * The unseen rest of a sum (unknown sex, cases without subgroup, the bases not listed…): left out when
   * 0, so the sum is then exact — as if a reader knew there is none, the safer assumption.
   */
  rest(key: string, value: number) {
    if (value !== 0) this.unseen(key, value);
  }
  private add(key: string, value: number, primary: boolean, unseen: boolean) {
    const at = this.index.get(key);
    if (at !== undefined) return at;
    const i = this.cells.keys.length;
    this.index.set(key, i);
    this.cells.keys.push(key);
    this.cells.values.push(value);
    this.cells.primary.push(primary);
    if (unseen) this.cells.unseen.push(i);
    return i;
  }
  has = (key: string) => this.index.has(key);
  at = (key: string) => this.index.get(key) as number;
  value = (key: string) => (this.has(key) ? this.cells.values[this.at(key)] : 0);
  relate(total: string, parts: string[]) {
    const present = parts.filter(this.has);
    if (!this.has(total) || !present.length) return;
    this.cells.relations.push({ total: this.at(total), parts: present.map(this.at) });
  }
  follow(a: string, b: string) {
    this.cells.follows.push([this.at(a), this.at(b)]);
  }
}

export type BandAnswers = {
  byGroup: IncidenceAnswer;
  byCounty: IncidenceAnswer;
  byYear: IncidenceAnswer;
  qualityByYear: DataQualityAnswer;
  qualityByUnit: DataQualityAnswer;
  survival: SurvivalAnswer;
};

export function bandCells(a: BandAnswers): BandCells {
  const b = new Builder();
  incidenceCells(b, a);
  qualityCells(b, a);
  survivalCells(b, a);
  return b.cells;
}

const lineKey = (by: IncidenceAnswer['by'], row: IncidenceAnswer['rows'][number]) =>
  row.level === 'total' ? 'total' : `${by === 'group' ? 'g' : by === 'county' ? 'c' : 'y'}:${row.key}`;

function incidenceCells(b: Builder, a: BandAnswers) {
  const lines: string[] = [];
  for (const answer of [a.byGroup, a.byCounty, a.byYear]) {
    const bySex = new Map<string, number[]>();
    for (const row of answer.rows) {
      const line = lineKey(answer.by, row);
      const counts = [...row.ages.map((c) => c.count as number), row.total.count as number];
      bySex.set(`${line}|${row.sex}`, counts);
      if (row.sex === 'all' && !lines.includes(line)) lines.push(line);
      for (const [c, n] of counts.entries()) b.shown(`i|${line}|${row.sex}|${c}`, n);
    }
    // Unknown sex: all − M − F, unseen.
    for (const line of lines) {
      const [all, m, f] = SEXES.map((s) => bySex.get(`${line}|${s}`));
      if (all && m && f) for (const c of COLUMNS) b.rest(`i|${line}|?|${c}`, all[c] - m[c] - f[c]);
    }
  }
  const cell = (line: string, sex: string, c: number | string) => `i|${line}|${sex}|${c}`;
  // A main group's cases without subgroup: the group minus its subgroups, unseen.
  const subgroupsOf = new Map<string, string[]>();
  for (const row of a.byGroup.rows)
    if (row.level === 'subgroup' && row.sex === 'all' && row.parentKey)
      subgroupsOf.set(`g:${row.parentKey}`, [
        ...(subgroupsOf.get(`g:${row.parentKey}`) ?? []),
        `g:${row.key}`,
      ]);
  for (const [group, subs] of subgroupsOf) {
    lines.push(`${group}~`);
    subgroupsOf.set(group, [...subs, `${group}~`]);
    for (const sex of ALL_SEXES)
      for (const c of COLUMNS) {
        const rest = b.value(cell(group, sex, c)) - subs.reduce((n, s) => n + b.value(cell(s, sex, c)), 0);
        b.rest(cell(`${group}~`, sex, c), rest);
      }
  }
  for (const line of lines)
    for (const sex of ALL_SEXES) {
      b.relate(
        cell(line, sex, 5),
        [0, 1, 2, 3, 4].map((c) => cell(line, sex, c)),
      );
      if (sex === 'all')
        for (const c of COLUMNS)
          b.relate(
            cell(line, 'all', c),
            ['M', 'F', '?'].map((s) => cell(line, s, c)),
          );
    }
  const of = (prefix: string) => lines.filter((l) => l.startsWith(prefix) && !l.includes('~'));
  const mainGroups = a.byGroup.rows
    .filter((r) => r.level === 'group' && r.sex === 'all' && r.key !== '?')
    .map((r) => `g:${r.key}`);
  for (const sex of ALL_SEXES)
    for (const c of COLUMNS) {
      b.relate(
        cell('total', sex, c),
        [...mainGroups, 'g:?'].map((g) => cell(g, sex, c)),
      );
      b.relate(
        cell('total', sex, c),
        of('c:').map((l) => cell(l, sex, c)),
      );
      b.relate(
        cell('total', sex, c),
        of('y:').map((l) => cell(l, sex, c)),
      );
      for (const [group, subs] of subgroupsOf)
        b.relate(
          cell(group, sex, c),
          subs.map((s) => cell(s, sex, c)),
        );
    }
  // Every case of the band: the age cells' total + unknown age + 20 and over; per main group (from
  // survival, which counts every case of a group) and per year (from data quality), with the cases
  // left out unseen.
  const { unknownAge, over19 } = a.byGroup.excluded as { unknownAge: number; over19: number };
  b.shown('i|x|unknownAge', unknownAge);
  b.shown('i|x|over19', over19);
  b.unseen(cell('total', 'all', 'N'), b.value(cell('total', 'all', 5)) + unknownAge + over19);
  b.relate(cell('total', 'all', 'N'), [cell('total', 'all', 5), 'i|x|unknownAge', 'i|x|over19']);
  const survivalCases = (group: string) => {
    const row = a.survival.rows.find((r) => r.group === group);
    return row
      ? (row.cases as number) + (row.withoutFollowUp as number) + (row.deathCertificateOnly as number)
      : 0;
  };
  const groupsN = [...mainGroups, ...(lines.includes('g:?') ? ['g:?'] : [])];
  for (const g of groupsN) {
    const n =
      g === 'g:?'
        ? survivalCases('all') - mainGroups.reduce((sum, m) => sum + survivalCases(m.slice(2)), 0)
        : survivalCases(g.slice(2));
    b.unseen(cell(g, 'all', 'N'), n);
    b.rest(cell(g, 'all', 'X'), n - b.value(cell(g, 'all', 5)));
    b.relate(cell(g, 'all', 'N'), [cell(g, 'all', 5), cell(g, 'all', 'X')]);
  }
  b.relate(
    cell('total', 'all', 'N'),
    groupsN.map((g) => cell(g, 'all', 'N')),
  );
  const years = of('y:');
  for (const y of years) {
    const row = a.qualityByYear.rows.find((r) => `y:${r.key}` === y);
    const n = row?.cases ?? 0;
    b.unseen(cell(y, 'all', 'N'), n);
    b.rest(cell(y, 'all', 'X'), n - b.value(cell(y, 'all', 5)));
    b.rest(cell(y, 'all', 'O'), n - b.value(cell(y, 'all', 5)) - (row?.unknownAge.count ?? 0));
    b.relate(cell(y, 'all', 'N'), [cell(y, 'all', 5), cell(y, 'all', 'X')]);
  }
  b.relate(
    cell('total', 'all', 'N'),
    years.map((y) => cell(y, 'all', 'N')),
  );
  b.relate(
    'i|x|over19',
    years.map((y) => cell(y, 'all', 'O')),
  );
}

function qualityCells(b: Builder, a: BandAnswers) {
  const rows: string[] = [];
  for (const answer of [a.qualityByYear, a.qualityByUnit])
    for (const r of answer.rows) {
      const row = r.key === 'total' ? 'total' : `${answer.by === 'year' ? 'y' : 'u'}:${r.key}`;
      if (rows.includes(row)) continue;
      rows.push(row);
      const cases = r.cases as number;
      const key = (k: string) => `q|${row}|${k}`;
      b.shown(key('cases'), cases);
      for (const [field, k] of QUALITY_SHARES) b.shown(key(k), r[field].count as number);
      for (const [field, k] of QUALITY_MEDIANS) b.shown(key(k), r[field].n as number);
      // What a reader knows within the row: the bases add up to at most the cases, and each other count
      // is at most the cases (the rest unseen).
      const basis = b.value(key('mv')) + b.value(key('dco')) + b.value(key('unknown_basis'));
      b.rest(key('other_basis'), cases - basis);
      b.relate(key('cases'), [key('mv'), key('dco'), key('unknown_basis'), key('other_basis')]);
      for (const k of ['unspecified', 'unknown_age', 'warnings', ...QUALITY_MEDIANS.map(([, k]) => k)]) {
        b.rest(key(`not_${k}`), cases - b.value(key(k)));
        b.relate(key('cases'), [key(k), key(`not_${k}`)]);
        // A row whose cases are hidden goes whole: a share's percent, a median's n would frame them.
      }
      for (const [, k] of [...QUALITY_SHARES, ...QUALITY_MEDIANS]) b.follow(key('cases'), key(k));
    }
  const counts = [
    'cases',
    'other_basis',
    ...QUALITY_SHARES.map(([, k]) => k),
    ...QUALITY_MEDIANS.map(([, k]) => k),
  ];
  for (const k of counts) {
    b.relate(
      `q|total|${k}`,
      rows.filter((r) => r.startsWith('y:')).map((r) => `q|${r}|${k}`),
    );
    b.relate(
      `q|total|${k}`,
      rows.filter((r) => r.startsWith('u:')).map((r) => `q|${r}|${k}`),
    );
  }
  // Across reports: the same counts as incidence and survival.
  b.relate('q|total|cases', ['i|total|all|N']);
  b.relate('q|total|unknown_age', ['i|x|unknownAge']);
  for (const row of rows.filter((r) => r.startsWith('y:'))) b.relate(`q|${row}|cases`, [`i|${row}|all|N`]);
  for (const row of rows.filter((r) => r.startsWith('y:')))
    b.relate(`i|${row}|all|X`, [`q|${row}|unknown_age`, `i|${row}|all|O`]);
  b.relate('q|total|unspecified', ['i|g:XII|all|N', 'i|g:?|all|N']);
}

function survivalCells(b: Builder, a: BandAnswers) {
  const groups: string[] = [];
  for (const r of a.survival.rows) {
    groups.push(r.group);
    const key = (k: string) => `s|${r.group}|${k}`;
    // A row of 1–4 cases goes whole, zeros included (issue 24).
    const whole = isSmallCount(r.cases);
    for (const k of SURVIVAL_ROW_COUNTS) b.shown(key(k), r[k] as number, whole);
    for (const h of r.at) b.shown(key(`atRisk${h.years}`), h.atRisk as number, whole);
    b.relate(key('cases'), [key('deaths'), key('censored')]);
    for (const h of r.at) {
      b.rest(key(`gone${h.years}`), (r.cases as number) - (h.atRisk as number));
      b.relate(key('cases'), [key(`atRisk${h.years}`), key(`gone${h.years}`)]);
    }
    for (const k of [...SURVIVAL_ROW_COUNTS.slice(1), ...r.at.map((h) => `atRisk${h.years}`)])
      b.follow(key('cases'), key(k));
    if (r.group !== 'all')
      b.relate(`i|g:${r.group}|all|N`, [key('cases'), key('withoutFollowUp'), key('deathCertificateOnly')]);
  }
  const all = a.survival.rows.find((r) => r.group === 'all');
  if (!all) return;
  const measures = [...SURVIVAL_ROW_COUNTS, ...all.at.map((h) => `atRisk${h.years}`)];
  for (const k of measures) {
    const parts = groups.filter((g) => g !== 'all').map((g) => `s|${g}|${k}`);
    const rest = b.value(`s|all|${k}`) - parts.reduce((n, p) => n + b.value(p), 0);
    b.rest(`s|?|${k}`, rest);
    b.relate(`s|all|${k}`, [...parts, `s|?|${k}`]);
  }
  b.relate('i|total|all|N', ['s|all|cases', 's|all|withoutFollowUp', 's|all|deathCertificateOnly']);
  b.relate('q|total|dco', ['s|all|deathCertificateOnly']);
}

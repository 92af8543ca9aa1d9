import { ICCC_MAIN_GROUPS, SUPPRESS_MAX } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedByProgram, type Disclosure, PublishedCells } from './disclosure-solver';
import { startTestServer, type TestServer } from './harness';
import { insertRegistryFacts } from './report-facts-fixture';

/**
 * Issue 38 (2): no suppressed cell may be derivable from any set of answers an executive can obtain.
 * On a generated registry of 3,000 cases over 2015–2024 the test asks, as the executive, every
 * incidence, data-quality and survival question the screens and the API offer — every year range,
 * every filter — keeps each answer the server gives (a refusal gives nothing), names each figure by
 * what it counts (so that 2016 in one answer is 2016 in another), writes down every sum a reader
 * knows between them (ages, sexes, groups and subgroups, counties, years, across the three reports)
 * and hands it all to the solver (disclosure-solver.ts).
 */
let s: TestServer;
const t: Record<string, string> = {};
const FIRST = 2015;
const LAST = 2024;
const cells = new PublishedCells();
/** The dimension values the relations expand over, read off the reviewer's answers. */
const subgroupsOf = new Map<string, string[]>();
let countyKeys: string[] = [];
let unitKeys: string[] = [];

const ask = async (path: string, body: Record<string, unknown>) => {
  const res = await s.request('POST', `/api/report/${path}`, { token: t.executive, body, language: 2 });
  if (res.status === 400) return null;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/**
 * The year ranges asked: every single year, every two adjacent years (their difference is the attack
 * of issue 38), every aligned five-year band and the whole span; with filters, the bands (a filter on
 * any other range, and every other range, are refused: the second test checks that, cheaply).
 */
const ranges: [number, number][] = [[FIRST, LAST]];
for (let a = FIRST; a <= LAST; a++)
  ranges.push([a, a], ...(a < LAST ? [[a, a + 1] as [number, number]] : []));
for (let a = FIRST; a + 4 <= LAST; a += 5) ranges.push([a, a + 4]);
const bands = ranges.filter(([a, b]) => b - a === 4 && a % 5 === 0);
const log = (what: string, since: number) =>
  console.log(`${what}: ${Math.round(performance.now() - since)} ms`);

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reviewer', 'executive']) t[who] = await s.signIn(`${who}@demo.local`);
  await insertRegistryFacts(s, 3000, FIRST, LAST);
  const post = async (path: string, body: unknown) =>
    (await s.request('POST', `/api/report/${path}`, { token: t.reviewer, body, language: 2 })).body;
  const groups = await post('incidence', { yearFrom: FIRST, yearTo: LAST, by: 'group' });
  for (const r of groups.rows)
    if (r.level === 'subgroup' && r.sex === 'all')
      subgroupsOf.set(r.parentKey, [...(subgroupsOf.get(r.parentKey) ?? []), r.key]);
  const counties = await post('incidence', { yearFrom: FIRST, yearTo: LAST, by: 'county' });
  countyKeys = counties.rows
    .filter((r: any) => r.level === 'county' && r.sex === 'all')
    .map((r: any) => r.key);
  const units = await post('data-quality', { yearFrom: FIRST, yearTo: LAST, by: 'unit' });
  unitKeys = units.rows.filter((r: any) => r.key !== 'total').map((r: any) => r.key);
}, 120_000);
afterAll(() => s.close());

/** Runs the questions a few at a time (the server answers them in parallel). */
async function askAll(questions: [string, Record<string, unknown>][], keep: (a: any, q: any) => void) {
  for (let i = 0; i < questions.length; i += 8)
    await Promise.all(
      questions.slice(i, i + 8).map(async ([path, body]) => {
        const answer = await ask(path, body);
        if (answer) keep(answer, body);
      }),
    );
}

// ---- Incidence: inc|years|c=county|g=group|s=sex|column (0–4 the age groups, T their total,
// U unknown age, O 20 and over, N every case: T + U + O).
const inc = (years: string, c: string, g: string, sex: string, col: string) =>
  `inc|${years}|c=${c}|g=${g}|s=${sex}|${col}`;

function keepIncidence(a: any, q: any) {
  const range = `${q.yearFrom}-${q.yearTo}`;
  for (const r of a.rows) {
    const years = r.level === 'year' ? `${r.key}-${r.key}` : range;
    const c = q.by === 'county' && r.level !== 'total' ? r.key : (q.countyId ?? '*');
    const g = q.by === 'group' && r.level !== 'total' ? r.key : (q.iccc ?? '*');
    for (const [i, cell] of r.ages.entries()) cells.publish(inc(years, c, g, r.sex, String(i)), cell.count);
    cells.publish(inc(years, c, g, r.sex, 'T'), r.total.count);
  }
  // The cases left out are given for a whole answer's filter only; a filtered answer has none (null).
  if (q.sex || q.iccc || q.countyId) return;
  cells.publish(inc(range, '*', '*', 'all', 'U'), a.excluded.unknownAge);
  cells.publish(inc(range, '*', '*', 'all', 'O'), a.excluded.over19);
}

// ---- Data quality: dq|years|u=unit|measure.
const DQ_SHARES = {
  microscopicallyVerified: 'mv',
  deathCertificateOnly: 'dco',
  unknownBasis: 'unknownBasis',
  icccUnspecified: 'unspecified',
  unknownAge: 'unknownAge',
  unresolvedWarnings: 'warnings',
} as const;
const DQ_MEDIANS = ['daysToNotification', 'daysToCompletion', 'daysToReview'] as const;
const dq = (years: string, u: string, m: string) => `dq|${years}|u=${u}|${m}`;

function keepQuality(a: any, q: any) {
  for (const r of a.rows) {
    const years = q.by === 'year' && r.key !== 'total' ? `${r.key}-${r.key}` : `${q.yearFrom}-${q.yearTo}`;
    const u = q.by === 'unit' && r.key !== 'total' ? r.key : String(q.unitId ?? '*');
    cells.publish(dq(years, u, 'cases'), r.cases);
    for (const [k, m] of Object.entries(DQ_SHARES)) cells.publish(dq(years, u, m), r[k].count);
    for (const k of DQ_MEDIANS) cells.publish(dq(years, u, k), r[k].n);
  }
}

// ---- Survival: sv|years|g=group|measure.
const SV_COUNTS = ['cases', 'deaths', 'censored', 'withoutFollowUp', 'deathCertificateOnly'] as const;
const sv = (years: string, g: string, m: string) => `sv|${years}|g=${g}|${m}`;

function keepSurvival(a: any) {
  for (const r of a.rows) {
    const years = `${r.periodFrom}-${r.periodTo}`;
    const g = r.group === 'all' ? '*' : r.group;
    for (const k of SV_COUNTS) cells.publish(sv(years, g, k), r[k]);
    for (const h of r.at) cells.publish(sv(years, g, `atRisk${h.years}`), h.suppressed ? null : h.atRisk);
  }
}

/** The ranges a key's years split into: its single years. */
const singleYears = (years: string) => {
  const [a, b] = years.split('-').map(Number);
  return a === b ? null : Array.from({ length: b - a + 1 }, (_, i) => `${a + i}-${a + i}`);
};

/** Every sum a reader knows, over every key published (and the unseen keys they bring in). */
function relateEverything() {
  const keys = [...new Set([...cells.shown.keys(), ...cells.hidden])];
  const done = new Set<string>();
  const queue = [...keys];
  // Every sum around a published key; its parts that nobody is shown are unknowns (their own sums are
  // left out: they only add unknowns, and the solver's time grows with them).
  const published = new Set(keys);
  while (queue.length) {
    const key = queue.pop() as string;
    if (done.has(key) || !published.has(key)) continue;
    done.add(key);
    const relate = (total: string, parts: string[]) => {
      cells.relate(total, parts);
      for (const p of [total, ...parts]) if (!done.has(p)) queue.push(p);
    };
    const [report, years, ...rest] = key.split('|');
    if (report === 'inc') {
      const [c, g, sex, col] = rest.map((x) => x.replace(/^[cgs]=/, ''));
      const at = (o: Partial<{ years: string; c: string; g: string; sex: string; col: string }>) =>
        inc(o.years ?? years, o.c ?? c, o.g ?? g, o.sex ?? sex, o.col ?? col);
      if (col === 'T')
        relate(
          key,
          ['0', '1', '2', '3', '4'].map((col) => at({ col })),
        );
      if (col === 'N')
        relate(
          key,
          ['T', 'U', 'O'].map((col) => at({ col })),
        );
      if (sex === 'all')
        relate(
          key,
          ['M', 'F', '?'].map((sex) => at({ sex })),
        );
      if (g === '*')
        relate(
          key,
          [...ICCC_MAIN_GROUPS, '?'].map((g) => at({ g })),
        );
      else if (subgroupsOf.has(g))
        relate(
          key,
          [...(subgroupsOf.get(g) ?? []), `${g}~`].map((g) => at({ g })),
        );
      if (c === '*')
        relate(
          key,
          [...countyKeys, '?'].map((c) => at({ c })),
        );
      const singles = singleYears(years);
      if (singles)
        relate(
          key,
          singles.map((years) => at({ years })),
        );
      // Every case of the range also counts in data quality and survival.
      if (c === '*' && sex === 'all' && col === 'N') {
        if (g === '*') relate(dq(years, '*', 'cases'), [key]);
        relate(
          key,
          ['cases', 'withoutFollowUp', 'deathCertificateOnly'].map((m) => sv(years, g, m)),
        );
      }
      if (c === '*' && g === '*' && sex === 'all' && col === 'U') relate(dq(years, '*', 'unknownAge'), [key]);
    } else if (report === 'dq') {
      const [u, m] = [rest[0].slice(2), rest[1]];
      const at = (o: Partial<{ years: string; u: string; m: string }>) =>
        dq(o.years ?? years, o.u ?? u, o.m ?? m);
      if (m === 'cases') {
        relate(
          key,
          ['mv', 'dco', 'unknownBasis', 'otherBasis'].map((m) => at({ m })),
        );
        for (const m of ['unspecified', 'unknownAge', 'warnings', ...DQ_MEDIANS])
          relate(key, [at({ m }), at({ m: `not-${m}` })]);
      }
      if (u === '*')
        relate(
          key,
          [...unitKeys, '?'].map((u) => at({ u })),
        );
      const singles = singleYears(years);
      if (singles)
        relate(
          key,
          singles.map((years) => at({ years })),
        );
      if (u === '*' && m === 'unspecified')
        relate(key, [inc(years, '*', 'XII', 'all', 'N'), inc(years, '*', '?', 'all', 'N')]);
      if (u === '*' && m === 'dco') relate(key, [sv(years, '*', 'deathCertificateOnly')]);
    } else if (report === 'sv') {
      const [g, m] = [rest[0].slice(2), rest[1]];
      const at = (o: Partial<{ years: string; g: string; m: string }>) =>
        sv(o.years ?? years, o.g ?? g, o.m ?? m);
      if (m === 'cases') {
        relate(key, [at({ m: 'deaths' }), at({ m: 'censored' })]);
        for (const h of [1, 3, 5]) relate(key, [at({ m: `atRisk${h}` }), at({ m: `gone${h}` })]);
      }
      if (g === '*')
        relate(
          key,
          [...ICCC_MAIN_GROUPS, '?'].map((g) => at({ g })),
        );
      const singles = singleYears(years);
      if (singles)
        relate(
          key,
          singles.map((years) => at({ years })),
        );
      if (m === 'cases')
        relate(inc(years, '*', g, 'all', 'N'), [
          key,
          at({ m: 'withoutFollowUp' }),
          at({ m: 'deathCertificateOnly' }),
        ]);
    }
  }
}

describe('no published number can be taken apart (issue 38)', () => {
  it('every answer an executive can obtain, together, gives no hidden count away', async () => {
    let since = performance.now();
    const questions: [string, Record<string, unknown>][] = [];
    for (const [yearFrom, yearTo] of ranges)
      for (const by of ['group', 'county', 'year']) questions.push(['incidence', { yearFrom, yearTo, by }]);
    for (const [yearFrom, yearTo] of bands) {
      for (const by of ['group', 'county', 'year'])
        for (const sex of ['M', 'F']) questions.push(['incidence', { yearFrom, yearTo, by, sex }]);
      for (const iccc of [...ICCC_MAIN_GROUPS, ...[...subgroupsOf.values()].flat()])
        questions.push(['incidence', { yearFrom, yearTo, by: 'group', iccc }]);
      for (const countyId of countyKeys.filter((c) => c !== '?').map(Number))
        questions.push(['incidence', { yearFrom, yearTo, by: 'county', countyId }]);
    }
    await askAll(questions, keepIncidence);
    const quality: [string, Record<string, unknown>][] = [];
    for (const [yearFrom, yearTo] of ranges)
      for (const by of ['year', 'unit']) quality.push(['data-quality', { yearFrom, yearTo, by }]);
    await askAll(quality, keepQuality);
    const survival: [string, Record<string, unknown>][] = [];
    for (const [periodFrom, periodTo] of ranges)
      for (const periodLength of [1, 5])
        if (periodLength === 1 || periodTo - periodFrom + 1 >= periodLength)
          survival.push(['survival', { periodFrom, periodTo, periodLength }]);
    for (const [periodFrom, periodTo] of bands)
      for (const iccc of ICCC_MAIN_GROUPS)
        survival.push(['survival', { periodFrom, periodTo, periodLength: 5, iccc }]);
    await askAll(survival, (a) => keepSurvival(a));
    log(`${questions.length + quality.length + survival.length} questions`, since);
    since = performance.now();
    relateEverything();
    log(
      `${cells.shown.size} cells shown, ${cells.hidden.size} hidden, ${cells.relations.length} relations`,
      since,
    );
    since = performance.now();
    expect(cells.hidden.size).toBeGreaterThan(100);
    const found: Disclosure[] = cells.disclosures(SUPPRESS_MAX + 1);
    log('solved', since);
    // No hidden cell is the solution of the published equations, nor shown in another answer, nor
    // bounded under 5 through chains of sums (the protection interval).
    const exact = found.filter((d) => d.how !== 'interval');
    expect(exact.slice(0, 20), `${exact.length} hidden cells derived exactly`).toEqual([]);
    const bounded = found.filter((d) => d.how === 'interval');
    expect(bounded.slice(0, 20), `${bounded.length} hidden cells bounded under 5`).toEqual([]);
  }, 600_000);

  it("the issue's attack: 2016, 2017 and 2016–2017 by group give no hidden count away", async () => {
    const attack = new PublishedCells();
    const years = ['2016-2016', '2017-2017', '2016-2017'];
    for (const [yearFrom, yearTo] of [
      [2016, 2016],
      [2017, 2017],
      [2016, 2017],
    ]) {
      const a = await ask('incidence', { yearFrom, yearTo, by: 'group' });
      for (const r of a?.rows ?? []) {
        const line = r.level === 'total' ? '*' : r.key;
        for (const [i, c] of r.ages.entries())
          attack.publish(`${yearFrom}-${yearTo}|${line}|${r.sex}|${i}`, c.count);
      }
    }
    // The one relation of the attack: a cell of 2016–2017 = the same cell of 2016 + of 2017.
    for (const key of new Set([...attack.shown.keys(), ...attack.hidden]))
      if (key.startsWith(years[2]))
        attack.relate(
          key,
          years.slice(0, 2).map((y) => key.replace(years[2], y)),
        );
    const exact = attack.disclosures(SUPPRESS_MAX + 1).filter((d) => d.how !== 'interval');
    expect(exact.slice(0, 10), `${exact.length} hidden cells derived exactly`).toEqual([]);
  });

  // Last: the program holds the event loop for a minute or more, and the test server shares it.
  it('a linear program over every published sum at once bounds no hidden count under 5', async () => {
    expect(cells.hidden.size).toBeGreaterThan(100);
    const since = performance.now();
    const programmed = await boundedByProgram(cells, SUPPRESS_MAX + 1);
    log('linear program', since);
    expect(programmed.slice(0, 20), `${programmed.length} hidden cells bounded under 5 (LP)`).toEqual([]);
  }, 600_000);
});

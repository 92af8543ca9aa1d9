import { describe, expect, it } from 'vitest';
import { ABOUT_FIGURES, anonymisedAboutSheet } from './about-sheet';
import {
  anonymisedAgeGroupOf,
  cellKey,
  createSuppressor,
  type GeneralisedCase,
  generaliseCase,
  K_ANONYMITY,
  planSuppression,
  smallestClassSize,
} from './k-anonymity';
import { type Nuts2Region, nuts2RegionOfCounty } from './regions';

const g = (region: Nuts2Region | null, over: Partial<GeneralisedCase> = {}): GeneralisedCase => ({
  year: 2020,
  ageGroup: '1-4',
  sexId: 1,
  region,
  icccGroupId: 1,
  ...over,
});
/** n rows of one class. */
const rows = (n: number, c: GeneralisedCase) => Array.from({ length: n }, () => c);
const counted = (cases: GeneralisedCase[]) => {
  const byKey = new Map<string, { generalised: GeneralisedCase; count: number }>();
  for (const c of cases) {
    const key = JSON.stringify(c);
    const entry = byKey.get(key) ?? { generalised: c, count: 0 };
    entry.count++;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
};
/** Plans, streams every row through the suppressor, answers what the file would show. */
function anonymise(cases: GeneralisedCase[]) {
  const plan = planSuppression(counted(cases));
  const decide = createSuppressor(plan);
  const shown: (string | number | null)[][] = [];
  for (const c of cases) {
    const decision = decide(c);
    if (decision === 'drop') continue;
    shown.push([c.year, c.ageGroup, c.sexId, decision === 'suppressRegion' ? 'x' : c.region, c.icccGroupId]);
  }
  return { plan, shown };
}

describe('generalisation', () => {
  it('age in the IICC-3 groups, unknown kept unknown', () => {
    expect([0, 0.5, 1, 4, 5, 9, 10, 14, 15, 19, 20, null, -1].map(anonymisedAgeGroupOf)).toEqual([
      '<1',
      '<1',
      '1-4',
      '1-4',
      '5-9',
      '5-9',
      '10-14',
      '10-14',
      '15-19',
      '15-19',
      '20+',
      null,
      null,
    ]);
  });
  it('the county (INS code) becomes its NUTS-2 development region', () => {
    // Cluj, Bucharest, Ilfov, Călărași (51), Giurgiu (52), Timiș, an unknown code.
    expect([12, 40, 23, 51, 52, 35, 99, null].map(nuts2RegionOfCounty)).toEqual([
      'RO11',
      'RO32',
      'RO32',
      'RO31',
      'RO31',
      'RO42',
      null,
      null,
    ]);
    expect(
      generaliseCase({ diagnosisYear: 2021, ageAtDiagnosis: 3, sexId: 2, countyInsCode: 1, icccGroupId: 7 }),
    ).toEqual({ year: 2021, ageGroup: '1-4', sexId: 2, region: 'RO12', icccGroupId: 7 });
  });
});

describe('suppression to k = 5', () => {
  it('leaves classes of k or more alone', () => {
    const { plan, shown } = anonymise([...rows(5, g('RO11')), ...rows(6, g('RO12'))]);
    expect(plan).toMatchObject({ selected: 11, dropped: 0, regionsSuppressed: 0, smallestClass: 5 });
    expect(shown.filter((r) => r[3] === 'x')).toHaveLength(0);
  });
  it('blanks the region of a small class and tops the x class up from a region that can spare rows', () => {
    const { plan, shown } = anonymise([...rows(10, g('RO11')), ...rows(2, g('RO12'))]);
    // RO11 gives 3 of its 10: 7 stay with their region, 5 carry x.
    expect(plan).toMatchObject({ dropped: 0, regionsSuppressed: 5, smallestClass: 5 });
    expect(shown.filter((r) => r[3] === 'RO11')).toHaveLength(7);
    expect(shown.filter((r) => r[3] === 'x')).toHaveLength(5);
  });
  it('takes a region whole when it cannot spare rows and keep k', () => {
    const { plan, shown } = anonymise([...rows(5, g('RO11')), ...rows(2, g('RO12'))]);
    expect(plan).toMatchObject({ regionsSuppressed: 7, smallestClass: 7 });
    expect(new Set(shown.map((r) => r[3]))).toEqual(new Set(['x']));
  });
  it('an unknown region is a value like another (blank), not the suppressed x', () => {
    const { shown } = anonymise([...rows(5, g(null)), ...rows(5, g('RO11'))]);
    expect(shown.filter((r) => r[3] === null)).toHaveLength(5);
  });
  it('drops the cases of a cell (year × age group × sex × group) with fewer than k in all', () => {
    const { plan, shown } = anonymise([
      ...rows(2, g('RO11')),
      ...rows(2, g('RO12', { sexId: 2 })),
      ...rows(5, g('RO21', { year: 2021 })),
    ]);
    expect(plan).toMatchObject({ selected: 9, dropped: 4, regionsSuppressed: 0, smallestClass: 5 });
    expect(shown).toHaveLength(5);
  });
  it('on a skewed random registry: every class ≥ k, every cell of ≥ k kept whole, only regions blanked', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() ** 2 * items.length)];
    const regions: (Nuts2Region | null)[] = [
      'RO32',
      'RO11',
      'RO21',
      'RO12',
      'RO42',
      'RO22',
      'RO31',
      'RO41',
      null,
    ];
    const cases = Array.from({ length: 3000 }, () =>
      g(pick(regions), {
        year: 2015 + Math.floor(random() * 5),
        ageGroup: pick(['1-4', '15-19', '5-9', '10-14', '<1', null] as const),
        sexId: pick([1, 2, null]),
        icccGroupId: pick([1, 3, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, null]),
      }),
    );
    const { plan, shown } = anonymise(cases);
    expect(smallestClassSize(shown)).toBeGreaterThanOrEqual(K_ANONYMITY);
    expect(plan.smallestClass).toBe(smallestClassSize(shown));
    expect(shown).toHaveLength(plan.selected - plan.dropped);
    expect(shown.filter((r) => r[3] === 'x')).toHaveLength(plan.regionsSuppressed);
    const cells = new Map<string, number>();
    for (const c of cases) cells.set(cellKey(c), (cells.get(cellKey(c)) ?? 0) + 1);
    const shownCells = new Map<string, number>();
    for (const [year, ageGroup, sexId, , icccGroupId] of shown) {
      const key = cellKey(g(null, { year, ageGroup, sexId, icccGroupId } as Partial<GeneralisedCase>));
      shownCells.set(key, (shownCells.get(key) ?? 0) + 1);
    }
    let dropped = 0;
    for (const [key, n] of cells)
      if (n >= K_ANONYMITY) expect(shownCells.get(key)).toBe(n);
      else {
        expect(shownCells.has(key)).toBe(false);
        dropped += n;
      }
    expect(plan.dropped).toBe(dropped);
    // The test would be empty if nothing were suppressed: the skew makes both kinds happen.
    expect(plan.dropped).toBeGreaterThan(0);
    expect(plan.regionsSuppressed).toBeGreaterThan(0);
  });
  it('smallestClassSize measures identical rows', () => {
    expect(
      smallestClassSize([
        [1, 'a'],
        [1, 'a'],
        [2, 'a'],
      ]),
    ).toBe(1);
    expect(smallestClassSize([])).toBeNull();
  });
});

describe('the first sheet', () => {
  it('states k and what was suppressed, in the caller language', () => {
    const plan = planSuppression(
      counted([...rows(10, g('RO11')), ...rows(2, g('RO12')), ...rows(3, g('RO11', { year: 2019 }))]),
    );
    for (const language of ['ro', 'en'] as const) {
      const sheet = anonymisedAboutSheet(plan, language);
      const figure = (key: keyof typeof ABOUT_FIGURES) =>
        sheet.rows.find((r) => r[0] === ABOUT_FIGURES[key][language])?.[1];
      expect([figure('k'), figure('selected'), figure('written'), figure('dropped')]).toEqual([5, 15, 12, 3]);
      expect([figure('regionsSuppressed'), figure('smallestClass')]).toEqual([5, 5]);
    }
    expect(anonymisedAboutSheet(plan, 'en').name).toBe('About this file');
    expect(anonymisedAboutSheet(plan, 'ro').name).toBe('Despre fișier');
  });
});

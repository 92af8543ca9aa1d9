import { describe, expect, it } from 'vitest';
import { kaplanMeier, kaplanMeierAt, survivalCurve, Z95 } from './kaplan-meier';
import { directStandardisedRate, ratePerMillion } from './rates';
import { ageGroupOf, median, medianByBuckets } from './small-stats';

// Eight children: deaths at 2, 3, 5, 5, 9 days; censored at 3, 5, 8 (ties at 3 and 5 mix both).
const followUps = [
  { days: 2, death: true },
  { days: 3, death: false },
  { days: 3, death: true },
  { days: 5, death: true },
  { days: 5, death: true },
  { days: 5, death: false },
  { days: 8, death: false },
  { days: 9, death: true },
];

describe('Kaplan–Meier', () => {
  const steps = kaplanMeier(followUps);

  it('steps through deaths before censorings at the same time', () => {
    // t=2: n=8, d=1 → S = 7/8 = 0.875;        G = 1/(8·7) = 1/56
    // t=3: n=7 (the one censored at 3 still at risk), d=1 → S = 0.875·6/7 = 0.75; G += 1/(7·6) → 1/24
    // t=5: n=5, d=2 → S = 0.75·3/5 = 0.45;     G += 2/(5·3) → 1/24 + 2/15 = 21/120 = 0.175
    // t=8: n=2, censored only → S stays 0.45
    // t=9: n=1, d=1 → S = 0
    expect(steps.map((s) => [s.days, s.atRisk, s.deaths, s.censored])).toEqual([
      [2, 8, 1, 0],
      [3, 7, 1, 1],
      [5, 5, 2, 1],
      [8, 2, 0, 1],
      [9, 1, 1, 0],
    ]);
    expect(steps.map((s) => s.survival)).toEqual([
      0.875,
      0.75,
      expect.closeTo(0.45, 12),
      expect.closeTo(0.45, 12),
      0,
    ]);
    expect(steps[1].greenwood).toBeCloseTo(1 / 24, 12);
    expect(steps[2].greenwood).toBeCloseTo(0.175, 12);
    expect(steps[4].greenwood).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives S(t) with the log(−log) Greenwood interval and the number at risk at t', () => {
    // At t=4: S = 0.75, G = 1/24; ln 0.75 = −0.2876821; v = (1/24) / 0.2876821² = 0.503457, se = 0.709547
    // exp(1.959964 · 0.709547) = 4.01777 → lower = 0.75^4.01777 = 0.31477, upper = 0.75^(1/4.01777) = 0.93090.
    // At risk at 4: the five followed to 5 or beyond.
    const at4 = kaplanMeierAt(steps, 4);
    expect(at4.survival).toBe(0.75);
    expect(at4.lower).toBeCloseTo(0.31477, 4);
    expect(at4.upper).toBeCloseTo(0.9309, 4);
    expect(at4.atRisk).toBe(5);
    const k = Math.exp(Z95 * Math.sqrt(1 / 24 / Math.log(0.75) ** 2));
    expect(at4.lower).toBeCloseTo(0.75 ** k, 12);
    // Before the first death: S = 1, no interval, everyone at risk.
    expect(kaplanMeierAt(steps, 1)).toEqual({ survival: 1, lower: null, upper: null, atRisk: 8 });
    // At 8.5: S = 0.45, one child (followed to 9) still at risk.
    expect(kaplanMeierAt(steps, 8.5).survival).toBeCloseTo(0.45, 12);
    expect(kaplanMeierAt(steps, 8.5).atRisk).toBe(1);
    // After the last death S = 0 (no interval, nobody at risk).
    expect(kaplanMeierAt(steps, 10)).toEqual({ survival: 0, lower: null, upper: null, atRisk: 0 });
  });

  it('counts a grouped follow-up as that many children', () => {
    // The same eight children sent as one row per (time, outcome): the steps do not change.
    const grouped = kaplanMeier([
      { days: 2, death: true },
      { days: 3, death: false },
      { days: 3, death: true },
      { days: 5, death: true, count: 2 },
      { days: 5, death: false },
      { days: 8, death: false },
      { days: 9, death: true },
    ]);
    expect(grouped).toEqual(steps);
  });

  it('does not estimate beyond the last follow-up when the curve ends censored', () => {
    // Deaths at 1 (S = 1/2), the other child censored at 4: at 5 nobody is followed.
    const s = kaplanMeier([
      { days: 1, death: true },
      { days: 4, death: false },
    ]);
    expect(kaplanMeierAt(s, 3)).toMatchObject({ survival: 0.5, atRisk: 1 });
    expect(kaplanMeierAt(s, 5)).toEqual({ survival: null, lower: null, upper: null, atRisk: 0 });
  });

  it('draws the step curve from (0, 1) through each drop, thinned to the bound with the end kept', () => {
    expect(survivalCurve(steps, 100)).toEqual([
      { days: 0, survival: 1 },
      { days: 2, survival: 0.875 },
      { days: 3, survival: 0.75 },
      { days: 5, survival: expect.closeTo(0.45, 12) },
      { days: 9, survival: 0 },
    ]);
    // Censored after the last death: the curve runs on, flat, to the last follow-up.
    const runsOn = survivalCurve(kaplanMeier([...followUps, { days: 12, death: false }]), 100);
    expect(runsOn.map((p) => p.days)).toEqual([0, 2, 3, 5, 9, 12]);
    expect(runsOn[5].survival).toBe(runsOn[4].survival);
    const many = kaplanMeier(Array.from({ length: 1000 }, (_, i) => ({ days: i + 1, death: true })));
    const thin = survivalCurve(many, 50);
    expect(thin).toHaveLength(50);
    expect(thin[0]).toEqual({ days: 0, survival: 1 });
    expect(thin[49]).toEqual({ days: 1000, survival: 0 });
  });
});

describe('a survival curve of children without a death (issue 23: "no case matches" beside a listed case)', () => {
  it('is drawable: flat from (0, 1) to the last follow-up, for one child or several', () => {
    expect(survivalCurve(kaplanMeier([{ days: 730, death: false }]), 100)).toEqual([
      { days: 0, survival: 1 },
      { days: 730, survival: 1 },
    ]);
    expect(
      survivalCurve(
        kaplanMeier([
          { days: 100, death: false },
          { days: 400, death: false, count: 2 },
        ]),
        100,
      ),
    ).toEqual([
      { days: 0, survival: 1 },
      { days: 400, survival: 1 },
    ]);
  });

  it('has only its origin when the one follow-up ends on the day of diagnosis', () => {
    expect(survivalCurve(kaplanMeier([{ days: 0, death: false }]), 100)).toEqual([{ days: 0, survival: 1 }]);
  });
});

describe('rates', () => {
  it('counts per million person-years', () => {
    // 3 cases in 150 000 person-years → 3 / 150 000 · 10⁶ = 20
    expect(ratePerMillion(3, 150_000)).toBe(20);
    expect(ratePerMillion(3, null)).toBeNull();
    expect(ratePerMillion(0, 0)).toBeNull();
  });

  it('standardises directly on the Segi world weights (hand-computed)', () => {
    // Age-specific rates per million: 1/10 000 = 100, 4/40 000 = 100, 3/50 000 = 60, 2/50 000 = 40, 5/50 000 = 100.
    // ASR = (2400·100 + 9600·100 + 10 000·60 + 9000·40 + 9000·100) / 40 000 = 3 060 000 / 40 000 = 76.5
    // Var = Σ (w/W)² c/p²: 0.06²·1/10⁸ + 0.24²·4/(1.6·10⁹) + 0.25²·3/(2.5·10⁹) + 0.225²·2/(2.5·10⁹) + 0.225²·5/(2.5·10⁹)
    //     = 3.6e-11 + 1.44e-10 + 7.5e-11 + 4.05e-11 + 1.0125e-10 = 3.9675e-10 → se = 1.99186e-5 = 19.9186 per million
    // CI = 76.5 ± 1.959964 · 19.9186 = 76.5 ± 39.039 → [37.461, 115.539]
    const asr = directStandardisedRate([
      { count: 1, population: 10_000, weight: 2400 },
      { count: 4, population: 40_000, weight: 9600 },
      { count: 3, population: 50_000, weight: 10_000 },
      { count: 2, population: 50_000, weight: 9000 },
      { count: 5, population: 50_000, weight: 9000 },
    ]);
    expect(asr?.rate).toBeCloseTo(76.5, 9);
    expect(asr?.lower).toBeCloseTo(37.461, 2);
    expect(asr?.upper).toBeCloseTo(115.539, 2);
  });

  it('gives no standardised rate when a group has cases but no population', () => {
    expect(directStandardisedRate([{ count: 1, population: 0, weight: 2400 }])).toBeNull();
  });
});

describe('age groups, medians, suppression', () => {
  it('places ages in the childhood groups', () => {
    expect([0, 1, 4, 5, 9, 10, 14, 15, 19, 20, null].map(ageGroupOf)).toEqual([
      '0',
      '1-4',
      '1-4',
      '5-9',
      '5-9',
      '10-14',
      '10-14',
      '15-19',
      '15-19',
      null,
      null,
    ]);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 2, 4, 8])).toBe(6); // (4 + 8) / 2
    expect(median([])).toBeNull();
  });

  it('takes the median off bucket counts and the values of the middle buckets only, as off all values', () => {
    const byBuckets = (values: number[], width: number) => {
      const buckets = new Map<number, number>();
      for (const v of values)
        buckets.set(Math.floor(v / width), (buckets.get(Math.floor(v / width)) ?? 0) + 1);
      const asked: number[] = [];
      const result = medianByBuckets(buckets, (b) => {
        asked.push(b);
        const exact = new Map<number, number>();
        for (const v of values) if (Math.floor(v / width) === b) exact.set(v, (exact.get(v) ?? 0) + 1);
        return exact;
      });
      return { result, asked };
    };
    // 3, 3, 3, 7, 7, 20 in buckets of 5: the middle values 3 and 7 sit in buckets 0 and 1; 20 is never read.
    expect(byBuckets([20, 7, 3, 3, 7, 3], 5)).toEqual({ result: 5, asked: [0, 1] });
    expect(byBuckets([-12, -3, 40], 8).result).toBe(-3);
    expect(medianByBuckets(new Map(), () => new Map())).toBeNull();
    let seed = 3;
    for (let run = 0; run < 60; run++) {
      const values = Array.from({ length: 1 + (run % 17) }, () => {
        seed = (seed * 48271) % 2147483647;
        return (seed % 200) - 50;
      });
      expect(byBuckets(values, 1 + (run % 9) * 8).result).toBe(median(values));
    }
  });
});

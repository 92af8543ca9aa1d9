import { describe, expect, it } from 'vitest';
import { cnpCheckDigit } from '../patient/cnp';
import {
  isPossibleTwins,
  type LinkFrequencies,
  type LinkIdentity,
  POSSIBLE_SCORE,
  PROBABLE_SCORE,
  scorePair,
  thresholdsFor,
} from './score';

/** A registry of 500,000 children in which Popa and Andrei are common, Zamfirescu and Sânziana rare. */
const registry: LinkFrequencies = {
  total: 500_000,
  lastName: new Map([
    ['popa', 8500],
    ['zamfirescu', 12],
  ]),
  firstName: new Map([
    ['andrei', 9000],
    ['sanziana', 20],
    ['ioana maria', 400],
  ]),
  birthdate: new Map([['2015-03-07', 70]]),
};

const child: LinkIdentity = {
  firstName: 'Sânziana',
  lastName: 'Zamfirescu',
  birthdate: '2015-03-07',
  genderId: 2,
  identifier: '6150307123458',
  isForeigner: false,
  countyId: 12,
  cityId: 345,
};
const score = (a: LinkIdentity, b: Partial<LinkIdentity>) =>
  scorePair(a, { ...a, identifier: '6150307999991', ...b }, registry);

describe("thresholds by the registry's size", () => {
  it('stay at 26 / 20 up to 100,000 children, then rise by log2 of the size over 100,000', () => {
    expect(thresholdsFor(300)).toEqual({ probable: PROBABLE_SCORE, possible: POSSIBLE_SCORE });
    expect(thresholdsFor(100_000)).toEqual({ probable: 26, possible: 20 });
    expect(thresholdsFor(200_000)).toEqual({ probable: 27, possible: 21 });
    expect(thresholdsFor(500_000)).toEqual({ probable: 28.3, possible: 22.3 });
  });

  it('reads a score over 26 as only possible in a registry of two million children', () => {
    // Andrei Popa, a foreigner reported twice, the birth day a day off: in a registry of 2,000,000
    // children (threshold 30.3) a reviewer's look, not a warning.
    const a: LinkIdentity = {
      ...child,
      firstName: 'Andrei',
      lastName: 'Popa',
      genderId: 1,
      identifier: 'AB12345',
      isForeigner: true,
    };
    const b = { ...a, identifier: 'RP7654321', birthdate: '2015-03-08' };
    const large = scorePair(a, b, { ...registry, total: 2_000_000 });
    expect(large.score).toBeGreaterThanOrEqual(PROBABLE_SCORE);
    expect(large.score).toBeLessThan(thresholdsFor(2_000_000).probable);
    expect(large.level).toBe('possible');
  });
});

describe('Fellegi–Sunter score', () => {
  it("weighs a keying error of the CNP's date digits once, on the identifier, not again on the date", () => {
    // Two boys of one county whose valid CNPs differ in the day's last digit (06 / 03, the check
    // digits folding onto one): the date's one-digit-off is that same difference.
    const [a, b] = ['5180806010401', '5180803010401'];
    expect([a, b].map((c) => cnpCheckDigit(c.slice(0, 12)) === Number(c[12]))).toEqual([true, true]);
    const s = scorePair(
      { ...child, genderId: 1, identifier: a, birthdate: '2018-08-06' },
      { ...child, genderId: 1, identifier: b, birthdate: '2018-08-03' },
      registry,
    );
    const reason = (field: string) => s.reasons.find((r) => r.field === field);
    expect(reason('identifier')).toMatchObject({ outcome: 'substitution:7-7' });
    expect(reason('identifier')!.weight).toBeGreaterThan(0);
    expect(reason('birthdate')).toEqual({ field: 'birthdate', outcome: 'one-digit-off', weight: 0 });
    // A keying error in the county or serial digits leaves the date's own agreement standing.
    const serial = scorePair(
      { ...child, identifier: '5150307123457', genderId: 1 },
      { ...child, identifier: '5150307213457', genderId: 1 },
      registry,
    );
    expect(serial.reasons.find((r) => r.field === 'birthdate')!.weight).toBeGreaterThan(5);
  });

  it('weighs agreement on a rare surname more than on a common one', () => {
    const rare = score(child, {});
    const common = score({ ...child, lastName: 'Popa' }, {});
    const weightOf = (s: typeof rare) => s.reasons.find((r) => r.field === 'lastName')!.weight;
    expect(weightOf(rare)).toBeGreaterThan(weightOf(common) + 8);
    expect(rare.score).toBeGreaterThan(common.score);
  });

  it('gives every keying error of the planted duplicates a probable score', () => {
    for (const other of [
      {}, // another child's CNP copied: same name, date, sex
      { lastName: 'Zamfirescu', firstName: 'Sanziana' }, // diacritics dropped
      { birthdate: '2015-07-03' }, // day and month swapped
      { birthdate: '2016-03-07' }, // a year off
      { firstName: 'Nou-născut', identifier: 'NN150307123', isForeigner: true }, // a newborn without a CNP
      { identifier: '6150307213458' }, // CNP digits 8–9 swapped
    ]) {
      const s = score(child, other);
      expect(s.level, JSON.stringify(other)).toBe('probable');
    }
  });

  it('keeps two children who only share a common name and birth date below probable', () => {
    const andrei = { ...child, firstName: 'Andrei', lastName: 'Popa', genderId: 1 };
    const s = score(andrei, { countyId: 30, cityId: 999 });
    expect(s.score).toBeLessThan(PROBABLE_SCORE);
  });

  it('does not propose children with different names and birth dates', () => {
    const s = score(child, { firstName: 'Andrei', lastName: 'Popa', birthdate: '2011-12-01', genderId: 1 });
    expect(s.level).toBeNull();
    expect(s.score).toBeLessThan(POSSIBLE_SCORE);
  });

  it('says why, field by field, with the weights that sum to the score', () => {
    const s = score(child, { identifier: '6150307213458', lastName: 'Zamfirescu' });
    expect(s.reasons.map((r) => `${r.field}:${r.outcome}`)).toEqual([
      'lastName:equal',
      'firstName:equal',
      'birthdate:equal',
      'sex:equal',
      'identifier:transposition:8-9',
      'county:equal',
      'city:equal',
    ]);
    const sum = s.reasons.reduce((t, r) => t + r.weight, 0);
    expect(s.score).toBeCloseTo(sum, 0);
  });

  it('weighs nothing it does not know', () => {
    const s = scorePair(
      { ...child, countyId: null, cityId: null, genderId: null },
      { ...child, identifier: null },
      registry,
    );
    expect(s.reasons.map((r) => r.field)).toEqual(['lastName', 'firstName', 'birthdate']);
  });

  it('reads a day off, swapped names and a nickname of one child as probable', () => {
    for (const other of [
      { birthdate: '2015-03-08' },
      { firstName: 'Zamfirescu', lastName: 'Sânziana' },
      { firstName: 'Sânziana', lastName: 'Zamfirescu', birthdate: '2015-03-06' },
    ])
      expect(score(child, other).level, JSON.stringify(other)).toBe('probable');
    const ion = { ...child, firstName: 'Ion', genderId: 1 };
    expect(score(ion, { firstName: 'Ionuț' }).level).toBe('probable');
  });
});

describe('twins (issue 40 item 1)', () => {
  const valid = (first12: string) => `${first12}${cnpCheckDigit(first12)}`;
  const twin: LinkIdentity = {
    ...child,
    lastName: 'Popa',
    firstName: 'Mihai',
    genderId: 1,
    identifier: valid('515030712001'),
  };
  const regardless = (a: LinkIdentity, b: Partial<LinkIdentity>) => scorePair(a, { ...a, ...b }, registry);

  it.each([
    ['Mihail', 1, '515030712002'],
    ['Andrei', 1, '515030712002'],
    ['Cristina', 2, '615030712002'],
  ] as const)('twin %s is never probable, and says "possible twins"', (firstName, genderId, cnp12) => {
    const s = regardless(
      { ...twin, firstName: firstName === 'Cristina' ? 'Cristian' : twin.firstName },
      {
        firstName,
        genderId,
        identifier: valid(cnp12),
      },
    );
    expect(s.level).not.toBe('probable');
    if (s.level) expect(isPossibleTwins(s.reasons)).toBe(true);
  });

  it('weighs two valid CNPs of one birth date against one child; a typo of one still for', () => {
    const twins = regardless(twin, { identifier: valid('515030712002') });
    const typo = regardless(twin, { identifier: `${twin.identifier!.slice(0, 11)}9${twin.identifier![12]}` });
    const weight = (s: typeof twins) => s.reasons.find((r) => r.field === 'identifier')!.weight;
    expect(weight(twins)).toBeLessThan(-5);
    expect(weight(typo)).toBeGreaterThan(5);
  });

  it('flags twins with two names even without their CNPs', () => {
    const s = regardless({ ...twin, identifier: null }, { firstName: 'Daria', identifier: null });
    expect(isPossibleTwins(s.reasons) || s.level === null).toBe(true);
    expect(s.level).not.toBe('probable');
  });
});

describe('the national prior (issue 40 item 3)', () => {
  const young: LinkFrequencies = {
    total: 300,
    lastName: new Map([
      ['popa', 2],
      ['zamfirescu', 2],
    ]),
    firstName: new Map(),
    birthdate: new Map(),
  };
  it('weighs Popa and Zamfirescu apart in a registry of 300 children as in one of 500,000', () => {
    const weight = (f: LinkFrequencies, lastName: string) =>
      scorePair({ ...child, lastName }, { ...child, lastName }, f).reasons.find(
        (r) => r.field === 'lastName',
      )!.weight;
    for (const f of [young, registry]) {
      expect(weight(f, 'Zamfirescu') - weight(f, 'Popa')).toBeGreaterThan(5);
      expect(weight(f, 'Popa')).toBeLessThan(8);
    }
  });
});

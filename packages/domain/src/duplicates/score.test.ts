import { describe, expect, it } from 'vitest';
import { type LinkFrequencies, type LinkIdentity, POSSIBLE_SCORE, PROBABLE_SCORE, scorePair } from './score';

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

describe('Fellegi–Sunter score', () => {
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
});

import { describe, expect, it } from 'vitest';
import { cnpCheckDigit } from '../patient/cnp';
import {
  compareBirthDates,
  compareFirstNames,
  compareIdentifiers,
  compareNames,
  compareValues,
  keyingError,
  namesSwapped,
  twoValidCnps,
} from './comparisons';
import { firstNameKey, isPlaceholderFirstName, normaliseName } from './normalise';
import { jaroWinkler } from './similarity';

describe('Romanian name normalisation', () => {
  it.each([
    ['Ștefănescu', 'stefanescu'],
    ['Ştefănescu', 'stefanescu'], // cedilla ş
    ['Stefanescu', 'stefanescu'],
    ['ȚUȚUIANU', 'tutuianu'], // capitals, comma-below ț
    ['Ţuţuianu', 'tutuianu'], // cedilla ţ
    ['Brâncuși', 'brancusi'],
    ['Întâi', 'intai'],
    ['Kovács', 'kovacs'],
    ['Andrei-Mihai', 'andrei mihai'],
    ['Mihai  Andrei', 'andrei mihai'], // order of given names
    ['S\u0326tefan', 'stefan'], // a decomposed comma below
    ['', ''],
  ])('%s → %s', (name, key) => expect(normaliseName(name)).toBe(key));

  it('keys the first given name as written', () => {
    expect(firstNameKey('Maria Ioana')).toBe('maria');
    expect(firstNameKey('Maria')).toBe('maria');
    expect(firstNameKey(null)).toBe('');
  });

  it('knows the placeholder of a newborn without a name', () => {
    expect(isPlaceholderFirstName('Nou-născut')).toBe(true);
    expect(isPlaceholderFirstName('Nou nascut')).toBe(true);
    expect(isPlaceholderFirstName('Maria')).toBe(false);
  });
});

describe('Jaro–Winkler similarity', () => {
  it('is 1 for equal strings and 0 for nothing in common', () => {
    expect(jaroWinkler('popescu', 'popescu')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', 'abc')).toBe(0);
  });
  it('matches the published value of MARTHA/MARHTA (0.961)', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
  });
  it('tolerates one typo in a surname, not another surname', () => {
    expect(jaroWinkler('popescu', 'popsecu')).toBeGreaterThan(0.9);
    expect(jaroWinkler('popescu', 'popesku')).toBeGreaterThan(0.9);
    expect(jaroWinkler('popescu', 'ionescu')).toBeLessThan(0.9);
  });
});

describe('name comparison', () => {
  it.each([
    ['Popescu', 'Popescu', 'equal'],
    ['Popescu', 'POPESCU ', 'equal'],
    ['Ștefănescu', 'Stefanescu', 'equal-folded'],
    ['Ștefănescu', 'Ştefănescu', 'equal-folded'],
    ['Maria Ioana', 'Ioana-Maria', 'equal-folded'],
    ['Maria Ioana', 'Maria', 'shares-a-given-name'],
    ['Popescu', 'Popsecu', 'similar'],
    ['Popescu', 'Ionescu', 'different'],
    ['Popescu', null, 'missing'],
  ] as const)('%s / %s → %s', (a, b, outcome) => expect(compareNames(a, b)).toBe(outcome));

  it('gives no verdict on a placeholder given name', () => {
    expect(compareFirstNames('Nou-născut', 'Andrei')).toBe('missing');
  });

  // Issue 40 item 1: one name in two spellings, or two names that look alike (the names of twins).
  it.each([
    ['Mihai', 'Mihail', 'variant'],
    ['Ionuț', 'Ion', 'variant'],
    ['Alexandru', 'Alex', 'variant'],
    ['Ștefan Mihail', 'Mihai', 'shares-a-given-name'],
    ['Cristian', 'Cristina', 'different-names'],
    ['Daria', 'Dariana', 'different-names'],
    ['Maria', 'Mariana', 'different-names'],
    ['Cristian', 'Crsitian', 'similar'],
    ['Andrei', 'Bogdan', 'different'],
  ] as const)('given names %s / %s → %s', (a, b, outcome) => expect(compareFirstNames(a, b)).toBe(outcome));

  it('sees first and last names written in each other’s place', () => {
    const child = { firstName: 'Andrei', lastName: 'Ionescu' };
    expect(namesSwapped(child, { firstName: 'Ionescu', lastName: 'Andrei' })).toBe(true);
    expect(namesSwapped(child, { firstName: 'Ionescu', lastName: 'Ionescu' })).toBe(false);
    expect(namesSwapped(child, child)).toBe(false);
  });
});

describe('birth date comparison', () => {
  it.each([
    ['2015-03-07', '2015-03-07', 'equal'],
    ['2015-03-07', '2015-07-03', 'day-month-swapped'],
    ['2015-03-07', '2016-03-07', 'year-off-by-one'],
    ['2015-03-07', '2014-03-07', 'year-off-by-one'],
    ['2015-03-07', '2015-03-08', 'one-day-off'],
    ['2015-03-09', '2015-03-10', 'one-day-off'],
    ['2015-02-28', '2015-03-01', 'one-day-off'],
    ['2015-03-17', '2015-03-27', 'one-digit-off'],
    ['2015-03-12', '2015-03-21', 'same-month'],
    ['2015-03-07', '2012-11-21', 'different'],
    ['2015-03-07', '2017-03-09', 'different'],
    ['2015-03-07', null, 'missing'],
  ] as const)('%s / %s → %s', (a, b, outcome) => expect(compareBirthDates(a, b)).toBe(outcome));
});

describe('identifier comparison', () => {
  const cnp = (identifier: string, isForeigner = false) => ({ identifier, isForeigner });
  it.each([
    ['5150307123457', '5150307123457', 'equal'],
    ['5150307123457', '5150307213457', 'transposition'], // digits 8–9
    ['5150307123457', '5150307523417', 'transposition'], // digits 9 and 12, not neighbours
    ['5150307123457', '5150307123467', 'substitution'],
    ['5150307123457', '5150307129957', 'different'],
    ['5150307123457', '515030712345', 'different'],
  ] as const)('%s / %s → %s', (a, b, outcome) => expect(compareIdentifiers(cnp(a), cnp(b))).toBe(outcome));

  it('reads two valid CNPs of one birth date that differ in the serial digits as two children', () => {
    const valid = (first12: string) => `${first12}${cnpCheckDigit(first12)}`;
    const [a, b] = [valid('515030740001'), valid('515030740002')];
    expect(compareIdentifiers(cnp(a), cnp(b))).toBe('two-valid-cnps');
    expect(twoValidCnps(a, b)).toBe(true);
    // One of them failing its check digit: a typo, as before.
    const typo = `${b.slice(0, 12)}${(Number(b[12]) + 1) % 10}`;
    expect(compareIdentifiers(cnp(a), cnp(typo))).not.toBe('two-valid-cnps');
    // Another birth date in the CNP: not twins' CNPs.
    expect(twoValidCnps(a, valid('515030840001'))).toBe(false);
  });

  it('reads two valid CNPs of other birth dates as two people, not as a mistyped date', () => {
    const valid = (first12: string) => `${first12}${cnpCheckDigit(first12)}`;
    // Born a day apart (07 / 08 March 2015), other serials: two children's codes.
    expect(compareIdentifiers(cnp(valid('515030740001')), cnp(valid('515030840017')))).toBe(
      'other-valid-cnp',
    );
    // The other sex's code of the same day, another serial: two people as well.
    expect(compareIdentifiers(cnp(valid('515030740001')), cnp(valid('615030740002')))).toBe(
      'other-valid-cnp',
    );
    // A transposition that keeps both codes valid is still the keying error it is.
    expect(compareIdentifiers(cnp('5150307123457'), cnp('5150307213457'))).toBe('transposition');
    // One of them failing its check: an older record's typo, just different.
    expect(compareIdentifiers(cnp(valid('515030740001')), cnp('5150308400170'))).not.toBe('other-valid-cnp');
  });

  it('finds no keying error between a passport and a residence permit', () => {
    expect(compareIdentifiers(cnp('AB1234567', true), cnp('RP12345678', true))).toBe('different');
    expect(compareIdentifiers(cnp('AB1234567', true), cnp('AB1234576', true))).toBe('different');
  });

  it('says which digits were swapped or mistyped (1-based)', () => {
    expect(keyingError('5150307123457', '5150307213457')).toEqual({ kind: 'transposition', at: [8, 9] });
    expect(keyingError('5150307123457', '5150307123467')).toEqual({ kind: 'substitution', at: [12, 12] });
    expect(keyingError('5150307123457', '5150307123457')).toBeNull();
  });
});

describe('sex and residence', () => {
  it('agree, differ or are unknown', () => {
    expect(compareValues(1, 1)).toBe('equal');
    expect(compareValues(1, 2)).toBe('different');
    expect(compareValues(null, 2)).toBe('missing');
  });
});

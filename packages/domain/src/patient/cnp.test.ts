import { describe, expect, it } from 'vitest';
import { ageInYears, cnpCheckDigit, Gender, parseCnp, patientAge, todayIso } from './cnp';

const TODAY = '2026-11-21';

describe('CNP check digit (weights 279146358279, remainder 10 → 1)', () => {
  it.each([
    ['180010122114', 4],
    ['600022940001', 0],
    ['290229400123', 1], // remainder 10
    ['712123140001', 1], // remainder 10
    ['612112140001', 9],
  ])('%s → %i', (first12, digit) => {
    expect(cnpCheckDigit(first12)).toBe(digit);
  });
});

describe('parseCnp', () => {
  it.each([
    ['1800101221144', Gender.Male, '1980-01-01', 'first digit 1: male, 1900s'],
    ['6000229400010', Gender.Female, '2000-02-29', 'first digit 6: female, 2000s, leap day'],
    ['6120205400070', Gender.Female, '2012-02-05', 'remainder 0'],
    ['3001014000118', Gender.Male, '1800-10-14', 'first digit 3: male, 1800s'],
    ['7121231400011', Gender.Male, '2012-12-31', 'resident 7: latest century not in the future'],
    ['7001014000123', Gender.Male, '2000-10-14', 'resident 7, year 00'],
  ])('%s → gender %i born %s (%s)', (cnp, gender, birthDate, _why) => {
    expect(parseCnp(cnp, TODAY)).toEqual({ gender, birthDate });
  });

  it.each([
    ['1800101221145', 'wrong check digit'],
    ['2902294001231', 'check digit right but 29 Feb 1990 does not exist'],
    ['5991231400014', 'check digit right but born after today (2099)'],
    ['9001014000123', 'first digit 9 is outside 1–8'],
    ['0001014000123', 'first digit 0'],
    ['180010122114', '12 digits'],
    ['18001012211440', '14 digits'],
    ['18001012211a4', 'a letter'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (cnp) => {
    expect(parseCnp(cnp, TODAY)).toBeNull();
  });

  it('accepts a birth date of today and refuses tomorrow', () => {
    expect(parseCnp('6261121400018', '2026-11-21')).toEqual({
      gender: Gender.Female,
      birthDate: '2026-11-21',
    });
    expect(parseCnp('6261122400010', '2026-11-21')).toBeNull();
  });
});

describe('age', () => {
  it.each([
    ['2010-05-10', '2026-05-09', 15, 'the day before the birthday'],
    ['2010-05-10', '2026-05-10', 16, 'on the birthday'],
    ['2012-02-29', '2026-02-28', 13, 'leap-day birth before 1 March'],
    ['2012-02-29', '2026-03-01', 14, 'leap-day birth on 1 March'],
    ['2020-01-01', '2020-01-01', 0, 'born today'],
  ])('born %s, on %s → %i (%s)', (birth, on, age) => {
    expect(ageInYears(birth, on)).toBe(age);
  });

  it('is null when a date is missing or the order is wrong', () => {
    expect(ageInYears(null, '2020-01-01')).toBeNull();
    expect(ageInYears('2020-01-01', undefined)).toBeNull();
    expect(ageInYears('2020-01-02', '2020-01-01')).toBeNull();
  });

  it('counts to the death date when the patient died, otherwise to today', () => {
    expect(patientAge('2010-01-01', '2015-06-01', TODAY)).toBe(5);
    expect(patientAge('2010-01-01', null, TODAY)).toBe(16);
  });

  it('takes today in Europe/Bucharest', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Bucharest (UTC+2).
    expect(todayIso(new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
    expect(todayIso(new Date('2025-12-31T21:30:00Z'))).toBe('2025-12-31');
  });

  it('turns the day at midnight to the millisecond, though it formats only once a second', () => {
    // The last millisecond of 31 Dec in Bucharest, asked twice (the second answer comes from the cache).
    expect(todayIso(new Date('2025-12-31T21:59:59.000Z'))).toBe('2025-12-31');
    expect(todayIso(new Date('2025-12-31T21:59:59.999Z'))).toBe('2025-12-31');
    expect(todayIso(new Date('2025-12-31T22:00:00.000Z'))).toBe('2026-01-01');
    expect(todayIso(new Date('2025-12-31T21:59:59.999Z'))).toBe('2025-12-31');
    // Summer time (UTC+3): midnight is 21:00 UTC.
    expect(todayIso(new Date('2025-06-30T20:59:59.999Z'))).toBe('2025-06-30');
    expect(todayIso(new Date('2025-06-30T21:00:00.000Z'))).toBe('2025-07-01');
  });
});

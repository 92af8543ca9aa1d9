import { describe, expect, it } from 'vitest';
import { Role } from '../identity/roles';
import { canSeePatients, type Session } from '../identity/session';
import { ROMANIA_COUNTRY_ID } from '../units/contracts';
import {
  changePlace,
  isSharedPatient,
  patientForm,
  patientFormErrors,
  patientIdentity,
  placeErrors,
} from './contracts';

const today = '2026-11-24';
// 5 = born 2000-2099, male; 2015-03-12; check digit computed by the rule of spec 01 §5.
const boyCnp = '5150312400015';
const base = {
  identifier: boyCnp,
  isForeigner: false,
  genderId: null,
  birthdate: null,
  homeCountryId: ROMANIA_COUNTRY_ID,
  homeCountyId: 40,
  homeCityId: 179132,
  homeCity: null,
  careCountryId: null,
  careCountyId: null,
  careCityId: null,
  careCity: null,
};

describe('patient identity (spec 01 §5, as on the notification)', () => {
  it('reads gender, birth date and age from a valid CNP and ignores typed values', () => {
    expect(patientIdentity({ ...base, genderId: 2, birthdate: '2001-01-01' }, today)).toEqual({
      genderId: 1,
      birthdate: '2015-03-12',
      age: 11,
    });
  });
  it('clears them for an invalid CNP', () => {
    expect(patientIdentity({ ...base, identifier: '5150312400016' }, today)).toEqual({
      genderId: null,
      birthdate: null,
      age: null,
    });
  });
  it("keeps a foreigner's typed gender and birth date", () => {
    const id = patientIdentity({ ...base, isForeigner: true, genderId: 2, birthdate: '2020-11-25' }, today);
    expect(id).toEqual({ genderId: 2, birthdate: '2020-11-25', age: 5 });
  });
});

describe('patient form rules', () => {
  it('accepts a complete Romanian patient', () => {
    expect(patientFormErrors(base, today)).toEqual({});
  });
  it("refuses an invalid CNP with 'Invalid CNP'", () => {
    expect(patientFormErrors({ ...base, identifier: '5150312400016' }, today)).toEqual({
      identifier: 'validation.invalidCnp',
    });
  });
  it('asks a foreigner for 5–13 characters, gender and birth date (not in the future)', () => {
    const f = { ...base, isForeigner: true, identifier: 'AB1' };
    expect(patientFormErrors(f, today)).toEqual({
      identifier: 'validation.lengthBetween_5_13',
      genderId: 'validation.required',
      birthdate: 'validation.required',
    });
    expect(
      patientFormErrors({ ...f, identifier: 'X12345', genderId: 1, birthdate: '2026-11-25' }, today),
    ).toEqual({ birthdate: 'validation.invalid' });
    expect(
      patientFormErrors({ ...f, identifier: 'X12345', genderId: 1, birthdate: '2026-02-30' }, today),
    ).toEqual({ birthdate: 'validation.invalid' });
  });
  it('needs county and city in Romania, a typed city abroad, for the home address', () => {
    expect(patientFormErrors({ ...base, homeCountyId: null, homeCityId: null }, today)).toEqual({
      homeCountyId: 'validation.required',
      homeCityId: 'validation.required',
    });
    expect(
      patientFormErrors({ ...base, homeCountryId: 276, homeCountyId: null, homeCityId: null }, today),
    ).toEqual({ homeCity: 'validation.required' });
    expect(
      patientFormErrors(
        { ...base, homeCountryId: 276, homeCountyId: null, homeCityId: null, homeCity: 'Berlin' },
        today,
      ),
    ).toEqual({});
  });
  it('lets the care address stay empty, but not half-filled', () => {
    expect(placeErrors({ countryId: null, countyId: null, cityId: null, city: null }, false)).toEqual({});
    expect(placeErrors({ countryId: null, countyId: 12, cityId: null, city: null }, false)).toEqual({
      countryId: 'validation.required',
    });
    expect(
      patientFormErrors({ ...base, careCountryId: ROMANIA_COUNTRY_ID, careCountyId: 12 }, today),
    ).toEqual({ careCityId: 'validation.required' });
  });
  it('the contract coerces multipart text and reports every field', () => {
    const parsed = patientForm.safeParse({
      id: '3',
      version: '2',
      identifier: boyCnp,
      isForeigner: 'false',
      firstName: 'Ion',
      lastName: 'Pop',
      homeCountryId: String(ROMANIA_COUNTRY_ID),
      homeCountyId: '40',
      homeCityId: '179132',
      isSocialCase: 'true',
      numberOfKm: '120',
      email: 'Parinte@Example.RO',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      id: 3,
      version: 2,
      isSocialCase: true,
      numberOfKm: 120,
      email: 'parinte@example.ro',
      careCountryId: null,
    });
    const bad = patientForm.safeParse({ id: '3', version: '2', identifier: '1', numberOfKm: '-1' });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'homeCountryId', 'numberOfKm']));
  });
  it("reads Romania's ISO code 642 as the registry's 1 for both addresses, as everywhere else", () => {
    const row = { id: 1, version: 1, identifier: boyCnp, firstName: 'A', lastName: 'B' };
    const parsed = patientForm.safeParse({
      ...row,
      homeCountryId: '642',
      homeCountyId: '40',
      homeCityId: '179132',
      careCountryId: '642',
      careCountyId: '12',
      careCityId: '54975',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      homeCountryId: ROMANIA_COUNTRY_ID,
      careCountryId: ROMANIA_COUNTRY_ID,
    });
    // Romania's rules apply to 642 too: a county and a city are required.
    const noCounty = patientForm.safeParse({ ...row, homeCountryId: 642 });
    expect(noCounty.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['homeCountyId', 'homeCityId']),
    );
  });
  it('refuses ids and versions beyond a database integer (a 400 naming the field, not an SQL overflow)', () => {
    const row = { id: 1, version: 1, identifier: boyCnp, firstName: 'A', lastName: 'B', homeCountryId: 276 };
    const fieldsOf = (over: Record<string, unknown>) =>
      patientForm
        .safeParse({ ...row, homeCity: 'Berlin', ...over })
        .error?.issues.map((i) => i.path.join('.'));
    expect(fieldsOf({})).toBeUndefined();
    expect(fieldsOf({ version: '2147483648' })).toEqual(['version']);
    expect(fieldsOf({ id: 2 ** 31 })).toEqual(['id']);
    expect(fieldsOf({ homeCountryId: '99999999999' })).toEqual(['homeCountryId']);
    expect(fieldsOf({ careCountryId: 2 ** 31, careCity: 'Wien' })).toEqual(['careCountryId']);
  });
  it('refuses a fractional or huge distance', () => {
    const row = { id: 1, version: 1, identifier: boyCnp, firstName: 'A', lastName: 'B', homeCountryId: 1 };
    expect(patientForm.safeParse({ ...row, numberOfKm: '12.5' }).success).toBe(false);
    expect(patientForm.safeParse({ ...row, numberOfKm: 5001 }).success).toBe(false);
  });
});

describe('address cascade and sharing', () => {
  const place = { countryId: ROMANIA_COUNTRY_ID, countyId: 12, cityId: 5, city: null };
  it('a new country clears county and city; a new county clears the city; the same value nothing', () => {
    expect(changePlace(place, 'countryId', 276)).toEqual({
      countryId: 276,
      countyId: null,
      cityId: null,
      city: null,
    });
    expect(changePlace(place, 'countyId', 13)).toEqual({ ...place, countyId: 13, cityId: null });
    expect(changePlace(place, 'countyId', 12)).toBe(place);
  });
  it('warns only when more than one unit shares the child', () => {
    expect(isSharedPatient([1])).toBe(false);
    expect(isSharedPatient([1, 2])).toBe(true);
  });
  it('patients are for those who treat or register children, not executives or auditors', () => {
    const s = (role: Session['role']): Session => ({
      userId: 1,
      role,
      fullname: 'x',
      employeePermissions: [],
    });
    expect([1, 2, 3, 4, 5].map((r) => canSeePatients(s(r as Session['role'])))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(Role.Auditor).toBe(4);
  });
});

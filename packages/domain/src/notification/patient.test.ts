import { describe, expect, it } from 'vitest';
import { ageAtDiagnosticOf, derivePatientIdentity, identifierError, validatePatient } from './patient';
import { BOY_CNP, completeNotification, draftNotification, GIRL_CNP, TODAY } from './testing/fixtures';

const ctx = { today: TODAY };

describe('identifier (spec 02 §5 Patient; also the selector rule)', () => {
  it.each([
    [BOY_CNP, false, null],
    [GIRL_CNP, false, null],
    ['5150101400012', false, 'validation.invalidCnp'], // wrong check digit
    ['515010140001', false, 'validation.invalidCnp'], // 12 digits
    ['9150101400011', false, 'validation.invalidCnp'], // first digit 9
    ['5300101400011', false, 'validation.invalidCnp'], // born 2030: check digit right, birth after today
    ['5250616400013', false, 'validation.invalidCnp'], // born tomorrow
    ['5250615400010', false, null], // born today
    ['', false, 'validation.required'],
    [null, true, 'validation.required'],
    ['   ', true, 'validation.required'],
    ['A1234', true, null], // 5 characters
    ['A123', true, 'validation.lengthBetween_5_13'], // 4
    ['ABCDEFGHIJKLM', true, null], // 13
    ['ABCDEFGHIJKLMN', true, 'validation.lengthBetween_5_13'], // 14
    [BOY_CNP, true, null], // a foreigner may hold any 5–13 characters
  ])('%j foreigner=%s → %s', (identifier, isForeigner, code) => {
    expect(identifierError(identifier, isForeigner, TODAY)).toBe(code);
  });
});

describe('identity derived from the CNP (spec 02 §4)', () => {
  const patient = completeNotification().patientDetails;
  it.each([
    [BOY_CNP, 1, '2015-01-01', 10],
    [GIRL_CNP, 2, '2015-05-24', 10],
    ['5150101400012', null, null, null],
  ])('%s → gender %s, born %s, age %s', (identifier, genderId, birthdate, age) => {
    expect(derivePatientIdentity({ ...patient, identifier }, null, TODAY)).toMatchObject({
      genderId,
      birthdate,
      age,
    });
  });
  it('an invalid CNP clears what a valid one had filled', () => {
    const filled = derivePatientIdentity({ ...patient, identifier: BOY_CNP }, null, TODAY);
    expect(derivePatientIdentity({ ...filled, identifier: '51501' }, null, TODAY)).toMatchObject({
      genderId: null,
      birthdate: null,
      age: null,
    });
  });
  it('a foreigner keeps the typed birth date and gender; the age follows the birth date', () => {
    const foreigner = {
      ...patient,
      isForeigner: true,
      identifier: 'P1234567',
      genderId: 2,
      birthdate: '2012-06-16',
    };
    expect(derivePatientIdentity(foreigner, null, TODAY)).toMatchObject({
      genderId: 2,
      birthdate: '2012-06-16',
      age: 12,
    });
    expect(derivePatientIdentity({ ...foreigner, birthdate: '2012-06-15' }, null, TODAY).age).toBe(13);
  });
  it.each([
    [null, 10],
    ['2020-12-31', 5],
    ['2021-01-01', 6],
  ])('dead on %s → age %i (to the death date)', (deathDate, age) => {
    expect(derivePatientIdentity({ ...patient, identifier: BOY_CNP }, deathDate, TODAY).age).toBe(age);
  });
  it.each([
    ['2015-01-01', '2024-12-31', 9],
    ['2015-01-01', '2025-01-01', 10],
    ['2015-01-01', null, null],
    [null, '2025-01-01', null],
  ])('born %s, diagnosed %s → age at diagnosis %s', (birth, diagnosis, age) => {
    expect(ageAtDiagnosticOf(birth, diagnosis)).toBe(age);
  });
});

describe('patient fields required even on a draft (spec 02 §5 Patient)', () => {
  it.each(['lastName', 'firstName', 'countyId', 'cityId'] as const)('%s', (field) => {
    for (const n of [
      draftNotification({ patientDetails: { [field]: null } }),
      completeNotification({ patientDetails: { [field]: null } }),
    ]) {
      expect(validatePatient(n, ctx)).toEqual({ [`patientDetails.${field}`]: 'validation.required' });
    }
  });
  it('a foreigner must give gender and birth date', () => {
    const n = draftNotification({
      patientDetails: { isForeigner: true, identifier: 'P12345', genderId: null, birthdate: null },
    });
    expect(validatePatient(n, ctx)).toEqual({
      'patientDetails.genderId': 'validation.required',
      'patientDetails.birthdate': 'validation.required',
    });
  });
  it('a Romanian with an invalid CNP sees only the CNP error (gender and birth date come from it)', () => {
    const n = draftNotification({
      patientDetails: { identifier: '5150101400012', genderId: null, birthdate: null },
    });
    expect(validatePatient(n, ctx)).toEqual({ 'patientDetails.identifier': 'validation.invalidCnp' });
  });
  it.each([
    [TODAY, {}],
    ['2025-06-16', { 'patientDetails.birthdate': 'validation.invalid' }],
    ['1985-03-01', {}], // a birth date is not held to 1990
  ])('a birth date of %s', (birthdate, expected) => {
    const n = draftNotification({ patientDetails: { isForeigner: true, identifier: 'P12345', birthdate } });
    expect(validatePatient(n, ctx)).toEqual(expected);
  });
});

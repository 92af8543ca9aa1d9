import { describe, expect, it } from 'vitest';
import { keepFile, type PatientValues, patientFormData } from './patient-values';

const values: PatientValues = {
  id: 7,
  version: 3,
  identifier: ' 5150312400015 ',
  isForeigner: false,
  lastName: 'Pop',
  firstName: 'Ion',
  genderId: null,
  birthdate: '',
  email: '',
  phone: '0722 000 111',
  isSocialCase: false,
  homeCountryId: 642,
  homeCountyId: 127,
  homeCityId: 54975,
  homeCity: '',
  homeAddress: 'Str. Lungă 1',
  careCountryId: null,
  careCountyId: null,
  careCityId: null,
  careCity: '',
  careAddress: '',
  numberOfKm: '12',
};

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the patient save body', () => {
  it('sends what is filled in, trimmed, with the version read; empty values stay out (null on the server)', () => {
    const body = patientFormData(values, keepFile, keepFile);
    expect(body.get('identifier')).toBe('5150312400015');
    expect(body.get('version')).toBe('3');
    expect(body.get('isSocialCase')).toBe('false');
    expect(body.get('numberOfKm')).toBe('12');
    for (const empty of ['email', 'genderId', 'birthdate', 'careCountryId', 'careAddress', 'homeCity'])
      expect(body.has(empty), empty).toBe(false);
    expect(body.get('deleteAgreement')).toBe('false');
    expect(body.get('deleteSocialSurvey')).toBe('false');
  });

  it('a cleared file asks the server to delete it; a new one travels and replaces it', () => {
    const cleared = patientFormData(values, { file: null, cleared: true }, keepFile);
    expect(cleared.get('deleteAgreement')).toBe('true');
    const replaced = patientFormData(values, { file: file('acord.pdf'), cleared: true }, keepFile);
    expect(replaced.get('deleteAgreement')).toBe('false');
    expect((replaced.get('agreement') as File).name).toBe('acord.pdf');
  });

  it('a social survey goes only with a social case', () => {
    const survey = { file: file('ancheta.pdf'), cleared: false };
    expect(patientFormData(values, keepFile, survey).has('socialSurvey')).toBe(false);
    expect(patientFormData({ ...values, isSocialCase: true }, keepFile, survey).has('socialSurvey')).toBe(
      true,
    );
  });
});

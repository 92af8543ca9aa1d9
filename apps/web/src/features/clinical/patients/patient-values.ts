import type { Patient } from '@registry/domain/patient/contracts';

/** What the edit form's fields hold (ids as numbers or null, texts as typed). */
export type PatientValues = {
  id: number;
  version: number;
  identifier: string;
  isForeigner: boolean;
  lastName: string;
  firstName: string;
  genderId: number | null;
  birthdate: string;
  email: string;
  phone: string;
  isSocialCase: boolean;
  homeCountryId: number | null;
  homeCountyId: number | null;
  homeCityId: number | null;
  homeCity: string;
  homeAddress: string;
  careCountryId: number | null;
  careCountyId: number | null;
  careCityId: number | null;
  careCity: string;
  careAddress: string;
  numberOfKm: string;
};

/** A file the form will send: a new one, or the stored one cleared. */
export type FileChoice = { file: File | null; cleared: boolean };
export const keepFile: FileChoice = { file: null, cleared: false };

/**
 * The fields a 400 or 409 of the server may name (the files' own errors included). A stale save
 * (409 `version`) is not a field: it opens the error dialog, which says to reload.
 */
export const PATIENT_FIELDS = [
  'identifier',
  'lastName',
  'firstName',
  'genderId',
  'birthdate',
  'email',
  'phone',
  'homeCountryId',
  'homeCountyId',
  'homeCityId',
  'homeCity',
  'homeAddress',
  'careCountryId',
  'careCountyId',
  'careCityId',
  'careCity',
  'careAddress',
  'numberOfKm',
  'agreement',
  'socialSurvey',
] as const;

export const patientValuesOf = (p: Patient): PatientValues => ({
  id: p.id,
  version: p.version,
  identifier: p.identifier,
  isForeigner: p.isForeigner,
  lastName: p.lastName ?? '',
  firstName: p.firstName ?? '',
  genderId: p.genderId,
  birthdate: p.birthdate ?? '',
  email: p.email ?? '',
  phone: p.phone ?? '',
  isSocialCase: p.isSocialCase,
  homeCountryId: p.homeCountryId,
  homeCountyId: p.homeCountyId,
  homeCityId: p.homeCityId,
  homeCity: p.homeCity ?? '',
  homeAddress: p.homeAddress ?? '',
  careCountryId: p.careCountryId,
  careCountyId: p.careCountyId,
  careCityId: p.careCityId,
  careCity: p.careCity ?? '',
  careAddress: p.careAddress ?? '',
  numberOfKm: p.numberOfKm === null ? '' : String(p.numberOfKm),
});

/** The multipart body of `POST /api/patient`: empty values are left out (the contract reads them as null). */
export function patientFormData(values: PatientValues, agreement: FileChoice, survey: FileChoice) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === '') continue;
    body.set(name, typeof value === 'string' ? value.trim() : String(value));
  }
  body.set('deleteAgreement', String(agreement.cleared && !agreement.file));
  body.set('deleteSocialSurvey', String(survey.cleared && !survey.file));
  if (agreement.file) body.set('agreement', agreement.file);
  if (survey.file && values.isSocialCase) body.set('socialSurvey', survey.file);
  return body;
}

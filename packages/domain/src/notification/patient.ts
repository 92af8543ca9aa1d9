/** Patient identity (spec 02 §4 and §5 Patient): what the identifier says and what must be given. */
import { ageInYears, parseCnp, patientAge } from '../patient/cnp';
import { msg } from '../shared/messages';
import { NotificationLimits as L } from './constants';
import type { Notification } from './model';
import { errorCollector, type FieldErrors, requiredIf, type ValidationContext } from './rules';

type PatientDetails = Notification['patientDetails'];

/**
 * The identifier's error code, or null when valid: a Romanian needs a CNP that passes the check
 * digit; a foreigner any 5 to 13 characters (also the diagnostic selector's rule, spec 02 §2).
 */
export function identifierError(
  identifier: string | null | undefined,
  isForeigner: boolean,
  today: string,
): string | null {
  const value = identifier?.trim() ?? '';
  if (value === '') return msg.required;
  if (isForeigner) {
    return value.length < L.foreignerIdentifierMin || value.length > L.foreignerIdentifierMax
      ? msg.lengthBetween(L.foreignerIdentifierMin, L.foreignerIdentifierMax)
      : null;
  }
  return parseCnp(value, today) ? null : msg.invalidCnp;
}

export const isValidPatientIdentifier = (
  identifier: string | null | undefined,
  isForeigner: boolean,
  today: string,
) => identifierError(identifier, isForeigner, today) === null;

/**
 * Spec 02 §4: a Romanian's gender and birth date come from the CNP (cleared when it is invalid); a
 * foreigner's are typed. The age runs to the death date when there is one, otherwise to today.
 */
export function derivePatientIdentity(
  patient: PatientDetails,
  deathDate: string | null,
  today: string,
): PatientDetails {
  let { genderId, birthdate } = patient;
  if (!patient.isForeigner) {
    const facts = patient.identifier ? parseCnp(patient.identifier.trim(), today) : null;
    genderId = facts?.gender ?? null;
    birthdate = facts?.birthDate ?? null;
  }
  const age = patientAge(birthdate, deathDate, today);
  return { ...patient, genderId, birthdate, age };
}

/** Age at diagnosis in completed years, from the birth date to the diagnostic date. */
export const ageAtDiagnosticOf = (birthdate: string | null, diagnosticDate: string | null) =>
  ageInYears(birthdate, diagnosticDate);

/** Spec 02 §5 Patient: required even on a draft, since a draft must still say whose it is. */
export function validatePatient(n: Notification, ctx: ValidationContext): FieldErrors {
  const p = n.patientDetails;
  const { errors, add } = errorCollector('patientDetails');
  const idError = identifierError(p.identifier, p.isForeigner, ctx.today);
  add('identifier', idError);
  add('lastName', requiredIf(true, p.lastName));
  add('firstName', requiredIf(true, p.firstName));
  add('countyId', requiredIf(true, p.countyId));
  add('cityId', requiredIf(true, p.cityId));
  // For a Romanian, gender and birth date are read from the CNP: an invalid CNP is the one error to fix.
  const derivedFromCnp = !p.isForeigner;
  if (!derivedFromCnp || idError === null) {
    add('genderId', requiredIf(true, p.genderId));
    add('birthdate', requiredIf(true, p.birthdate));
  }
  // Birth dates are not held to 1990: only "not in the future" makes sense for them.
  add('birthdate', p.birthdate !== null && p.birthdate > ctx.today ? msg.invalid : null);
  return errors;
}

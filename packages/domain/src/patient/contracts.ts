/**
 * The patient screen (spec 01 §3 "Patient", §8): the record every notification of the child shares.
 * Sent as multipart (text fields plus the agreement and social-survey files), so fields coerce.
 */
import { z } from 'zod';
import { NotificationLimits as L } from '../notification/constants';
import { identifierError } from '../notification/patient';
import {
  flag,
  optionalEmail,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
} from '../shared/form-fields';
import { boundedInt } from '../shared/ids';
import { listAnswer, listQuery } from '../shared/list';
import { msg } from '../shared/messages';
import { countryIdOf, ROMANIA_COUNTRY_ID } from '../units/contracts';
import { parseCnp, patientAge, todayIso } from './cnp';

export const PatientLimits = {
  name: L.patientName,
  address: L.address,
  city: 200,
  phone: 25,
  maxKm: 5000,
} as const;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.invalid)
  .or(z.literal(''))
  .nullish()
  .transform((v) => v || null);

/** Whole kilometres from home to the treating hospital; empty means not known. */
const km = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > PatientLimits.maxKm) {
      ctx.addIssue({ code: 'custom', message: msg.invalid });
      return z.NEVER;
    }
    return n;
  });

export const patientForm = z
  .object({
    id: requiredId,
    version: boundedInt(1),
    identifier: z.string({ error: msg.required }).trim().max(L.identifier, msg.maxLength(L.identifier)),
    isForeigner: flag,
    firstName: requiredText(PatientLimits.name),
    lastName: requiredText(PatientLimits.name),
    genderId: optionalId,
    birthdate: isoDate,
    email: optionalEmail,
    phone: optionalText(PatientLimits.phone),
    isSocialCase: flag,
    // Romania's ISO code 642 reads as the registry's 1, as on the notification and the unit form.
    homeCountryId: requiredId.transform(countryIdOf),
    homeCountyId: optionalId,
    homeCityId: optionalId,
    homeCity: optionalText(PatientLimits.city),
    homeAddress: optionalText(PatientLimits.address),
    careCountryId: optionalId.transform((v) => (v === null ? null : countryIdOf(v))),
    careCountyId: optionalId,
    careCityId: optionalId,
    careCity: optionalText(PatientLimits.city),
    careAddress: optionalText(PatientLimits.address),
    numberOfKm: km,
    deleteAgreement: flag,
    deleteSocialSurvey: flag,
  })
  .superRefine((p, ctx) => {
    for (const [path, code] of Object.entries(patientFormErrors(p, todayIso())))
      ctx.addIssue({ code: 'custom', path: [path], message: code });
  });
export type PatientForm = z.infer<typeof patientForm>;

type Place = {
  countryId: number | null;
  countyId: number | null;
  cityId: number | null;
  city: string | null;
};

/**
 * One address (spec 01 §4 cascade): in Romania the county and the SIRUTA city are chosen; abroad
 * there is no county list and the city is typed. `required` is false for the care address, which
 * may stay empty (the child is cared for at home).
 */
export function placeErrors(place: Place, required: boolean): Partial<Record<keyof Place, string>> {
  const errors: Partial<Record<keyof Place, string>> = {};
  if (place.countryId === null) {
    if (required) errors.countryId = msg.required;
    else if (place.countyId !== null || place.cityId !== null || place.city) errors.countryId = msg.required;
    return errors;
  }
  if (place.countryId === ROMANIA_COUNTRY_ID) {
    if (place.countyId === null) errors.countyId = msg.required;
    if (place.cityId === null) errors.cityId = msg.required;
  } else {
    if (!place.city) errors.city = msg.required;
    if (place.countyId !== null) errors.countyId = msg.invalid;
    if (place.cityId !== null) errors.cityId = msg.invalid;
  }
  return errors;
}

/** Every rule of the form that needs no database: identifier, foreigner's identity, both addresses. */
export function patientFormErrors(
  p: Pick<
    PatientForm,
    | 'identifier'
    | 'isForeigner'
    | 'genderId'
    | 'birthdate'
    | 'homeCountryId'
    | 'homeCountyId'
    | 'homeCityId'
    | 'homeCity'
    | 'careCountryId'
    | 'careCountyId'
    | 'careCityId'
    | 'careCity'
  >,
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const idError = identifierError(p.identifier, p.isForeigner, today);
  if (idError) errors.identifier = idError;
  // A Romanian's gender and birth date are read from the CNP; only a foreigner's are typed.
  if (p.isForeigner) {
    if (p.genderId === null) errors.genderId = msg.required;
    if (p.birthdate === null) errors.birthdate = msg.required;
    else if (!isRealDate(p.birthdate) || p.birthdate > today) errors.birthdate = msg.invalid;
  }
  const home = placeErrors(
    { countryId: p.homeCountryId, countyId: p.homeCountyId, cityId: p.homeCityId, city: p.homeCity },
    true,
  );
  const care = placeErrors(
    { countryId: p.careCountryId, countyId: p.careCountyId, cityId: p.careCityId, city: p.careCity },
    false,
  );
  for (const [k, v] of Object.entries(home)) errors[`home${cap(k)}`] = v;
  for (const [k, v] of Object.entries(care)) errors[`care${cap(k)}`] = v;
  return errors;
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

function isRealDate(iso: string) {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/**
 * What the identifier says, exactly as on the notification (spec 01 §5): a Romanian's gender and
 * birth date come from a valid CNP (cleared when invalid); a foreigner's are typed. Age to today.
 */
export function patientIdentity(
  p: { identifier: string | null; isForeigner: boolean; genderId: number | null; birthdate: string | null },
  today: string = todayIso(),
) {
  let { genderId, birthdate } = p;
  if (!p.isForeigner) {
    const facts = p.identifier ? parseCnp(p.identifier.trim(), today) : null;
    genderId = facts?.gender ?? null;
    birthdate = facts?.birthDate ?? null;
  }
  return { genderId, birthdate, age: patientAge(birthdate, null, today) };
}

/** Spec 01 §8: a CNP linked to several units warns that the general data changes for all of them. */
export const isSharedPatient = (units: readonly unknown[]) => units.length > 1;

/** The address cascade: a new country clears county and city, a new county clears the city. */
export function changePlace<K extends keyof Place>(place: Place, field: K, value: Place[K]): Place {
  if (place[field] === value) return place;
  if (field === 'countryId')
    return { countryId: value as number | null, countyId: null, cityId: null, city: null };
  if (field === 'countyId') return { ...place, countyId: value as number | null, cityId: null, city: null };
  return { ...place, [field]: value };
}

const unitRef = z.object({ id: z.number(), name: z.string() });

export const patient = z.object({
  id: z.number(),
  version: z.number(),
  identifier: z.string(),
  isForeigner: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  genderId: z.number().nullable(),
  birthdate: z.string().nullable(),
  age: z.number().nullable(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phone: z.string().nullable(),
  isSocialCase: z.boolean(),
  agreementName: z.string().nullable(),
  agreementStorageName: z.string().nullable(),
  socialSurveyName: z.string().nullable(),
  socialSurveyStorageName: z.string().nullable(),
  homeCountryId: z.number().nullable(),
  homeCountyId: z.number().nullable(),
  homeCityId: z.number().nullable(),
  homeCity: z.string().nullable(),
  homeAddress: z.string().nullable(),
  careCountryId: z.number().nullable(),
  careCountyId: z.number().nullable(),
  careCityId: z.number().nullable(),
  careCity: z.string().nullable(),
  careAddress: z.string().nullable(),
  numberOfKm: z.number().nullable(),
  reportingUnits: z.array(unitRef).describe('Every unit that reports on (or treats) the child'),
  updatedAt: z.string(),
});
export type Patient = z.infer<typeof patient>;

/** A save answers the patient and, when other units share it, the translated "updated for all" warning. */
export const patientSaved = patient.extend({ warning: z.string().nullable() });

export const patientListItem = z.object({
  id: z.number(),
  identifier: z.string(),
  isForeigner: z.boolean(),
  fullName: z.string(),
  age: z.number().nullable(),
  units: z.array(z.string()),
  isSocialCase: z.boolean(),
  emailConfirmed: z.boolean(),
});
export type PatientListItem = z.infer<typeof patientListItem>;

export const patientFilter = listQuery(['name', 'identifier', 'age', 'updatedAt']).extend({
  reportingUnitId: optionalId.describe('Only the patients this unit reports on'),
  isSocialCase: z.boolean().nullish(),
  emailConfirmed: z.boolean().nullish(),
  genderId: optionalId,
});
export type PatientFilter = z.infer<typeof patientFilter>;
export const patientList = listAnswer(patientListItem);

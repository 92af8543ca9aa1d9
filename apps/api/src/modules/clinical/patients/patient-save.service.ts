import {
  isSharedPatient,
  isValidPhoneFor,
  type Language,
  type PatientForm,
  patientIdentity,
  patientMsg,
  ROMANIA_COUNTRY_ID,
  type Session,
  todayIso,
  translateCode,
} from '@registry/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { counties, countries, patients } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import type { AppContext } from '../../../platform/context';
import { conflict, fieldErrors, staleVersion } from '../../../platform/errors';
import type { StoredFile } from '../../../platform/files/file-store';
import { isCityOfCounty } from '../../dictionaries';
import { loadPatient, scopedPatientRow } from './patient-read.service';

export type PatientFiles = { agreement?: StoredFile; socialSurvey?: StoredFile };

/** References a form names must exist: countries, counties, cities in their county; the phone fits the home country. */
async function referenceErrors(db: Db, form: PatientForm, files: PatientFiles) {
  const errors: Record<string, string> = {};
  const places = [
    ['home', form.homeCountryId, form.homeCountyId, form.homeCityId],
    ['care', form.careCountryId, form.careCountyId, form.careCityId],
  ] as const;
  let homeAlpha2: string | null = null;
  for (const [prefix, countryId, countyId, cityId] of places) {
    if (countryId === null) continue;
    const [country] = await db
      .select({ alpha2: countries.alpha2 })
      .from(countries)
      .where(eq(countries.id, countryId));
    if (!country) errors[`${prefix}CountryId`] = 'validation.invalid';
    if (prefix === 'home') homeAlpha2 = country?.alpha2 ?? null;
    if (countyId !== null) {
      const [county] = await db.select({ id: counties.id }).from(counties).where(eq(counties.id, countyId));
      if (!county) errors[`${prefix}CountyId`] = 'validation.invalid';
      else if (cityId !== null && !(await isCityOfCounty(db, cityId, countyId)))
        errors[`${prefix}CityId`] = 'validation.invalid';
    }
  }
  // Spec 01 §5: a phone must be valid for the country (the home country; Romania by default).
  if (form.phone && !isValidPhoneFor(form.phone, homeAlpha2)) errors.phone = 'validation.invalid';
  if (files.socialSurvey && !form.isSocialCase) errors.socialSurvey = patientMsg.surveyNeedsSocialCase;
  return errors;
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Saves the shared patient record (issue 14) as one transaction: scope (404), version (409 stale),
 * an identifier that another patient already has (409 `identifier`), references, the two files,
 * the audit row. The answer carries the "updated for all" warning when other units share the child.
 */
export async function savePatient(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  language: Language,
  form: PatientForm,
  files: PatientFiles,
) {
  const replaced: (string | null)[] = [];
  try {
    const errors = await referenceErrors(ctx.db, form, files);
    if (Object.keys(errors).length) throw fieldErrors(errors);
    await ctx.db.transaction(async (tx) => {
      const row = await scopedPatientRow(tx, session, form.id, true);
      if (row.version !== form.version) throw staleVersion();
      const identifier = form.identifier.trim();
      if (identifier !== row.identifier || form.isForeigner !== row.isForeigner) {
        const [other] = await tx
          .select({ id: patients.id })
          .from(patients)
          .where(
            and(
              eq(patients.identifier, identifier),
              eq(patients.isForeigner, form.isForeigner),
              ne(patients.id, row.id),
            ),
          );
        if (other) throw conflict('identifier');
      }
      const identity = patientIdentity({ ...form, identifier }, todayIso());
      const inRomania = form.homeCountryId === ROMANIA_COUNTRY_ID;
      const careInRomania = form.careCountryId === ROMANIA_COUNTRY_ID;
      const agreement = files.agreement
        ? { agreementName: files.agreement.fileName, agreementStorageName: files.agreement.storageName }
        : form.deleteAgreement
          ? { agreementName: null, agreementStorageName: null }
          : {};
      // The survey belongs to a social case: unticking the flag removes it.
      const survey = files.socialSurvey
        ? {
            socialSurveyName: files.socialSurvey.fileName,
            socialSurveyStorageName: files.socialSurvey.storageName,
          }
        : form.deleteSocialSurvey || !form.isSocialCase
          ? { socialSurveyName: null, socialSurveyStorageName: null }
          : {};
      if ('agreementStorageName' in agreement) replaced.push(row.agreementStorageName);
      if ('socialSurveyStorageName' in survey) replaced.push(row.socialSurveyStorageName);
      const values = {
        identifier,
        isForeigner: form.isForeigner,
        firstName: form.firstName,
        lastName: form.lastName,
        genderId: identity.genderId,
        birthdate: identity.birthdate,
        email: form.email,
        // A new address has not been confirmed by anyone yet.
        emailConfirmed: form.email === row.email ? row.emailConfirmed : false,
        phone: form.phone,
        isSocialCase: form.isSocialCase,
        homeCountryId: form.homeCountryId,
        countyId: inRomania ? form.homeCountyId : null,
        cityId: inRomania ? form.homeCityId : null,
        homeCity: inRomania ? null : form.homeCity,
        address: form.homeAddress,
        careCountryId: form.careCountryId,
        careCountyId: careInRomania ? form.careCountyId : null,
        careCityId: careInRomania ? form.careCityId : null,
        careCity: careInRomania ? null : form.careCity,
        careAddress: form.careCountryId === null ? null : form.careAddress,
        numberOfKm: form.numberOfKm,
        ...agreement,
        ...survey,
      };
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
        (k) => String(values[k] ?? '') !== String(row[k] ?? ''),
      );
      await tx
        .update(patients)
        .set({ ...values, version: row.version + 1, updatedBy: session.userId, updatedAt: new Date() })
        .where(eq(patients.id, row.id));
      // Which fields changed, never their values: the trail must not become a copy of the record.
      await writeAudit(tx, request, {
        action: 'patient.updated',
        entity: 'patient',
        entityId: row.id,
        details: { version: row.version + 1, changed },
      });
    });
  } catch (err) {
    await Promise.all(Object.values(files).map((f) => f && ctx.files.remove(f.storageName)));
    if (isUniqueViolation(err)) throw conflict('identifier');
    throw err;
  }
  await Promise.all(replaced.filter((n): n is string => Boolean(n)).map((n) => ctx.files.remove(n)));
  const saved = await loadPatient(ctx.db, session, form.id);
  const warning = isSharedPatient(saved.reportingUnits)
    ? translateCode(patientMsg.sharedByUnits(saved.reportingUnits.length), language)
    : null;
  return { ...saved, warning };
}

import { type Patient, patientAge, patientIdentity, ROMANIA_COUNTRY_ID, todayIso } from '@registry/domain';
import type { Db, Tx } from '../../../db/client';
import type { patients } from '../../../db/schema';
import { sharingUnitsQuery } from './patient-scope';

type Row = typeof patients.$inferSelect;
export type UnitRef = { id: number; name: string };

/** The units sharing each patient, by patient id, sorted by name. */
export async function sharingUnits(db: Db | Tx, patientIds: number[]): Promise<Map<number, UnitRef[]>> {
  const byPatient = new Map<number, UnitRef[]>();
  if (patientIds.length === 0) return byPatient;
  for (const r of await sharingUnitsQuery(db, patientIds)) {
    const units = byPatient.get(r.patientId) ?? [];
    units.push({ id: r.unitId, name: r.unitName });
    byPatient.set(r.patientId, units);
  }
  for (const units of byPatient.values()) units.sort((a, b) => a.name.localeCompare(b.name, 'ro'));
  return byPatient;
}

/**
 * The screen's model of a stored row. The home county/city/address columns are the ones the
 * notifications write: a county means Romania whatever country was stored before.
 */
export function toPatient(row: Row, units: UnitRef[], today = todayIso()): Patient {
  const identity = patientIdentity(row, today);
  // A stored value wins (a foreigner's is typed on the notification); otherwise what the CNP says.
  const birthdate = row.birthdate ?? identity.birthdate;
  return {
    id: row.id,
    version: row.version,
    identifier: row.identifier,
    isForeigner: row.isForeigner,
    firstName: row.firstName,
    lastName: row.lastName,
    genderId: row.genderId ?? identity.genderId,
    birthdate,
    age: patientAge(birthdate, null, today),
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    phone: row.phone,
    isSocialCase: row.isSocialCase,
    agreementName: row.agreementName,
    agreementStorageName: row.agreementStorageName,
    socialSurveyName: row.socialSurveyName,
    socialSurveyStorageName: row.socialSurveyStorageName,
    homeCountryId: row.countyId !== null ? ROMANIA_COUNTRY_ID : row.homeCountryId,
    homeCountyId: row.countyId,
    homeCityId: row.cityId,
    homeCity: row.countyId !== null ? null : row.homeCity,
    homeAddress: row.address,
    careCountryId: row.careCountryId,
    careCountyId: row.careCountyId,
    careCityId: row.careCityId,
    careCity: row.careCity,
    careAddress: row.careAddress,
    numberOfKm: row.numberOfKm,
    reportingUnits: units,
    updatedAt: row.updatedAt.toISOString(),
  };
}

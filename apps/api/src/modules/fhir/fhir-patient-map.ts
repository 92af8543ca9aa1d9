import type { Address, Patient } from '@medplum/fhirtypes';
import { FHIR_NOT_MAPPED } from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { counties, localities } from '../../db/schema';
import type { Located } from './fhir-bundle';
import { identityOf } from './fhir-identity';
import type { FhirIssue } from './fhir-outcome';
import type { MappingReport } from './fhir-report';

/** Names compare without case, diacritics or the words SIRUTA adds ("Municipiul", "Județul"). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^(municipiul|orasul|comuna|judetul)\s+/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** County by SIRUTA code, vehicle mnemonic (CJ) or name; city by SIRUTA code or name within the county. */
async function resolvePlace(db: Db, address: Address) {
  const countyText = address.state ?? address.district;
  let countyId: number | null = null;
  if (countyText) {
    const rows = await db
      .select({ id: counties.id, auto: counties.autoCode, name: counties.labelRo })
      .from(counties);
    const wanted = plain(countyText);
    countyId =
      rows.find(
        (c) =>
          String(c.id) === countyText.trim() || c.auto.toLowerCase() === wanted || plain(c.name) === wanted,
      )?.id ?? null;
  }
  let cityId: number | null = null;
  if (countyId && address.city) {
    const rows = await db
      .select({ id: localities.id, level: localities.level, name: localities.labelRo })
      .from(localities)
      .where(eq(localities.countyId, countyId));
    const wanted = plain(address.city);
    // The administrative unit (level 2) before a village of the same name (level 3).
    const found = rows
      .filter((l) => String(l.id) === address.city!.trim() || plain(l.name) === wanted)
      .sort((a, b) => a.level - b.level)[0];
    cityId = found?.id ?? null;
  }
  return { countyText, countyId, cityId };
}

/**
 * Patient → the notification's patient details: the identity (a CNP, else a foreigner's passport,
 * fhir-identity.ts), the name, sex and birth date (a foreigner's are typed, so they count), the address.
 */
export async function mapPatient(
  db: Db,
  located: Located<Patient>,
  report: MappingReport,
  issues: FhirIssue[],
  cnpSystems: readonly string[],
) {
  const { resource: p, path } = located;
  const { identifier, isForeigner } = identityOf(located, report, issues, cnpSystems);

  const name = p.name?.find((n) => n.use === 'official') ?? p.name?.[0];
  const nameAt = `${path}.name[${p.name?.indexOf(name!) ?? 0}]`;
  if (name?.family) report.mapped(`${nameAt}.family`, name.family, 'patientDetails.lastName');
  if (name?.given?.length) report.mapped(`${nameAt}.given`, name.given.join(' '), 'patientDetails.firstName');
  const genderId = p.gender === 'male' ? 1 : p.gender === 'female' ? 2 : null;
  if (p.gender)
    report.add(`${path}.gender`, p.gender, genderId ? 'patientDetails.genderId' : FHIR_NOT_MAPPED);
  if (p.birthDate) report.mapped(`${path}.birthDate`, p.birthDate, 'patientDetails.birthdate');

  const address = p.address?.[0];
  // The registry needs the county and city even of a draft: a refusal names what was (not) received.
  report.sourceOf('patientDetails.countyId', address ? `${path}.address[0].state` : `${path}.address`);
  report.sourceOf('patientDetails.cityId', address ? `${path}.address[0].city` : `${path}.address`);
  let place = { countyId: null as number | null, cityId: null as number | null };
  let addressText: string | null = null;
  if (address) {
    const at = `${path}.address[0]`;
    addressText = (address.line?.join(', ') || address.text || '').slice(0, 200) || null;
    if (addressText) report.mapped(at, addressText, 'patientDetails.address');
    const resolved = await resolvePlace(db, address);
    place = resolved;
    if (resolved.countyText)
      report.add(
        `${at}.state`,
        resolved.countyText,
        resolved.countyId ? 'patientDetails.countyId' : FHIR_NOT_MAPPED,
      );
    if (address.city)
      report.add(`${at}.city`, address.city, resolved.cityId ? 'patientDetails.cityId' : FHIR_NOT_MAPPED);
  }

  const deathDate = p.deceasedDateTime?.slice(0, 10) ?? null;
  const isDead = p.deceasedBoolean === true || deathDate !== null;
  if (p.deceasedBoolean !== undefined)
    report.mapped(`${path}.deceasedBoolean`, String(p.deceasedBoolean), 'notificationOverview.isPatientDead');
  if (deathDate)
    report.mapped(`${path}.deceasedDateTime`, p.deceasedDateTime!, 'notificationOverview.deathDate');

  return {
    patientDetails: {
      identifier,
      isForeigner,
      firstName: name?.given?.join(' ') ?? null,
      lastName: name?.family ?? null,
      genderId,
      birthdate: p.birthDate ?? null,
      address: addressText,
      countyId: place.countyId,
      cityId: place.cityId,
    },
    overview: { isPatientDead: isDead, deathDate },
  };
}

/**
 * The resources the Central Cancer Registry Reporting IG's example bundles share, and its separate
 * Condition and Patient examples (see fhir-ig-examples.ts for what these reproductions keep), with
 * the IG's Patient made Romanian.
 */
import { fhirCnp } from './fhir-fixtures';

export const IG = 'http://hl7.org/fhir/us/central-cancer-registry-reporting';
export const SCT = 'http://snomed.info/sct';
export const LOINC = 'http://loinc.org';
const AJCC8 = { coding: [{ system: SCT, code: '897275008' }] };

export type Resource = { resourceType: string; id: string } & Record<string, unknown>;
export const entry = (resource: Resource) => ({
  fullUrl: `${IG}/${resource.resourceType}/${resource.id}`,
  resource,
});
export const concept = (system: string, code: string, display?: string) => ({
  coding: [{ system, code, ...(display ? { display } : {}) }],
});
/** Practitioner-1: US Core practitioner with a US NPI. */
export const practitioner = (): Resource => ({
  resourceType: 'Practitioner',
  id: '1',
  meta: { profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-practitioner|6.1.0'] },
  identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1122334455' }],
  name: [{ family: 'Nichols', given: ['Joseph'], prefix: ['Dr'] }],
  address: [
    { use: 'work', line: ['1234 Main St.'], city: 'Tulsa', state: 'OK', postalCode: '74126', country: 'US' },
  ],
});

/** organization-cancer-example: the reporting organization, named by its US NPI only. */
export const organization = (): Resource => ({
  resourceType: 'Organization',
  id: 'example-cancer-org',
  meta: { profile: [`${IG}/StructureDefinition/central-cancer-registry-reporting-organization`] },
  identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1063494177' }],
  active: true,
  name: 'Cancer Organization',
  address: [{ line: ['1234 Main Street'], city: 'Tulsa', state: 'OK', postalCode: '74126' }],
});

/** An mCODE TNM observation coded in SNOMED CT with an AJCC 8 qualifier value (the IG's TNM examples). */
export const tnm = (id: string, profile: string, code: string, value: string, display: string): Resource => ({
  resourceType: 'Observation',
  id,
  meta: { profile: [`http://hl7.org/fhir/us/mcode/StructureDefinition/${profile}`] },
  status: 'final',
  category: [concept('http://terminology.hl7.org/CodeSystem/observation-category', 'imaging')],
  code: concept(SCT, code),
  subject: { reference: 'Patient/example' },
  effectiveDateTime: '2023-03-21',
  performer: [{ reference: 'Practitioner/1' }],
  valueCodeableConcept: concept(SCT, value, display),
  method: AJCC8,
});

/**
 * ccrr-primary-cancer-condition-breast (also carried by the encounter and non-encounter based
 * bundles): the IG's primary cancer profile, everything coded in SNOMED CT, the date only as the
 * condition-assertedDate extension.
 */
export const igPrimaryCancerCondition = (): Resource => ({
  resourceType: 'Condition',
  id: 'primary-cancer-condition-breast',
  meta: { profile: [`${IG}/StructureDefinition/central-cancer-registry-primary-cancer-condition`] },
  extension: [
    { url: 'http://hl7.org/fhir/StructureDefinition/condition-assertedDate', valueDateTime: '2023-03-21' },
    {
      url: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-histology-morphology-behavior',
      valueCodeableConcept: concept(SCT, '82711006', 'Infiltrating duct carcinoma (morphologic abnormality)'),
    },
    {
      url: `${IG}/StructureDefinition/cancer-status-evidence-type`,
      valueCodeableConcept: concept(SCT, '714797009', 'Histologic test (procedure)'),
    },
  ],
  clinicalStatus: concept('http://terminology.hl7.org/CodeSystem/condition-clinical', 'active'),
  verificationStatus: concept('http://terminology.hl7.org/CodeSystem/condition-ver-status', 'confirmed'),
  category: [concept('http://terminology.hl7.org/CodeSystem/condition-category', 'encounter-diagnosis')],
  code: concept(SCT, '408643008', 'Infiltrating duct carcinoma of breast (disorder)'),
  bodySite: [
    {
      extension: [
        {
          url: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-laterality-qualifier',
          valueCodeableConcept: concept(SCT, '7771000', 'Left (qualifier value)'),
        },
      ],
      ...concept(SCT, '80248007', 'Left breast structure (body structure)'),
    },
  ],
  subject: { reference: 'Patient/example' },
  asserter: { reference: 'Practitioner/1' },
  stage: [
    { summary: concept(SCT, '1222766008', 'American Joint Committee on Cancer stage IIA (qualifier value)') },
  ],
});

/** Patient-example as published: a US medical record number (no CNP), US addresses, an adult. */
export const igPatient = (): Resource => ({
  resourceType: 'Patient',
  id: 'example',
  meta: { profile: [`${IG}/StructureDefinition/central-cancer-registry-reporting-patient`] },
  extension: [
    {
      url: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-race',
      extension: [
        { url: 'ombCategory', valueCoding: { system: 'urn:oid:2.16.840.1.113883.6.238', code: '2106-3' } },
        { url: 'text', valueString: 'Mixed' },
      ],
    },
  ],
  identifier: [
    {
      use: 'usual',
      type: concept('http://terminology.hl7.org/CodeSystem/v2-0203', 'MR', 'Medical Record Number'),
      system: 'http://hospital.smarthealthit.org',
      value: '1032702',
    },
  ],
  active: true,
  name: [
    { family: 'Shaw', given: ['Amy', 'V.'], period: { start: '2016-12-06', end: '2020-07-22' } },
    { family: 'Baxter', given: ['Amy', 'V.'], period: { start: '2020-07-22' } },
  ],
  gender: 'female',
  birthDate: '1987-02-20',
  deceasedBoolean: false,
  address: [{ line: ['49 Meadow St'], city: 'Mounds', state: 'OK', postalCode: '74047', country: 'US' }],
});

/** The IG's patient made Romanian: the same id (so `Patient/example` resolves), a CNP, a SIRUTA address. */
export const romanianPatient = (serial: string): Resource => ({
  resourceType: 'Patient',
  id: 'example',
  identifier: [{ system: 'urn:oid:1.2.642.1.1', value: fhirCnp(serial, 6) }],
  name: [{ use: 'official', family: 'Pop', given: ['Ana'] }],
  gender: 'female',
  birthDate: '2016-01-01',
  // SIRUTA codes: the county of Cluj and the municipality of Cluj-Napoca.
  address: [{ line: ['Strada Memorandumului 28'], city: '54975', state: '127', country: 'RO' }],
});

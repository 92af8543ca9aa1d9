/**
 * The published example content of HL7's Central Cancer Registry Reporting Content IG
 * (hl7.fhir.us.central-cancer-registry-reporting, continuous build after STU1 1.0.0, repository
 * HL7/fhir-central-cancer-registry-reporting-ig, input/examples/), written again here — not copied:
 * the same resource types in the same order, the same ids, fullUrls of the IG's base, the same
 * references (Composition.subject `Patient/example`, which the content bundles do not carry,
 * `Encounter/…`, `Practitioner/1`, section entries), the same SNOMED CT and LOINC codes and the same
 * US identifier systems. Narratives and telecoms are left out; they change nothing the registry reads.
 */
import { fhirCnp } from './fhir-fixtures';

const IG = 'http://hl7.org/fhir/us/central-cancer-registry-reporting';
const SCT = 'http://snomed.info/sct';
const LOINC = 'http://loinc.org';
const AJCC8 = { coding: [{ system: SCT, code: '897275008' }] };

type Resource = { resourceType: string; id: string } & Record<string, unknown>;
const entry = (resource: Resource) => ({
  fullUrl: `${IG}/${resource.resourceType}/${resource.id}`,
  resource,
});
const concept = (system: string, code: string, display?: string) => ({
  coding: [{ system, code, ...(display ? { display } : {}) }],
});
const section = (title: string, code: ReturnType<typeof concept>, refs: string[]) => ({
  title,
  code,
  entry: refs.map((reference) => ({ reference })),
});

/** Practitioner-1: US Core practitioner with a US NPI. */
const practitioner = (): Resource => ({
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
const organization = (): Resource => ({
  resourceType: 'Organization',
  id: 'example-cancer-org',
  meta: { profile: [`${IG}/StructureDefinition/central-cancer-registry-reporting-organization`] },
  identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1063494177' }],
  active: true,
  name: 'Cancer Organization',
  address: [{ line: ['1234 Main Street'], city: 'Tulsa', state: 'OK', postalCode: '74126' }],
});

/** An mCODE TNM observation coded in SNOMED CT with an AJCC 8 qualifier value (the IG's TNM examples). */
const tnm = (id: string, profile: string, code: string, value: string, display: string): Resource => ({
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

const composition = (id: string, sections: ReturnType<typeof section>[], extra: Record<string, unknown>) => ({
  resourceType: 'Composition',
  id,
  meta: { profile: [`${IG}/StructureDefinition/ccrr-composition`] },
  identifier: { value: `${id}-0001` },
  status: 'final',
  type: concept(LOINC, '72134-0'),
  subject: { reference: 'Patient/example', display: 'Amy Shaw' },
  date: '2023-04-05T22:13:23Z',
  title: 'Central Cancer Registry Report',
  ...extra,
  section: sections,
});

const bundle = (id: string, timestamp: string, resources: Resource[]) => ({
  resourceType: 'Bundle',
  id,
  meta: { profile: [`${IG}/StructureDefinition/ccrr-content-bundle`] },
  type: 'collection',
  timestamp,
  entry: resources.map(entry),
});

const primarySection = () =>
  section(
    'Primary Cancer Condition Section',
    concept(SCT, '363346000', 'Malignant neoplastic disease (disorder)'),
    ['Condition/primary-cancer-condition-breast'],
  );

/**
 * ccrr-content-bundle-example: the Composition (no Bundle.identifier; Composition.identifier with a
 * value only), Practitioner/1, the clinical stage group IIA and cT2 cN0 cM0 coded in SNOMED CT, a
 * diabetes problem-list Condition, smoking status and the organization. Its primary cancer section
 * names Condition/primary-cancer-condition-breast, which the bundle does not carry (a separate example).
 */
export function igContentBundle() {
  const stageGroup = tnm(
    'cancer-stage-group-example',
    'mcode-tnm-stage-group',
    '399537006',
    '1222766008',
    'American Joint Committee on Cancer stage IIA (qualifier value)',
  );
  stageGroup.focus = [{ reference: 'Condition/primary-cancer-condition-breast' }];
  stageGroup.hasMember = [
    { reference: 'Observation/tnm-clinical-primary-tumor-category-cT2' },
    { reference: 'Observation/tnm-clinical-regional-nodes-category-cN0' },
    { reference: 'Observation/tnm-clinical-distant-metastases-category-cM0' },
  ];
  return bundle('ccrr-content-bundle-example', '2023-04-05T11:15:33-10:00', [
    composition(
      'ccrr-composition-content-example',
      [
        primarySection(),
        section('TNM Staging section', concept(LOINC, '21908-9'), [
          'Observation/cancer-stage-group-example',
          'Observation/tnm-clinical-regional-nodes-category-cN0',
          'Observation/tnm-clinical-primary-tumor-category-cT2',
          'Observation/tnm-clinical-distant-metastases-category-cM0',
        ]),
        section('Problem Section', concept(LOINC, '11450-4'), ['Condition/problem-list-diabetes']),
        section('ODH Section', concept(LOINC, '74165-2'), ['Observation/odh-usual-work']),
        section('Social History Section', concept(LOINC, '29762-2'), ['Observation/non-smoker']),
      ],
      {
        encounter: { reference: 'Encounter/encounter-cancer-example' },
        author: [{ reference: 'Practitioner/1', display: 'Dr. Joseph Nichols' }],
      },
    ),
    practitioner(),
    stageGroup,
    tnm(
      'tnm-clinical-primary-tumor-category-cT2',
      'mcode-tnm-primary-tumor-category',
      '399504009',
      '1228929004',
      'American Joint Committee on Cancer cT2 (qualifier value)',
    ),
    tnm(
      'tnm-clinical-regional-nodes-category-cN0',
      'mcode-tnm-regional-nodes-category',
      '399534004',
      '1229967007',
      'American Joint Committee on Cancer cN0 (qualifier value)',
    ),
    tnm(
      'tnm-clinical-distant-metastases-category-cM0',
      'mcode-tnm-distant-metastases-category',
      '399387003',
      '1229901006',
      'American Joint Committee on Cancer cM0 (qualifier value)',
    ),
    {
      resourceType: 'Condition',
      id: 'problem-list-diabetes',
      meta: {
        profile: [
          'http://hl7.org/fhir/us/core/StructureDefinition/us-core-condition-problems-health-concerns|6.1.0',
        ],
      },
      clinicalStatus: concept('http://terminology.hl7.org/CodeSystem/condition-clinical', 'active'),
      category: [concept('http://terminology.hl7.org/CodeSystem/condition-category', 'problem-list-item')],
      code: concept('http://hl7.org/fhir/sid/icd-10', 'E11', 'Type 2 diabetes mellitus'),
      subject: { reference: 'Patient/example' },
      recordedDate: '2016-08-10T07:15:07-08:00',
    },
    {
      resourceType: 'Observation',
      id: 'non-smoker',
      meta: { profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-smokingstatus|6.1.0'] },
      status: 'final',
      category: [concept('http://terminology.hl7.org/CodeSystem/observation-category', 'social-history')],
      code: concept(LOINC, '72166-2', 'Tobacco smoking status'),
      subject: { reference: 'Patient/example' },
      effectiveDateTime: '2023-03-21',
      valueCodeableConcept: {
        coding: [{ system: SCT, code: '266919005' }],
        text: 'Never smoked tobacco (finding)',
      },
    },
    organization(),
  ]);
}

/** ccrr-non-encounter-based-content-bundle-example: the primary cancer Condition, no encounter. */
export function igNonEncounterBundle() {
  return bundle('ccrr-non-encounter-based-content-bundle-example', '2023-04-10T11:15:33-10:00', [
    composition(
      'ccrr-composition-non-encounter-content-example',
      [
        primarySection(),
        section('Cancer Radio Therapy Course Summary section', concept(SCT, '1217123003'), [
          'Procedure/radiotherapy-example',
        ]),
      ],
      { author: [{ reference: 'Practitioner/1', display: 'Dr. Joseph Nichols' }] },
    ),
    practitioner(),
    igPrimaryCancerCondition(),
    organization(),
  ]);
}

/** ccrr-encounter-based-content-bundle-example: the Condition and a lumpectomy, authored by the organization. */
export function igEncounterBundle() {
  const condition = igPrimaryCancerCondition();
  (condition.stage as { assessment?: unknown[] }[])[0].assessment = [
    { reference: 'Observation/cancer-stage-group-example' },
  ];
  return bundle('ccrr-encounter-based-content-bundle-example', '2023-11-08T11:15:33-10:00', [
    composition(
      'ccrr-composition-content-example',
      [
        primarySection(),
        section('Procedures Section', concept(LOINC, '47519-4'), [
          'Procedure/cancer-related-surgical-procedure-lumpectomy',
        ]),
      ],
      {
        encounter: { reference: 'Encounter/encounter-cancer-example-surgery' },
        author: [{ reference: 'Organization/example-cancer-org', display: 'Cancer Organization' }],
      },
    ),
    practitioner(),
    condition,
    {
      resourceType: 'Procedure',
      id: 'cancer-related-surgical-procedure-lumpectomy',
      meta: { profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-procedure|6.1.0'] },
      status: 'completed',
      code: concept(SCT, '735085002', 'Lumpectomy of left breast (procedure)'),
      subject: { reference: 'Patient/example' },
      performedDateTime: '2023-11-08',
      reasonReference: [{ reference: 'Condition/primary-cancer-condition-breast' }],
      bodySite: [concept(SCT, '80248007', 'Left breast structure (body structure)')],
    },
    organization(),
  ]);
}

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

type IgBundle = ReturnType<typeof bundle>;
/** The bundle with resources appended, as a hospital would add what the IG keeps as separate examples. */
export const withResources = (b: IgBundle, ...resources: Resource[]): IgBundle => ({
  ...structuredClone(b),
  entry: [...structuredClone(b.entry), ...resources.map(entry)],
});
/** A distinct report: the resend key (Composition.identifier) and the bundle id of its own. */
export const asReport = (b: IgBundle, key: string): IgBundle => {
  const copy = structuredClone(b);
  copy.id = key;
  (copy.entry[0].resource as unknown as { identifier: { value: string } }).identifier.value = key;
  return copy;
};

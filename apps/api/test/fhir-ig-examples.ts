/**
 * The published example content of HL7's Central Cancer Registry Reporting Content IG
 * (hl7.fhir.us.central-cancer-registry-reporting, continuous build after STU1 1.0.0, repository
 * HL7/fhir-central-cancer-registry-reporting-ig, input/examples/ as of its commits 2ec476c (the content
 * bundle) and 29a53b8 (the encounter and non-encounter based bundles)), written again here — not copied:
 * the same resource types in the same order, the same ids, fullUrls of the IG's base, the same
 * references (Composition.subject `Patient/example`, which the content bundles do not carry,
 * `Encounter/…`, `Practitioner/1`, section entries), the same SNOMED CT and LOINC codes and the same
 * US identifier systems. Narratives and telecoms are left out; they change nothing the registry reads.
 */
import {
  concept,
  entry,
  IG,
  igPrimaryCancerCondition,
  LOINC,
  organization,
  practitioner,
  type Resource,
  SCT,
  tnm,
} from './fhir-ig-resources';

export { igPatient, igPrimaryCancerCondition, romanianPatient } from './fhir-ig-resources';

const section = (title: string, code: ReturnType<typeof concept>, refs: string[]) => ({
  title,
  code,
  entry: refs.map((reference) => ({ reference })),
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

/** Resources beside the tumour a hospital's report may carry: passports, Toronto, treatment (issue 43). */
import type { contentBundle } from './fhir-fixtures';

type Content = ReturnType<typeof contentBundle>;
type Json = Record<string, unknown>;

export const TORONTO = 'https://registru-cancer-pediatric.ro/fhir/CodeSystem/toronto';
const SNOMED = 'http://snomed.info/sct';
const MCODE = 'http://hl7.org/fhir/us/mcode/StructureDefinition';

/** HL7's passport identifier: type v2-0203 PPN under `passport-XXX`. */
export const passport = (value: string, country = 'DEU', typed = true) => ({
  ...(typed
    ? { type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'PPN' }] } }
    : {}),
  system: `http://hl7.org/fhir/sid/passport-${country}`,
  value,
});
export const hospitalRecord = { system: 'http://spital.test/mrn', value: 'MRN-77' };

/** The bundle with the patient's identifiers replaced. */
export function withIdentifiers(bundle: Content, identifiers: Json[]): Content {
  const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')!.resource as Json;
  patient.identifier = identifiers;
  return bundle;
}

/** The bundle with more resources after its own, each referring to the child. */
export function withResources(bundle: Content, resources: Json[]): Content {
  for (const [i, r] of resources.entries()) {
    const resource = { id: `x${i}`, subject: { reference: 'Patient/p1' }, ...r } as Json;
    bundle.entry.push({
      fullUrl: `http://hospital.test/fhir/${resource.resourceType}/${resource.id}`,
      resource: resource as never,
    });
  }
  return bundle;
}

export const torontoStage = (code: string) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: TORONTO, code: 'toronto-stage' }] },
  valueCodeableConcept: { coding: [{ system: TORONTO, code }] },
});

export const surgery = (date: string, status = 'completed') => ({
  resourceType: 'Procedure',
  meta: { profile: [`${MCODE}/mcode-cancer-related-surgical-procedure`] },
  status,
  code: { text: 'Nefrectomie' },
  performedDateTime: date,
});

/** mCODE's course summary by its SNOMED CT code only (no profile). */
export const radiotherapy = (start: string) => ({
  resourceType: 'Procedure',
  status: 'completed',
  code: { coding: [{ system: SNOMED, code: '1217123003', display: 'Radiotherapy course of treatment' }] },
  performedPeriod: { start, end: '2024-06-01' },
});

/** A diagnostic procedure: neither surgery nor radiotherapy. */
export const biopsy = (date: string) => ({
  resourceType: 'Procedure',
  status: 'completed',
  category: { coding: [{ system: SNOMED, code: '103693007', display: 'Diagnostic procedure' }] },
  code: { text: 'Biopsie' },
  performedDateTime: date,
});

export const administration = (name: string, date: string, extra: Json = {}) => ({
  resourceType: 'MedicationAdministration',
  status: 'completed',
  medicationCodeableConcept: {
    coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '11202', display: name }],
  },
  effectiveDateTime: date,
  ...extra,
});

/** A request naming its medication by a Medication resource of the bundle. */
export const requestByReference = (medicationId: string, authoredOn?: string) => ({
  resourceType: 'MedicationRequest',
  status: 'active',
  intent: 'order',
  medicationReference: { reference: `Medication/${medicationId}` },
  ...(authoredOn ? { authoredOn } : {}),
});
export const medication = (id: string, text: string) => ({
  resourceType: 'Medication',
  id,
  subject: undefined,
  code: { coding: [{ system: 'http://www.whocc.no/atc', code: 'L01AA01' }], text },
});

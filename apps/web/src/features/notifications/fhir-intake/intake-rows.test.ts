import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { elementOf, fieldNameOf, intakeRows, notMappedCount, panelOf } from './intake-rows';

const bundle = {
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    { resource: { resourceType: 'Composition' } },
    { resource: { resourceType: 'Patient' } },
    { resource: { resourceType: 'Condition' } },
  ],
};
const message = {
  resourceType: 'Bundle',
  type: 'message',
  entry: [{ resource: { resourceType: 'MessageHeader' } }, { resource: bundle }],
};

const mapping = [
  {
    path: 'Bundle.entry[1].resource.identifier[0].value',
    received: '5160101400014',
    became: 'patientDetails.identifier',
  },
  { path: 'Bundle.entry[1].resource.identifier[1]', received: 'urn:hosp|123', became: 'not mapped' },
  {
    path: 'Bundle.entry[2].resource.bodySite[0]',
    received: 'C74.9',
    became: 'cancerDiagnostic.topologicCodeId',
  },
  { path: 'Bundle.entry[2].resource.code', received: 'Neuroblastom', became: 'not mapped' },
  { path: '(registry)', received: '', became: 'diagnosticReportingReasonId' },
];

describe('the received elements, in working order', () => {
  it('puts what was not taken first, then what the registry set, then what was taken, each in bundle order', () => {
    const rows = intakeRows(mapping, bundle);
    expect(rows.map((r) => [r.kind, r.path])).toEqual([
      ['notMapped', 'Bundle.entry[1].resource.identifier[1]'],
      ['notMapped', 'Bundle.entry[2].resource.code'],
      ['setByRegistry', '(registry)'],
      ['mapped', 'Bundle.entry[1].resource.identifier[0].value'],
      ['mapped', 'Bundle.entry[2].resource.bodySite[0]'],
    ]);
  });

  it('"only not mapped" keeps the rows to fill in by hand', () => {
    expect(intakeRows(mapping, bundle, true).map((r) => r.received)).toEqual([
      'urn:hosp|123',
      'Neuroblastom',
    ]);
    expect(notMappedCount(mapping)).toBe(2);
    expect(notMappedCount([])).toBe(0);
  });

  it('leaves the report as it came', () => {
    const before = structuredClone(mapping);
    intakeRows(mapping, bundle);
    expect(mapping).toEqual(before);
  });
});

describe('where an element is, for a registrar', () => {
  it('names the resource the path lands in', () => {
    expect(elementOf('Bundle.entry[2].resource.code', bundle)).toBe('Condition.code');
    expect(elementOf('Bundle.entry[1].resource.address[0].state', bundle)).toBe('Patient.address[0].state');
    expect(elementOf('Bundle.entry[2]', bundle)).toBe('Bundle.entry[2]');
  });

  it('walks into a message bundle’s content bundle', () => {
    expect(elementOf('Bundle.entry[1].resource.entry[2].resource.bodySite[0]', message)).toBe(
      'Condition.bodySite[0]',
    );
    expect(elementOf('Bundle.entry[1].resource', message)).toBe('Bundle');
  });

  it('keeps a path the bundle does not hold, and the registry’s own row, as written', () => {
    expect(elementOf('Bundle.entry[9].resource.code', bundle)).toBe('Bundle.entry[9].resource.code');
    expect(elementOf('(registry)', bundle)).toBe('(registry)');
  });
});

describe('what an element became, in the form’s words', () => {
  const translate = (key: string) => {
    let node: unknown = en;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : null;
  };

  it.each([
    ['patientDetails.identifier', 'Patient details', 'National identification number (CNP)'],
    ['patientDetails.genderId', 'Patient details', 'Gender'],
    ['patientDetails.cityId', 'Patient details', 'City'],
    ['cancerDiagnostic.topologicCodeId', 'Diagnosis', 'Topography code'],
    ['cancerMorphology.morphologyCodeId', 'Morphology', 'Morphology code'],
    ['cancerTnmStadialization.stadializationTId', 'TNM staging', 'T'],
    ['cancerTnmStadialization.stadializationStageId', 'TNM staging', 'Stage'],
    ['notificationOverview.reportingUnitId', 'Notification overview (follow-up and death)', 'Reporting unit'],
    ['diagnosticReportingReasonId', null, 'Reporting reason'],
    ['cancerDiagnostic.tumorLocationId', 'Diagnosis', 'Tumour location'],
    ['cancerTreatment.surgeryDate', 'Treatment', 'Surgery date'],
    ['cancerTreatment.therapeuticAgentsIds', 'Treatment', 'Therapeutic agents'],
    [
      'cancerTreatment.systemicTreatmentRadiotherapyTypeId',
      'Treatment',
      'Radiotherapy with systemic therapy',
    ],
    ['cancerTorontoStadialization.torontoLevel2Id', 'Toronto staging', 'Level 2'],
  ])('%s', (became, panel, field) => {
    const name = fieldNameOf(became, translate);
    expect(name.field).toBe(field);
    expect(name.panel).toBe(panel);
  });

  it('shows the field name as the server wrote it when the form has no label for it', () => {
    expect(fieldNameOf('cancerTreatment.somethingNew', translate).field).toBe('cancerTreatment.somethingNew');
    expect(fieldNameOf('unknownField', translate)).toEqual({ panel: null, field: 'unknownField' });
  });

  it('knows the panel a field opens in', () => {
    expect(panelOf('cancerDiagnostic.topologicCodeId')).toBe('cancerDiagnostic');
    expect(panelOf('diagnosticReportingReasonId')).toBe('reportingReason');
    expect(panelOf('not mapped')).toBe(null);
  });
});

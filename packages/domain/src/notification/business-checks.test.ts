import { describe, expect, it } from 'vitest';
import { businessChecks, firstBusinessError } from './business-checks';
import { notificationMsg as m } from './codes';
import { completeNotification } from './testing/fixtures';

// The fixture: born 2015-01-01, clinical start 2024-02-01, diagnosis 2024-03-10, chemo 2024-03-20.
type Overrides = Parameters<typeof completeNotification>[0];
const check = (overrides: Overrides) => businessChecks(completeNotification(overrides));
const deadOn = (deathDate: string | null) => ({
  diagnosticReportingReasonId: 8,
  notificationOverview: { isPatientDead: true, trackingStatusId: 3, deathDate, deathReasonTopoCodeId: 100 },
});

describe('dead patient needs reason 8', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 9, 10])('dead with reason %i → error naming 8', (reason) => {
    expect(check({ ...deadOn(null), diagnosticReportingReasonId: reason })).toEqual([m.deadPatientReason(8)]);
  });
  it('dead with reason 8 passes; alive with any reason passes', () => {
    expect(check(deadOn(null))).toEqual([]);
    expect(check({ diagnosticReportingReasonId: 4 })).toEqual([]);
  });
  it('the code carries the reason as a parameter', () =>
    expect(m.deadPatientReason(8)).toBe('notification.deadPatientReason_8'));
});

describe('chemotherapy needs a protocol or another protocol', () => {
  const chemo = { hasChimio: true, chimioDate: '2024-04-01', therapeuticAgentsIds: [1] };
  it.each([
    ['cancerTreatment', { therapeuticProtocolId: null, otherTherapeuticProtocol: null }, true],
    ['cancerTreatment', { therapeuticProtocolId: null, otherTherapeuticProtocol: '  ' }, true],
    ['cancerTreatment', { therapeuticProtocolId: 4, otherTherapeuticProtocol: null }, false],
    ['cancerTreatment', { therapeuticProtocolId: null, otherTherapeuticProtocol: 'EpSSG RMS 2005' }, false],
    ['subsequentCancerTreatment', { ...chemo, therapeuticProtocolId: null }, true],
    ['subsequentCancerTreatment', { ...chemo, therapeuticProtocolId: 2 }, false],
    ['subsequentCancerTreatment', { hasChimio: false, therapeuticProtocolId: null }, false],
  ] as const)('%s %j → wrong: %s', (section, t, wrong) => {
    expect(check({ [section]: t })).toEqual(wrong ? [m.wrongChemoConfiguration] : []);
  });
});

describe('cross-date checks', () => {
  it.each([
    // (1) birth date not after clinical start date — a foreigner's typed birth date can be
    [
      '1: birth = start',
      { patientDetails: foreigner('2024-02-01'), cancerDiagnostic: { clinicalStartDate: '2024-02-01' } },
      [],
    ],
    [
      '1: birth > start',
      { patientDetails: foreigner('2024-02-02'), cancerDiagnostic: { clinicalStartDate: '2024-02-01' } },
      [m.crossDate1],
    ],
    // (2) clinical start or birth not after the diagnosis
    ['2: start = diagnosis', { cancerDiagnostic: { clinicalStartDate: '2024-03-10' } }, []],
    ['2: start > diagnosis', { cancerDiagnostic: { clinicalStartDate: '2024-03-11' } }, [m.crossDate2]],
    [
      '2: birth > diagnosis',
      { patientDetails: foreigner('2024-03-11'), cancerDiagnostic: { clinicalStartDate: null } },
      [m.crossDate2],
    ],
    [
      '3: birth > chemo',
      {
        patientDetails: foreigner('2024-03-21'),
        cancerDiagnostic: { clinicalStartDate: null, diagnosticDate: null },
      },
      [m.crossDate3],
    ],
    // (3) diagnosis, start or birth not after the earliest treatment date
    ['3: chemo = diagnosis', { cancerTreatment: { chimioDate: '2024-03-10' } }, []],
    ['3: chemo < diagnosis', { cancerTreatment: { chimioDate: '2024-03-09' } }, [m.crossDate3]],
    [
      '3: subsequent surgery < diagnosis',
      { subsequentCancerTreatment: { hasSurgery: true, surgeryDate: '2024-03-09' } },
      [m.crossDate3],
    ],
    [
      '3: refusal < diagnosis',
      { subsequentCancerTreatment: { hasRefusal: true, refusalDate: '2024-01-09' } },
      [m.crossDate3],
    ],
    [
      '3: no diagnosis date, chemo < start',
      { cancerDiagnostic: { diagnosticDate: null }, cancerTreatment: { chimioDate: '2024-01-31' } },
      [m.crossDate3],
    ],
    // (4) birth, start, diagnosis or latest treatment not after the death date
    ['4: death = latest treatment', deadOn('2024-03-20'), []],
    ['4: death < chemo', deadOn('2024-03-19'), [m.crossDate4]],
    [
      '4: death < therapy end',
      {
        ...deadOn('2024-06-01'),
        subsequentCancerTreatment: { hasTherapyEndDate: true, therapyEndDate: '2024-06-02' },
      },
      [m.crossDate4],
    ],
    [
      '4: death < diagnosis',
      { ...deadOn('2024-03-09'), cancerTreatment: { hasChimio: false, chimioDate: null } },
      [m.crossDate4],
    ],
    [
      '4: death date unavailable',
      { ...deadOn(null), notificationOverview: { isDeathDateUnavailable: true } },
      [],
    ],
  ] as const)('%s', (_label, overrides, expected) => {
    expect(check(overrides as Overrides)).toEqual(expected);
  });
  it('the first failing check is the one the dialog shows', () => {
    const n = completeNotification({ ...deadOn('2024-03-19'), diagnosticReportingReasonId: 4 });
    expect(firstBusinessError(n)).toBe(m.deadPatientReason(8));
    expect(firstBusinessError(completeNotification())).toBeNull();
  });
});

function foreigner(birthdate: string) {
  return { isForeigner: true, identifier: 'P12345', birthdate, genderId: 1 };
}

import { describe, expect, it } from 'vitest';
import { emptyNotification, notificationDraft, notificationSaveRequest, toSavePayload } from './model';
import { isIsoDate } from './model-fields';
import { shapeErrors } from './validate';

/** Builds a body with one field set, for the length and format limits. */
const body = (section: string | null, field: string, value: unknown) =>
  section ? { [section]: { [field]: value } } : { [field]: value };

describe('limits of the edit model (spec 02 §5, §9): one under, at and over each limit', () => {
  it.each([
    ['notificationOverview', 'lastDoctor', 150],
    ['notificationOverview', 'deathReason2', 500],
    [null, 'observation', 2000],
    [null, 'reviewerObservation', 1000],
    ['cancerHistopathology', 'histoResult', 2000],
    ['cancerImagistics', 'imagisticsResult', 2000],
    ['cancerTreatment', 'clinicTrialAgent', 100],
    ['subsequentCancerTreatment', 'clinicTrialAgent', 100],
    ['patientDetails', 'identifier', 13],
  ])('%s.%s ≤ %i', (section, field, max) => {
    const path = section ? `${section}.${field}` : field;
    expect(shapeErrors(body(section, field, 'x'.repeat(max)))).toEqual({});
    expect(shapeErrors(body(section, field, 'x'.repeat(max + 1)))).toEqual({
      [path]: `validation.maxLength_${max}`,
    });
  });
});

describe('dates are ISO yyyy-mm-dd calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['15-06-2025', false],
    ['2024-1-5', false],
    ['2024-01-05T00:00:00', false],
  ])('%s valid: %s', (date, valid) => {
    const errors = shapeErrors({ cancerDiagnostic: { diagnosticDate: date } });
    expect(errors).toEqual(valid ? {} : { 'cancerDiagnostic.diagnosticDate': 'validation.invalid' });
  });
});

describe('ids and statuses', () => {
  it.each([
    [{ diagnosticReportingReasonId: 0 }, false],
    [{ diagnosticReportingReasonId: 1 }, true],
    [{ diagnosticReportingReasonId: 10 }, true],
    [{ diagnosticReportingReasonId: 11 }, false],
    [{ status: 1 }, true],
    [{ status: 2 }, true],
    [{ status: 3 }, false],
    [{ cancerDiagnostic: { topologicCodeId: 999999 } }, true],
    [{ cancerDiagnostic: { topologicCodeId: 1.5 } }, false],
    [{ cancerDiagnostic: { topologicCodeId: 0 } }, false],
    [{ cancerTreatment: { therapeuticAgentsIds: [1, 2] } }, true],
    [{ cancerTreatment: { therapeuticAgentsIds: [1, -2] } }, false],
    [{ cancerTreatment: { treatmentType: 2 } }, true],
    [{ cancerTreatment: { treatmentType: 3 } }, false],
  ])('%j accepted: %s', (input, ok) => {
    expect(notificationDraft.safeParse(input).success).toBe(ok);
  });
});

describe('a blank notification (spec 02 §4: starts as a draft, not a case)', () => {
  const n = emptyNotification();
  it('has every section with absent values', () => {
    expect(n.status).toBe(1);
    expect(n.isCancerCase).toBe(false);
    expect(n.id).toBe(0);
    expect(n.cancerTreatment.hasChimio).toBe(false);
    expect(n.cancerTreatment.therapeuticAgentsIds).toEqual([]);
    expect(n.subsequentCancerTreatment.surgeryDate).toBeNull();
    expect(n.cancerHistopathology).toEqual({
      examinationDate: null,
      histoResult: null,
      histopathologyAttachments: [],
    });
  });
  it('uses the wire names of spec 02 §3', () => {
    expect(Object.keys(n.cancerImagistics).sort()).toEqual(
      [
        'cancerNotificationImaginingSubcategoryIds',
        'categoryIds',
        'hasContrastMaterial',
        'imagisticsAttachments',
        'imagisticsDate',
        'imagisticsResult',
      ].sort(),
    );
    // The treatment field list of spec 02 §3, copied as written.
    const spec =
      'id, hasPaliativeTreatment, isWithoutTreatment, isUnknown, hasSurgery, surgeryDate, hasChimio, chimioDate, hasRadio, radiotherapyDate, radiotherapyEndDate, hasHormonoTherapy, hormonoTherapyDate, hasImunotherapy, imunotherapyDate, hasOtherTreatments, otherTreatmentsDate, transplantRecommendation, hasTransplant, transplantDate, systemicTreatmentRadiotherapyTypeId, surgeryAssociatedRadiotherapyTypeId, therapeuticAgentsIds, otherTherapeuticAgents, therapeuticProtocolId, otherTherapeuticProtocol, hasAbroadTreatment, abroadTreatmentTypeId, abroadTreatmentType, treatmentCountryId, hasTherapyEndDate, therapyEndDate, treatmentResponseId, hasRefusal, refusalDate, refusalReason, hasAbandon, abandonDate, abandonReason, hasClinicTrial, clinicTrialAgent, treatmentType, lackOfTreatmentReasonId, systemicTherapyRoleId';
    expect(Object.keys(n.cancerTreatment).sort()).toEqual(spec.split(', ').sort());
  });
});

describe('save request', () => {
  it('carries the version read, for optimistic concurrency', () => {
    expect(notificationSaveRequest.parse({ version: 3 }).version).toBe(3);
    expect(notificationSaveRequest.safeParse({ version: -1 }).success).toBe(false);
  });
  it('does not send the read-only morphology mirrors (spec 02 §3 "removed from output")', () => {
    const payload = toSavePayload(emptyNotification({ tumorGrading: { morphologyCodeId: 5 } }), 2);
    expect('morphologyCodeId' in payload.tumorGrading).toBe(false);
    expect('morphologyCodeId' in payload.nonStagePrognosticFactor).toBe(false);
    expect(payload.version).toBe(2);
  });
});

describe('isIsoDate: a real calendar date written yyyy-mm-dd', () => {
  // The oracle is the calendar as Date keeps it: a date is real when Date does not roll it over.
  const real = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 100 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  };
  const text = (y: number, m: number, d: number) =>
    `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

  it('agrees with the calendar on every day 1 to 31 of every month, over four centuries and the first', () => {
    const years = [...Array.from({ length: 401 }, (_, i) => 1800 + i), 0, 4, 99, 100, 104, 400, 9999];
    for (const y of years)
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) expect(isIsoDate(text(y, m, d)), text(y, m, d)).toBe(real(y, m, d));
  });

  it('refuses what is not written yyyy-mm-dd', () => {
    for (const value of [
      '2024-2-01',
      '24-02-01',
      '2024-02-01T00:00',
      ' 2024-02-01',
      '2024/02/01',
      '',
      '2024-02-1',
    ])
      expect(isIsoDate(value), value).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { validateDiagnostic, validateMorphology } from './diagnostic';
import { validateHistopathology, validateImagistics } from './exams';
import { completeNotification, draftNotification, TODAY } from './testing/fixtures';

const ctx = { today: TODAY };
type Overrides = NonNullable<Parameters<typeof completeNotification>[0]>;
const make = (status: 1 | 2, overrides: Overrides = {}) =>
  status === 2 ? completeNotification(overrides) : draftNotification(overrides);
const diag = (status: 1 | 2, fields: Overrides['cancerDiagnostic'], more: Overrides = {}) =>
  validateDiagnostic(make(status, { ...more, cancerDiagnostic: fields }), ctx);

describe('required unless draft (spec 02 §5 Diagnostic, Morphology)', () => {
  it.each([
    'diagnosticDate',
    'diagnosticExplanationId',
    'registrationBaseId',
    'tumorLocationId',
    'topologicCodeId',
  ] as const)('cancerDiagnostic.%s', (field) => {
    expect(diag(1, { [field]: null })).toEqual({});
    expect(diag(2, { [field]: null })).toEqual({ [`cancerDiagnostic.${field}`]: 'validation.required' });
  });
  it('laterality is never required', () => {
    expect(diag(2, { lateralityId: null })).toEqual({});
  });
  it.each(['behaviorId', 'morphologyCodeId'] as const)('cancerMorphology.%s', (field) => {
    expect(validateMorphology(make(1, { cancerMorphology: { [field]: null } }))).toEqual({});
    expect(validateMorphology(make(2, { cancerMorphology: { [field]: null } }))).toEqual({
      [`cancerMorphology.${field}`]: 'validation.required',
    });
  });
});

describe('diagnostic date: not before birth (2015-01-01), between 1990 and today', () => {
  it.each([
    ['2014-12-31', 'notification.dateBeforeBirth'],
    ['2015-01-01', undefined],
    [TODAY, undefined],
    ['2025-06-16', 'notification.dateRange'],
  ])('%s → %s', (diagnosticDate, code) => {
    expect(diag(1, { diagnosticDate, clinicalStartDate: null })['cancerDiagnostic.diagnosticDate']).toBe(
      code,
    );
  });
  it.each([
    ['1989-12-31', 'notification.dateRange'],
    ['1990-01-01', undefined],
  ])('a foreigner born 1985, diagnosed %s → %s', (diagnosticDate, code) => {
    const patient = { isForeigner: true, identifier: 'P12345', birthdate: '1985-01-01', genderId: 1 };
    const errors = diag(1, { diagnosticDate, clinicalStartDate: null }, { patientDetails: patient });
    expect(errors['cancerDiagnostic.diagnosticDate']).toBe(code);
  });
});

describe('clinical start date', () => {
  it.each([
    ['2014-12-31', 'notification.dateBeforeBirth'],
    ['2015-01-01', undefined],
    [TODAY, undefined],
    ['2025-06-16', 'notification.dateRange'],
  ])('%s → %s', (clinicalStartDate, code) => {
    expect(diag(1, { clinicalStartDate })['cancerDiagnostic.clinicalStartDate']).toBe(code);
  });
  it.each([
    [1, null, false, undefined],
    [2, null, false, 'validation.required'],
    [2, null, true, undefined],
    [2, '2024-01-01', false, undefined],
  ] as const)('status %i, date %s, unavailable %s → %s', (status, clinicalStartDate, unavailable, code) => {
    const errors = diag(status, { clinicalStartDate, isClinicalStartDateUnavailable: unavailable });
    expect(errors['cancerDiagnostic.isClinicalStartDateUnavailable']).toBe(code);
  });
});

describe('relapse date required unless draft for reason 9', () => {
  it.each([
    [9, 2, null, 'validation.required'],
    [9, 1, null, undefined],
    [9, 2, '2025-01-01', undefined],
    [4, 2, null, undefined],
    [9, 2, '2024-03-09', 'notification.dateBeforeDiagnostic'],
    [9, 2, '2025-06-16', 'notification.dateRange'],
  ] as const)('reason %i, status %i, relapse %s → %s', (reason, status, relapseDate, code) => {
    const errors = diag(status, { relapseDate }, { diagnosticReportingReasonId: reason });
    expect(errors['cancerDiagnostic.relapseDate']).toBe(code);
  });
});

describe('histopathology and imagistics: a date needs a result or an attachment', () => {
  const file = { id: 1, fileName: 'a.pdf', uploadedDateUTC: null, uploadStatus: 2, fileStorageName: 'x' };
  it.each([
    [null, null, [], undefined],
    ['2024-03-01', null, [], 'missing'],
    ['2024-03-01', '   ', [], 'missing'],
    ['2024-03-01', 'carcinom', [], undefined],
    ['2024-03-01', null, [file], undefined],
  ])('date %s, result %j, %j', (date, result, files, expected) => {
    const histo = validateHistopathology(
      make(1, {
        cancerHistopathology: {
          examinationDate: date,
          histoResult: result,
          histopathologyAttachments: files,
        },
      }),
      ctx,
    );
    const imaging = validateImagistics(
      make(1, {
        cancerImagistics: { imagisticsDate: date, imagisticsResult: result, imagisticsAttachments: files },
      }),
      ctx,
    );
    expect(histo['cancerHistopathology.histoResult']).toBe(
      expected && 'notification.histopathologyResultMissing',
    );
    expect(imaging['cancerImagistics.imagisticsResult']).toBe(
      expected && 'notification.imagisticsResultMissing',
    );
  });
  it.each([
    ['1989-12-31', 'notification.dateRange'],
    ['1990-01-01', undefined],
    ['2025-06-16', 'notification.dateRange'],
  ])('exam date %s → %s', (date, code) => {
    const n = make(1, {
      cancerHistopathology: { examinationDate: date, histoResult: 'r' },
      cancerImagistics: { imagisticsDate: date, imagisticsResult: 'r' },
    });
    expect(validateHistopathology(n, ctx)['cancerHistopathology.examinationDate']).toBe(code);
    expect(validateImagistics(n, ctx)['cancerImagistics.imagisticsDate']).toBe(code);
  });
});

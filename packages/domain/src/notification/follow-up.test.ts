import { describe, expect, it } from 'vitest';
import { notificationMsg } from './codes';
import { ReportingReason as R } from './constants';
import {
  codingOnlyView,
  followUpPrefill,
  LOCKABLE_SECTIONS,
  TrackingStatus as S,
  validateFollowUp,
} from './follow-up';
import { completeNotification, TODAY } from './testing/fixtures';
import { validateNotification } from './validate';

const previous = { lastContactDate: '2025-06-01' };
const followUp = (reason: number, trackingStatusId: number | null, lastContactDate: string | null) =>
  completeNotification({
    diagnosticReportingReasonId: reason,
    notificationOverview: { trackingStatusId, lastContactDate },
  });

describe('the tracking status agrees with the reason (completed follow-ups)', () => {
  const cases: [string, number, number, string | null][] = [
    ['progression, alive with disease', R.Progression, S.WithDisease, null],
    ['progression, disease-free', R.Progression, S.DiseaseFree, notificationMsg.trackingStatusWithDisease],
    ['progression, unknown', R.Progression, S.Unknown, notificationMsg.trackingStatusWithDisease],
    ['relapse, alive with disease', R.Recurrence, S.WithDisease, null],
    ['relapse, disease-free', R.Recurrence, S.DiseaseFree, notificationMsg.trackingStatusWithDisease],
    ['death, dead', R.Death, S.Dead, null],
    ['death, alive with disease', R.Death, S.WithDisease, notificationMsg.trackingStatusDead],
    ['treatment end, disease-free', R.TreatmentFinalisation, S.DiseaseFree, null],
    ['treatment end, unknown', R.TreatmentFinalisation, S.Unknown, null],
    ['diagnostic review, disease-free', R.DiagnosticReview, S.DiseaseFree, null],
  ];
  it.each(cases)('%s', (_, reason, status, expected) => {
    const errors = validateFollowUp(followUp(reason, status, '2025-06-10'), previous);
    expect(errors['notificationOverview.trackingStatusId'] ?? null).toBe(expected);
  });
});

describe('the last contact comes after the previous record’s', () => {
  const after = notificationMsg.contactAfterPrevious('01-06-2025');
  const cases: [string, number, string | null, { lastContactDate: string | null } | null, string | null][] = [
    ['a later date', R.Progression, '2025-06-02', previous, null],
    ['the same date', R.Progression, '2025-06-01', previous, after],
    ['an earlier date', R.Recurrence, '2025-05-01', previous, after],
    ['a death on an earlier date', R.Death, '2025-05-01', previous, after],
    ['treatment end on the same date', R.TreatmentFinalisation, '2025-06-01', previous, after],
    ['no previous record', R.Progression, '2025-05-01', null, null],
    ['a previous record without a contact', R.Progression, '2025-05-01', { lastContactDate: null }, null],
    ['a diagnostic review (no new contact)', R.DiagnosticReview, '2025-05-01', previous, null],
    ['a new diagnosis', R.E112, '2025-05-01', previous, null],
  ];
  it.each(cases)('%s', (_, reason, date, before, expected) => {
    const status = reason === R.Death ? S.Dead : S.WithDisease;
    const errors = validateFollowUp(followUp(reason, status, date), before);
    expect(errors['notificationOverview.lastContactDate'] ?? null).toBe(expected);
  });
});

describe('a reporter of another unit is not told the previous date', () => {
  it('the refusal names the rule without the date when the previous record is undisclosed', () => {
    const errors = validateFollowUp(followUp(R.Progression, S.WithDisease, '2025-05-01'), {
      ...previous,
      undisclosed: true,
    });
    expect(errors['notificationOverview.lastContactDate']).toBe(notificationMsg.contactAfterPreviousRecord);
    expect(JSON.stringify(errors)).not.toContain('2025');
  });
  it('a later date still passes', () => {
    const later = followUp(R.Progression, S.WithDisease, '2025-06-02');
    expect(validateFollowUp(later, { ...previous, undisclosed: true })).toEqual({});
  });
});

describe('where the rules hold', () => {
  it('a draft may still disagree: the rules hold at completion', () => {
    const draft = { ...followUp(R.Progression, S.DiseaseFree, '2025-01-01'), status: 1 as const };
    expect(validateFollowUp(draft, previous)).toEqual({});
  });
  it('the whole validation (form and server) names both fields', () => {
    const errors = validateNotification(followUp(R.Progression, S.DiseaseFree, '2025-05-01'), {
      today: TODAY,
      previousContact: previous,
    });
    expect(errors).toMatchObject({
      'notificationOverview.trackingStatusId': notificationMsg.trackingStatusWithDisease,
      'notificationOverview.lastContactDate': notificationMsg.contactAfterPrevious('01-06-2025'),
    });
  });
  it('a missing date is "required", not "too early"', () => {
    const errors = validateNotification(followUp(R.Progression, S.WithDisease, null), {
      today: TODAY,
      previousContact: previous,
    });
    expect(errors['notificationOverview.lastContactDate']).toBe('validation.required');
  });
});

describe('the follow-up prefill', () => {
  const record = completeNotification({
    id: 41,
    observation: 'unit 1 notes',
    reviewerObservation: 'checked',
    patientDetails: { address: 'Str. Lungă 1', countyId: 1, cityId: 2 },
    notificationOverview: {
      trackingStatusId: S.DiseaseFree,
      lastContactDate: '2025-06-01',
      lastDoctor: 'Dr. Pop',
      isTrackingLost: false,
    },
    cancerDiagnostic: { relapseDate: '2024-09-01', lateralityId: 2 },
    cancerTnmStadialization: { stageTypeId: 1 },
  });
  it('carries the tumour, never the last contact (any caller)', () => {
    for (const full of [true, false]) {
      const n = followUpPrefill(record, { full, unitId: 9 });
      expect(n).toMatchObject({
        id: 0,
        status: 1,
        previousNotificationId: 41,
        hasPreviousNotification: true,
      });
      expect(n.notificationOverview).toMatchObject({
        reportingUnitId: 9,
        trackingStatusId: null,
        lastContactDate: null,
        lastDoctor: null,
      });
      expect(n.cancerDiagnostic).toMatchObject({ topologicCodeId: 100, lateralityId: 2, relapseDate: null });
      expect(n.cancerMorphology).toEqual(record.cancerMorphology);
      expect(n.observation).toBeNull();
      expect(n.reviewerObservation).toBeNull();
    }
  });
  it('another unit gets identity and coding only: no treatment, address, staging or dates of care', () => {
    const n = followUpPrefill(record, { full: false, unitId: 9 });
    expect(n.patientDetails).toMatchObject({ firstName: 'Ion', lastName: 'Popescu', genderId: 1 });
    expect(n.patientDetails).toMatchObject({ address: null, countyId: null, cityId: null });
    expect(n.cancerTreatment.hasChimio).toBe(false);
    expect(n.cancerTreatment.therapeuticAgentsIds).toEqual([]);
    expect(n.cancerTreatment.therapeuticProtocolId).toBeNull();
    expect(n.cancerDiagnostic.clinicalStartDate).toBeNull();
    expect(n.cancerTnmStadialization.stageTypeId).toBeNull();
  });
  it('the record’s own unit keeps the treatment and the staging', () => {
    const n = followUpPrefill(record, { full: true, unitId: 9 });
    expect(n.cancerTreatment).toMatchObject({ hasChimio: true, therapeuticProtocolId: 3 });
    expect(n.cancerTnmStadialization.stageTypeId).toBe(1);
    expect(n.patientDetails.address).toBe('Str. Lungă 1');
  });
});

describe('a stored follow-up as another unit reads it', () => {
  const record = completeNotification({
    id: 42,
    patientDetails: { address: 'Str. Lungă 1', countyId: 1, cityId: 2 },
    cancerDiagnostic: { lateralityId: 2 },
    cancerTnmStadialization: { stageTypeId: 1 },
    notificationOverview: { lastDoctor: 'Dr. Doi' },
  });
  it('shows the locked sections as the prefill did and keeps the unit’s own sections', () => {
    const view = codingOnlyView(record, LOCKABLE_SECTIONS);
    const prefill = followUpPrefill(record, { full: false, unitId: 9 });
    for (const k of LOCKABLE_SECTIONS) expect(view[k]).toEqual(prefill[k]);
    expect(view.patientDetails).toMatchObject({ address: null, countyId: null, firstName: 'Ion' });
    expect(view.cancerTnmStadialization.stageTypeId).toBeNull();
    expect(view.cancerDiagnostic.clinicalStartDate).toBeNull();
    // What the unit reported itself is shown as it is.
    expect(view.notificationOverview.lastDoctor).toBe('Dr. Doi');
    expect(view.cancerTreatment).toEqual(record.cancerTreatment);
  });
  it('masks only the sections it is given', () => {
    const view = codingOnlyView(record, ['patientDetails']);
    expect(view.patientDetails.address).toBeNull();
    expect(view.cancerTnmStadialization.stageTypeId).toBe(1);
  });
});

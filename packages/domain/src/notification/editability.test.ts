import { describe, expect, it } from 'vitest';
import type { Session } from '../identity/session';
import { Editability as E } from './constants';
import { editability, isTreatmentFieldEditable } from './editability';
import { readonlyViolations } from './readonly-guard';
import { completeNotification, draftNotification } from './testing/fixtures';

const session = (role: 1 | 2 | 3 | 4 | 5): Session => ({
  userId: 1,
  role,
  fullname: 'X',
  employeePermissions: [{ employeeId: 1, reportingUnitId: 5, permissionIds: [3] }],
});
const reporter = session(2);
const reviewer = session(3);
const superAdmin = session(1);

type Overrides = Parameters<typeof completeNotification>[0];
const saved = (o: Overrides = {}) => completeNotification({ id: 40, ...o });

describe('whole form (spec 02 §4 Disabling)', () => {
  it.each([
    // who, status, isCancerCase → form disabled, save draft, save complete
    ['reporter', reporter, 1, false, false, true, true],
    ['reporter', reporter, 2, false, true, false, false],
    ['reporter', reporter, 2, true, false, false, true],
    ['reviewer', reviewer, 2, false, false, true, true],
    ['super admin', superAdmin, 2, false, false, true, true],
    ['auditor', session(4), 1, false, true, false, false],
    ['executive', session(5), 1, false, true, false, false],
  ] as const)('%s, status %i, case %s', (_who, s, status, isCancerCase, disabled, draft, complete) => {
    const e = editability(saved({ status, isCancerCase }), s);
    expect([e.formDisabled, e.canSaveDraft, e.canSaveComplete]).toEqual([disabled, draft, complete]);
  });
  it('nothing saves while a save is under way', () => {
    const e = editability(draftNotification(), reporter, { processing: true });
    expect([e.canSaveDraft, e.canSaveComplete]).toEqual([false, false]);
  });
  it('a disabled form has every panel read-only', () => {
    const e = editability(saved({ isCancerCase: false }), reporter);
    expect(new Set(Object.values(e.panels))).toEqual(new Set([E.FullReadonly]));
  });
});

describe('panels for a reporter', () => {
  it.each([
    ['draft, no previous', { status: 1 }, E.Editable],
    ['draft with a previous notification', { status: 1, hasPreviousNotification: true }, E.FullReadonly],
    ['completed case', { status: 2, isCancerCase: true }, E.FullReadonly],
  ] as const)('patient details: %s', (_label, o, level) => {
    expect(editability(saved(o), reporter).panels.patientDetails).toBe(level);
  });
  it.each([
    [1, false, 1, E.Editable],
    [1, true, 4, E.FullReadonly],
    [1, true, 3, E.Editable],
    [1, true, 5, E.Editable],
    [2, false, 4, E.FullReadonly],
    [2, false, 3, E.Editable],
  ] as const)('morphology: status %i, previous %s, reason %i → %i', (status, previous, reason, level) => {
    const n = saved({
      status,
      isCancerCase: true,
      hasPreviousNotification: previous,
      diagnosticReportingReasonId: reason,
    });
    expect(editability(n, reporter).panels.cancerMorphology).toBe(level);
  });
  it.each([
    [1, false, E.Editable],
    [2, true, E.PartialReadonly],
    [2, false, E.FullReadonly],
  ] as const)('primary treatment: status %i, case %s → %i', (status, isCancerCase, level) => {
    expect(editability(saved({ status, isCancerCase }), reporter).panels.cancerTreatment).toBe(level);
  });
  it.each([
    [1, false, E.Editable],
    [2, true, E.Editable],
    [2, false, E.FullReadonly],
  ] as const)('subsequent treatment and overview: status %i, case %s → %i', (status, isCancerCase, level) => {
    const panels = editability(saved({ status, isCancerCase }), reporter).panels;
    expect([panels.subsequentCancerTreatment, panels.notificationOverview]).toEqual([level, level]);
  });
  it('non-reporters edit every panel of any notification', () => {
    for (const s of [reviewer, superAdmin]) {
      const e = editability(saved({ status: 2, hasPreviousNotification: true }), s);
      expect(new Set(Object.values(e.panels))).toEqual(new Set([E.Editable]));
    }
  });
});

describe('fields', () => {
  it.each([
    ['reporter, new', reporter, 0, true],
    ['reporter, saved', reporter, 40, false],
    ['reviewer, saved', reviewer, 40, true],
  ] as const)('reporting unit: %s → %s', (_label, s, id, editable) => {
    expect(editability(saved({ id, status: 1 }), s).fields.reportingUnitId).toBe(editable);
  });
  it.each([
    [reporter, false],
    [reviewer, true],
    [superAdmin, true],
  ])('reviewer observation for role %#', (s, editable) => {
    expect(editability(saved({ status: 1 }), s).fields.reviewerObservation).toBe(editable);
  });
  it('morphology code needs a behaviour; ICC3 needs a code and no lock', () => {
    const n = draftNotification({ cancerMorphology: { behaviorId: null, morphologyCodeId: null } });
    expect(editability(n, reporter).fields).toMatchObject({ morphologyCodeId: false, iccc3: false });
    const withCode = draftNotification();
    expect(editability(withCode, reporter).fields).toMatchObject({ morphologyCodeId: true, iccc3: true });
    expect(editability(withCode, reporter, { iccc3Locked: true }).fields.iccc3).toBe(false);
  });
  it('previous notifications are shown on a case to anyone but a reporter', () => {
    expect(editability(saved({ isCancerCase: true }), reviewer).canViewPreviousNotifications).toBe(true);
    expect(editability(saved({ isCancerCase: true }), reporter).canViewPreviousNotifications).toBe(false);
    expect(editability(saved({ isCancerCase: false }), reviewer).canViewPreviousNotifications).toBe(false);
  });
  it.each([
    [E.Editable, 'hasChimio', true],
    [E.PartialReadonly, 'hasChimio', false],
    [E.PartialReadonly, 'therapyEndDate', true],
    [E.PartialReadonly, 'treatmentResponseId', true],
    [E.FullReadonly, 'therapyEndDate', false],
  ] as const)('treatment level %i, %s editable: %s', (level, field, editable) => {
    expect(isTreatmentFieldEditable(level, field)).toBe(editable);
  });
});

describe('readonlyViolations (the server refuses what the form locks)', () => {
  const caseRecord = saved({
    status: 2,
    isCancerCase: true,
    hasPreviousNotification: true,
    diagnosticReportingReasonId: 4,
    notificationOverview: { trackingStatusId: 1 },
  });
  const edit = (o: Overrides) => completeNotification({ ...caseRecord, ...o } as Overrides);
  it.each([
    ['follow-up fields of a case', { notificationOverview: { lastDoctor: 'Dr. Nou' } }, []],
    ['patient name', { patientDetails: { lastName: 'Altul' } }, ['patientDetails.lastName']],
    [
      'reporting unit',
      { notificationOverview: { reportingUnitId: 6 } },
      ['notificationOverview.reportingUnitId'],
    ],
    ['reviewer observation', { reviewerObservation: 'ok' }, ['reviewerObservation']],
    ['morphology', { cancerMorphology: { morphologyCodeId: 201 } }, ['cancerMorphology.morphologyCodeId']],
    ['primary chemo date', { cancerTreatment: { chimioDate: '2024-03-21' } }, ['cancerTreatment.chimioDate']],
    [
      'primary treatment end',
      { cancerTreatment: { hasTherapyEndDate: true, therapyEndDate: '2025-01-01' } },
      [],
    ],
    ['status and derived age', { status: 1, patientDetails: { age: 3 } }, []],
  ] as const)('reporter on a completed case changes %s', (_label, o, expected) => {
    expect(readonlyViolations(caseRecord, edit(o as Overrides), reporter)).toEqual(expected);
  });
  it('a reviewer may change all of it', () => {
    const n = edit({
      patientDetails: { lastName: 'Altul' },
      reviewerObservation: 'ok',
      notificationOverview: { reportingUnitId: 6 },
    });
    expect(readonlyViolations(caseRecord, n, reviewer)).toEqual([]);
  });
  it('a completed non-case is entirely locked for a reporter, whatever status the body claims', () => {
    const locked = saved({ status: 2, isCancerCase: false });
    const n = completeNotification({
      ...locked,
      status: 1,
      notificationOverview: { ...locked.notificationOverview, lastDoctor: 'Dr. Nou' },
    });
    expect(readonlyViolations(locked, n, reporter)).toEqual(['notificationOverview.lastDoctor']);
  });
  it('a new notification: a reporter picks the unit but not the reviewer observation', () => {
    const n = draftNotification({ notificationOverview: { reportingUnitId: 9 }, reviewerObservation: 'x' });
    expect(readonlyViolations(null, n, reporter)).toEqual(['reviewerObservation']);
  });
});

import { describe, expect, it } from 'vitest';
import { msg } from '../shared/messages';
import { emptyNotification } from './model';
import { completionRequirements } from './requirements';
import { completeNotification, draftNotification, TODAY } from './testing/fixtures';
import { validateNotification } from './validate';

const ctx = { today: TODAY };

describe('what a completed notification requires, derived from the rules', () => {
  it('a complete notification misses nothing, yet its required fields are known', () => {
    const r = completionRequirements(completeNotification(), ctx);
    expect(r.missing).toEqual([]);
    expect(r.missingByPanel).toEqual({});
    expect(r.required).toEqual(
      expect.arrayContaining([
        'patientDetails.identifier',
        'patientDetails.lastName',
        'diagnosticReportingReasonId',
        'notificationOverview.reportingUnitId',
        'notificationOverview.lastContactDate',
        'notificationOverview.lastDoctor',
        'cancerDiagnostic.diagnosticDate',
        'cancerDiagnostic.topologicCodeId',
        'cancerMorphology.morphologyCodeId',
        'cancerTreatment.systemicTherapyRoleId',
        'cancerTreatment.transplantRecommendation',
        'cancerTreatment.therapeuticAgentsIds',
      ]),
    );
    // Optional fields are not marked.
    for (const optional of ['cancerDiagnostic.lateralityId', 'observation', 'cancerDiagnostic.relapseDate'])
      expect(r.required).not.toContain(optional);
  });

  it('the missing fields are exactly the "required" answers of the completed validation', () => {
    for (const n of [
      emptyNotification(),
      draftNotification(),
      completeNotification({ cancerTreatment: {} }),
    ]) {
      const errors = validateNotification({ ...n, status: 2 }, ctx);
      const asks = (code: string) => code === msg.required || code.startsWith('notification.minElements');
      const required = Object.keys(errors).filter((path) => asks(errors[path]));
      expect(completionRequirements(n, ctx).missing.sort()).toEqual(required.sort());
    }
  });

  it('counts the missing fields per panel, even while the notification is a draft', () => {
    const n = completeNotification({
      status: 1,
      notificationOverview: { lastContactDate: null, lastDoctor: null },
      cancerTreatment: { systemicTherapyRoleId: null, transplantRecommendation: null },
    });
    expect(completionRequirements(n, ctx).missingByPanel).toEqual({
      notificationOverview: 2,
      cancerTreatment: 2,
    });
  });

  it.each([
    ['a relapse needs its date', { diagnosticReportingReasonId: 9 }, 'cancerDiagnostic.relapseDate', true],
    ['a new diagnosis does not', { diagnosticReportingReasonId: 1 }, 'cancerDiagnostic.relapseDate', false],
    [
      'a dead patient needs the cause',
      { notificationOverview: { isPatientDead: true, deathDate: '2025-01-01' } },
      'notificationOverview.deathReasonTopoCodeId',
      true,
    ],
    ['an alive one does not', {}, 'notificationOverview.deathReasonTopoCodeId', false],
    [
      'a progression needs the tracking status',
      { diagnosticReportingReasonId: 4, notificationOverview: { trackingStatusId: 2 } },
      'notificationOverview.trackingStatusId',
      true,
    ],
  ] as const)('%s', (_, overrides, path, expected) => {
    const n = completeNotification(overrides as Parameters<typeof completeNotification>[0]);
    expect(completionRequirements(n, ctx).required.includes(path)).toBe(expected);
  });
});

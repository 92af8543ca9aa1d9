import { describe, expect, it } from 'vitest';
import { normaliseNotification } from './dependencies';
import { emptyNotification, type Notification, notificationDraft } from './model';
import { BOY_CNP, completeNotification, draftNotification, TODAY } from './testing/fixtures';
import { checkNotificationSave, rewrittenShapeErrors, shapeErrors } from './validate';

const ctx = { today: TODAY };

/** Freezes every object and array of `value`, so that a write into it throws (modules are strict). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Bodies whose normalisation rewrites something: a death, a reason that clears, a country code, a CNP alone. */
const rewritten: [string, Notification][] = [
  ['a complete record', completeNotification()],
  ['a draft', draftNotification()],
  [
    'a death (reason 8) with the death fields',
    completeNotification({
      diagnosticReportingReasonId: 8,
      notificationOverview: { isPatientDead: true, deathDate: '2025-05-01', trackingStatusId: 3 },
    }),
  ],
  [
    'unticked treatment boxes with their dates left',
    completeNotification({
      subsequentCancerTreatment: { hasSurgery: false, surgeryDate: '2024-01-01', treatmentType: 1 },
    }),
  ],
  [
    'Romania by its ISO code',
    completeNotification({ cancerTreatment: { hasAbroadTreatment: true, treatmentCountryId: 642 } }),
  ],
  [
    'only a CNP (the identity is derived)',
    emptyNotification({ diagnosticReportingReasonId: 2, patientDetails: { identifier: BOY_CNP } }),
  ],
];

describe('the save checks the shape of what normalisation rewrote only', () => {
  it.each(rewritten)('normalisation never writes into the record it was given: %s', (_, n) => {
    const given = deepFreeze(structuredClone(n));
    expect(() => normaliseNotification(given, ctx)).not.toThrow();
  });

  it.each(rewritten)('the narrowed check finds what the whole parse finds: %s', (_, n) => {
    const accepted = notificationDraft.parse(n);
    const normalised = normaliseNotification(accepted, ctx);
    expect(rewrittenShapeErrors(normalised, accepted)).toEqual(shapeErrors(normalised));
  });

  it('a replaced panel or top-level field is parsed again, with its path', () => {
    const accepted = completeNotification();
    const n: Notification = {
      ...accepted,
      diagnosticReportingReasonId: 11,
      notificationOverview: { ...accepted.notificationOverview, lastDoctor: 'x'.repeat(151) },
    };
    expect(rewrittenShapeErrors(n, accepted)).toEqual({
      diagnosticReportingReasonId: 'validation.invalid',
      'notificationOverview.lastDoctor': 'validation.maxLength_150',
    });
    expect(rewrittenShapeErrors(n, accepted)).toEqual(shapeErrors(n));
    // A list field's element keeps its whole path.
    const listed = {
      ...accepted,
      cancerTreatment: { ...accepted.cancerTreatment, therapeuticAgentsIds: [11, -1] },
    };
    expect(Object.keys(rewrittenShapeErrors(listed, accepted))).toEqual([
      'cancerTreatment.therapeuticAgentsIds.1',
    ]);
    expect(rewrittenShapeErrors(listed, accepted)).toEqual(shapeErrors(listed));
  });

  it('what normalisation kept, or copied with the same value, is not parsed again; what it changed is', () => {
    const accepted = completeNotification();
    // Not a value the model would accept; here it stands for "a value the model accepted".
    const kept = { ...accepted.notificationOverview, lastDoctor: 'x'.repeat(151) };
    const before = { ...accepted, notificationOverview: kept };
    expect(rewrittenShapeErrors(before, before)).toEqual({});
    expect(rewrittenShapeErrors({ ...before, notificationOverview: { ...kept } }, before)).toEqual({});
    // Another field of the panel changed: that field is parsed again, not the kept one.
    const dated = { ...kept, lastContactDate: '2025-02-30' };
    expect(rewrittenShapeErrors({ ...before, notificationOverview: dated }, before)).toEqual({
      'notificationOverview.lastContactDate': 'validation.invalid',
    });
  });

  it('a save whose body the model refuses still gets every shape error', () => {
    const body = { ...completeNotification(), notificationOverview: { lastDoctor: 'x'.repeat(151) } };
    const check = checkNotificationSave(body, ctx);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors['notificationOverview.lastDoctor']).toBe('validation.maxLength_150');
  });
});

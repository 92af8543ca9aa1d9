import { describe, expect, it } from 'vitest';
import { validateOverview } from './overview';
import { completeNotification, draftNotification, TODAY } from './testing/fixtures';

const ctx = { today: TODAY };
const make = (status: 1 | 2, overview: Parameters<typeof completeNotification>[0] = {}) =>
  status === 2 ? completeNotification(overview) : draftNotification(overview);

describe('tracking status required unless draft for reasons 4, 6, 8, 9 (spec 02 §5 Overview)', () => {
  const cases = [];
  for (const reason of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    // A status that agrees with the reason (follow-up.test.ts covers the ones that do not).
    const agreeing = reason === 8 ? 3 : [4, 9].includes(reason) ? 2 : 1;
    for (const status of [1, 2] as const) {
      for (const trackingStatusId of [null, agreeing]) {
        const required = [4, 6, 8, 9].includes(reason) && status === 2 && trackingStatusId === null;
        cases.push({ reason, status, trackingStatusId, required });
      }
    }
  }
  it.each(cases)(
    'reason $reason, status $status, tracking $trackingStatusId → required error: $required',
    (c) => {
      const n = make(c.status, {
        diagnosticReportingReasonId: c.reason,
        notificationOverview: { trackingStatusId: c.trackingStatusId },
      });
      const errors = validateOverview(n, ctx);
      expect(errors['notificationOverview.trackingStatusId']).toBe(
        c.required ? 'validation.required' : undefined,
      );
    },
  );
  it('reads the overview copy of the reason when the top-level one is absent', () => {
    const n = completeNotification({
      diagnosticReportingReasonId: null,
      notificationOverview: { reportingReasonId: 4 },
    });
    expect(validateOverview(n, ctx)).toEqual({
      'notificationOverview.trackingStatusId': 'validation.required',
    });
  });
});

describe('required fields of the overview', () => {
  it.each([
    ['reportingUnitId', 1, true],
    ['reportingUnitId', 2, true],
    ['lastContactDate', 1, false],
    ['lastContactDate', 2, true],
    ['lastDoctor', 1, false],
    ['lastDoctor', 2, true],
  ] as const)('%s on status %i required: %s', (field, status, required) => {
    const errors = validateOverview(make(status, { notificationOverview: { [field]: null } }), ctx);
    expect(errors).toEqual(required ? { [`notificationOverview.${field}`]: 'validation.required' } : {});
  });
  it('a blank last doctor counts as missing', () => {
    expect(validateOverview(make(2, { notificationOverview: { lastDoctor: '  ' } }), ctx)).toEqual({
      'notificationOverview.lastDoctor': 'validation.required',
    });
  });
});

describe('overview dates between 1990-01-01 and today', () => {
  it.each(['lastContactDate', 'deathDate', 'vitalStatusUpdateDate'] as const)('%s', (field) => {
    for (const [date, ok] of [
      ['1989-12-31', false],
      ['1990-01-01', true],
      [TODAY, true],
      ['2025-06-16', false],
    ] as const) {
      const errors = validateOverview(make(1, { notificationOverview: { [field]: date } }), ctx);
      expect(errors[`notificationOverview.${field}`], `${field} ${date}`).toBe(
        ok ? undefined : 'notification.dateRange',
      );
    }
  });
});

describe('death fields', () => {
  const dead = {
    isPatientDead: true,
    trackingStatusId: 3,
    deathDate: '2025-01-10',
    deathReasonTopoCodeId: 100,
  };
  it.each([
    [
      'alive under the death reason: the status must say dead',
      2,
      { isPatientDead: false, trackingStatusId: 1 },
      { trackingStatusId: 'notification.trackingStatusDead' },
    ],
    ['dead with reason and date', 2, dead, {}],
    [
      'dead without reason (draft too)',
      1,
      { ...dead, deathReasonTopoCodeId: null },
      { deathReasonTopoCodeId: 'validation.required' },
    ],
    [
      'dead without reason, complete',
      2,
      { ...dead, deathReasonTopoCodeId: null },
      { deathReasonTopoCodeId: 'validation.required' },
    ],
    [
      'reason "other" without text',
      1,
      { ...dead, deathReasonTopoCodeId: 999999 },
      { deathReason2: 'validation.required' },
    ],
    ['reason "other" with text', 1, { ...dead, deathReasonTopoCodeId: 999999, deathReason2: 'accident' }, {}],
    ['reason "unavailable" needs no text', 2, { ...dead, deathReasonTopoCodeId: 999998 }, {}],
    [
      'no date, not ticked unavailable, complete',
      2,
      { ...dead, deathDate: null },
      { isDeathDateUnavailable: 'validation.required' },
    ],
    ['no date, not ticked unavailable, draft', 1, { ...dead, deathDate: null }, {}],
    [
      'no date, ticked unavailable, complete',
      2,
      { ...dead, deathDate: null, isDeathDateUnavailable: true },
      {},
    ],
  ] as const)('%s', (_label, status, overview, expected) => {
    const errors = validateOverview(
      make(status, { diagnosticReportingReasonId: 8, notificationOverview: overview }),
      ctx,
    );
    const prefixed = Object.fromEntries(
      Object.entries(expected).map(([k, v]) => [`notificationOverview.${k}`, v]),
    );
    expect(errors).toEqual(prefixed);
  });
});

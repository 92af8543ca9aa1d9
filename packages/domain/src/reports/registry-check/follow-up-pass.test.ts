import { describe, expect, it } from 'vitest';
import { type CaseFollowUp, followUpFinding } from './follow-up-pass';

const tumour = (over: Partial<CaseFollowUp> = {}): CaseFollowUp => ({
  caseId: 2,
  notificationId: 20,
  lastAliveDate: '2021-01-01',
  childIsDead: true,
  childDeathDate: '2020-05-05',
  childDeathNotificationId: 10,
  ...over,
});

describe('the child’s follow-up check', () => {
  it('a record of another tumour that knows the child alive after her death is Invalid, naming the death', () => {
    expect(followUpFinding(tumour())).toEqual({
      caseId: 2,
      severity: 'Invalid',
      messageKey: 'aliveAfterDeath',
      params: { deathDate: '2020-05-05', lastAliveDate: '2021-01-01', otherNotificationId: 10 },
    });
  });

  it('OK: alive up to the death day, a living child, no date, or the record with the death itself', () => {
    for (const over of [
      { lastAliveDate: '2020-05-05' },
      { lastAliveDate: '2019-01-01' },
      { childIsDead: false, childDeathDate: null, childDeathNotificationId: null },
      { lastAliveDate: null },
      { childDeathDate: null },
      { notificationId: 10 },
    ])
      expect(followUpFinding(tumour(over)).severity, JSON.stringify(over)).toBe('OK');
  });
});

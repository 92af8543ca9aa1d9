import type { RegistryCheckSeverity } from './contracts';

/** The child's follow-up check (issue 39): one vital status per child, whichever tumour reports it. */
export const FOLLOW_UP_CHECK = 'child-follow-up';

/** One case's own follow-up beside the child's (report_case_facts, migration 0053). */
export type CaseFollowUp = {
  caseId: number;
  notificationId: number;
  /** The last day this case's record knew the child alive. */
  lastAliveDate: string | null;
  /** The child's death (any of her records), and the record that reports it. */
  childIsDead: boolean;
  childDeathDate: string | null;
  childDeathNotificationId: number | null;
};

export type FollowUpFinding = {
  caseId: number;
  severity: RegistryCheckSeverity;
  messageKey: 'aliveAfterDeath' | 'consistent';
  params?: { deathDate: string; lastAliveDate: string; otherNotificationId: number };
};

/**
 * A death reported on any of the child's tumours ends the follow-up of all of them: a record of another
 * tumour that knows her alive after that death is an error of one of the two records (Invalid, naming
 * the record with the death), never a resurrection — the exports and the survival report keep her dead
 * at her death date. The record with the death itself is the save's own date checks' business.
 */
export function followUpFinding(c: CaseFollowUp): FollowUpFinding {
  if (
    c.childIsDead &&
    c.childDeathDate !== null &&
    c.lastAliveDate !== null &&
    c.childDeathNotificationId !== null &&
    c.childDeathNotificationId !== c.notificationId &&
    c.lastAliveDate > c.childDeathDate
  )
    return {
      caseId: c.caseId,
      severity: 'Invalid',
      messageKey: 'aliveAfterDeath',
      params: {
        deathDate: c.childDeathDate,
        lastAliveDate: c.lastAliveDate,
        otherNotificationId: c.childDeathNotificationId,
      },
    };
  return { caseId: c.caseId, severity: 'OK', messageKey: 'consistent' };
}

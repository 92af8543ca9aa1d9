/** What every section's rules share: the error map, the draft test, dates and the effective reason. */
import { msg } from '../shared/messages';
import { notificationMsg } from './codes';
import { EARLIEST_NOTIFICATION_DATE, NEW_DIAGNOSIS_REASONS, NotificationStatus } from './constants';
import type { Notification } from './model';

/** Errors by field path, e.g. `{ 'notificationOverview.lastDoctor': 'validation.maxLength_150' }`. */
export type FieldErrors = Record<string, string>;

/**
 * What the rules need beyond the notification: "today" in Europe/Bucharest (ARCHITECTURE §4) and,
 * for a follow-up, the last contact of the case's previous record (follow-up.ts).
 */
export type ValidationContext = {
  today: string;
  previousContact?: { lastContactDate: string | null } | null;
};

/** Spec 02 §4: anything other than Completed is a draft and relaxes the "required unless draft" rules. */
export const isDraft = (status: number | null | undefined) => status !== NotificationStatus.Completed;
export const isCompleted = (status: number | null | undefined) => status === NotificationStatus.Completed;

/** Reasons 1, 7 and 10 report a new tumour; the others report on one the registry already has. */
export const isNewDiagnosisReason = (reason: number | null | undefined) =>
  reason != null && (NEW_DIAGNOSIS_REASONS as readonly number[]).includes(reason);

/**
 * The reason the rules read. The spec carries it twice (diagnosticReportingReasonId at the top,
 * notificationOverview.reportingReasonId in the overview); the top one is what the selector and the
 * reason panel set, and the overview copy follows it (syncReportingReason).
 */
export const reportingReasonOf = (n: Notification): number | null =>
  n.diagnosticReportingReasonId ?? n.notificationOverview.reportingReasonId;

/** Collects errors keeping the first one per field: the most basic problem is the one to show. */
export function errorCollector(section: string | null) {
  const errors: FieldErrors = {};
  const add = (field: string, code: string | null | false | undefined) => {
    if (!code) return;
    const path = section ? `${section}.${field}` : field;
    if (!(path in errors)) errors[path] = code;
  };
  return { errors, add };
}

const isMissing = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** `validation.required` when the value is missing and the condition holds. */
export const requiredIf = (condition: boolean, value: unknown) =>
  condition && isMissing(value) ? msg.required : null;

/** Spec 02 §9: notification dates lie between 1990-01-01 and today. */
export const dateRangeCode = (date: string | null, today: string) =>
  date !== null && (date < EARLIEST_NOTIFICATION_DATE || date > today) ? notificationMsg.dateRange : null;

/** A date that must not fall before another one (ISO strings compare in calendar order). */
export const notBefore = (date: string | null, limit: string | null, code: string) =>
  date !== null && limit !== null && date < limit ? code : null;

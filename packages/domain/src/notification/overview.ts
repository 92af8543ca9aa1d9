/** Notification overview: follow-up and death (spec 02 §5 Overview). */
import { DeathReasonTopographyId, TRACKING_STATUS_REASONS } from './constants';
import { staleContact, trackingStatusConflict } from './follow-up';
import type { Notification } from './model';
import {
  dateRangeCode,
  errorCollector,
  type FieldErrors,
  isDraft,
  reportingReasonOf,
  requiredIf,
  type ValidationContext,
} from './rules';

/** Reasons 4, 6, 8 and 9 report on the patient's course, so where the patient stands must be said. */
export const needsTrackingStatus = (reason: number | null) =>
  reason !== null && (TRACKING_STATUS_REASONS as readonly number[]).includes(reason);

export function validateOverview(n: Notification, ctx: ValidationContext): FieldErrors {
  const o = n.notificationOverview;
  const complete = !isDraft(n.status);
  const { errors, add } = errorCollector('notificationOverview');
  add('reportingUnitId', requiredIf(true, o.reportingUnitId));
  add('lastContactDate', requiredIf(complete, o.lastContactDate));
  add('lastContactDate', dateRangeCode(o.lastContactDate, ctx.today));
  // A follow-up reports a new contact: after the previous record's, and saying where the child stands.
  add(
    'lastContactDate',
    complete && staleContact(reportingReasonOf(n), o.lastContactDate, ctx.previousContact),
  );
  add('lastDoctor', requiredIf(complete, o.lastDoctor));
  add(
    'trackingStatusId',
    requiredIf(complete && needsTrackingStatus(reportingReasonOf(n)), o.trackingStatusId),
  );
  add('trackingStatusId', complete && trackingStatusConflict(reportingReasonOf(n), o.trackingStatusId));
  // Spec 02 §5 does not relax the death reasons on a draft: a death is recorded with its cause.
  add('deathReasonTopoCodeId', requiredIf(o.isPatientDead, o.deathReasonTopoCodeId));
  add(
    'deathReason2',
    requiredIf(o.isPatientDead && o.deathReasonTopoCodeId === DeathReasonTopographyId.Other, o.deathReason2),
  );
  // Either the date or the explicit "unavailable" tick: a death without either is unfinished work.
  const deathDateUnanswered =
    complete && o.isPatientDead && o.deathDate === null && !o.isDeathDateUnavailable;
  add('isDeathDateUnavailable', requiredIf(deathDateUnanswered, null));
  add('deathDate', dateRangeCode(o.deathDate, ctx.today));
  add('vitalStatusUpdateDate', dateRangeCode(o.vitalStatusUpdateDate, ctx.today));
  return errors;
}

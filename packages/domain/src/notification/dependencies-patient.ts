/**
 * Field dependencies of the patient, reason, overview and diagnostic panels (spec 02 §4): each
 * `on…Changed` sets one field and what follows from it, returning a new notification.
 */

import { withCodedParent } from './coded-pairs';
import { DeathReasonTopographyId, TRACKING_STATUS_DEAD } from './constants';
import type { Notification } from './model';
import { ageAtDiagnosticOf, derivePatientIdentity } from './patient';

type Overview = Notification['notificationOverview'];
type Diagnostic = Notification['cancerDiagnostic'];

/** Recomputes what the identity gives: gender and birth date from a CNP, the age, the age at diagnosis. */
export function refreshIdentity(n: Notification, today: string): Notification {
  const patientDetails = derivePatientIdentity(n.patientDetails, n.notificationOverview.deathDate, today);
  const ageAtDiagnostic = ageAtDiagnosticOf(patientDetails.birthdate, n.cancerDiagnostic.diagnosticDate);
  return { ...n, patientDetails, cancerDiagnostic: { ...n.cancerDiagnostic, ageAtDiagnostic } };
}

const withPatient = (n: Notification, fields: Partial<Notification['patientDetails']>, today: string) =>
  refreshIdentity({ ...n, patientDetails: { ...n.patientDetails, ...fields } }, today);
const withOverview = (n: Notification, fields: Partial<Overview>): Notification => ({
  ...n,
  notificationOverview: { ...n.notificationOverview, ...fields },
});
const withDiagnostic = (n: Notification, fields: Partial<Diagnostic>): Notification => ({
  ...n,
  cancerDiagnostic: { ...n.cancerDiagnostic, ...fields },
});

export const onIdentifierChanged = (n: Notification, identifier: string | null, today: string) =>
  withPatient(n, { identifier }, today);

/** Switching to foreigner keeps the values read from the CNP as a start; back to Romanian re-reads it. */
export const onForeignerChanged = (n: Notification, isForeigner: boolean, today: string) =>
  withPatient(n, { isForeigner }, today);

/** Only a foreigner's birth date is typed; a Romanian's stays the CNP's. */
export const onBirthdateChanged = (n: Notification, birthdate: string | null, today: string) =>
  withPatient(n, { birthdate }, today);

export const onCountyChanged = (n: Notification, countyId: number | null, today: string) =>
  refreshIdentity(withCodedParent(n, 'patientDetails.countyId', countyId), today);

/** The reason panel sets the notification's reason; the overview keeps a copy its rules read. */
export const onReportingReasonChanged = (n: Notification, reason: number | null): Notification => ({
  ...withOverview(n, { reportingReasonId: reason }),
  diagnosticReportingReasonId: reason,
});

const NOT_DEAD: Partial<Overview> = {
  isPatientDead: false,
  deathDate: null,
  isDeathDateUnavailable: false,
  deathReasonTopoCodeId: null,
  deathReason2: null,
};

/** Ticking dead sets tracking status 3; unticking clears the death fields and status 3. */
export function onDeadChanged(n: Notification, dead: boolean, today: string): Notification {
  const o = n.notificationOverview;
  if (dead) return withOverview(n, { isPatientDead: true, trackingStatusId: TRACKING_STATUS_DEAD });
  const trackingStatusId = o.trackingStatusId === TRACKING_STATUS_DEAD ? null : o.trackingStatusId;
  return refreshIdentity(withOverview(n, { ...NOT_DEAD, trackingStatusId }), today);
}

/**
 * Choosing status 3 ticks dead. Choosing another status for a patient marked dead is read as "not
 * dead" (the spec is silent): leaving the tick would contradict the status just chosen.
 */
export function onTrackingStatusChanged(n: Notification, trackingStatusId: number | null, today: string) {
  if (trackingStatusId === TRACKING_STATUS_DEAD) return onDeadChanged(n, true, today);
  const next = withOverview(n, { trackingStatusId });
  if (!n.notificationOverview.isPatientDead) return next;
  return refreshIdentity(withOverview(next, NOT_DEAD), today);
}

/** "Death date unavailable" clears the date and marks the patient dead. */
export function onDeathDateUnavailableChanged(n: Notification, unavailable: boolean, today: string) {
  if (!unavailable) return withOverview(n, { isDeathDateUnavailable: false });
  const dead = onDeadChanged(n, true, today);
  return refreshIdentity(withOverview(dead, { isDeathDateUnavailable: true, deathDate: null }), today);
}

/** A death date clears "unavailable"; the age now runs to it. */
export const onDeathDateChanged = (n: Notification, deathDate: string | null, today: string) =>
  refreshIdentity(
    withOverview(n, deathDate ? { deathDate, isDeathDateUnavailable: false } : { deathDate }),
    today,
  );

/** The free-text second reason only describes "other" (not in the spec; a stale text would mislead). */
export const onDeathReasonChanged = (n: Notification, deathReasonTopoCodeId: number | null) =>
  withOverview(
    n,
    deathReasonTopoCodeId === DeathReasonTopographyId.Other
      ? { deathReasonTopoCodeId }
      : { deathReasonTopoCodeId, deathReason2: null },
  );

export const onClinicalStartDateChanged = (n: Notification, clinicalStartDate: string | null) =>
  withDiagnostic(
    n,
    clinicalStartDate ? { clinicalStartDate, isClinicalStartDateUnavailable: false } : { clinicalStartDate },
  );

export const onClinicalStartDateUnavailableChanged = (n: Notification, unavailable: boolean) =>
  withDiagnostic(
    n,
    unavailable
      ? { isClinicalStartDateUnavailable: true, clinicalStartDate: null }
      : { isClinicalStartDateUnavailable: false },
  );

export const onDiagnosticDateChanged = (n: Notification, diagnosticDate: string | null, today: string) =>
  refreshIdentity(withDiagnostic(n, { diagnosticDate }), today);

/** A new tumour location invalidates the topography and laterality chosen under it (coded-pairs.ts). */
export const onTumorLocationChanged = (n: Notification, tumorLocationId: number | null) =>
  withCodedParent(n, 'cancerDiagnostic.tumorLocationId', tumorLocationId);

export const onTopographyChanged = (n: Notification, topologicCodeId: number | null) =>
  withCodedParent(n, 'cancerDiagnostic.topologicCodeId', topologicCodeId);

/**
 * The server's half of the disabling rules: a save may not change what the saved notification made
 * read-only for the caller (spec 02 §4; issue 6 "a reporter cannot change a completed
 * notification's locked sections, nor its reporting unit; only a reviewer writes the reviewer
 * observation").
 */
import type { Session } from '../identity/session';
import { Editability } from './constants';
import { editability, isTreatmentFieldEditable } from './editability';
import { emptyNotification, type Notification } from './model';
import type { TreatmentField } from './model-treatment';
import { diffPaths } from './paths';
import { panelOfPath } from './validate';

/**
 * Fields the caller does not type: derived values, mirrors, attachments (uploaded by their own
 * call), the status (chosen by the button) and what the server owns.
 */
const NOT_TYPED = new Set([
  'id',
  'status',
  'isCancerCase',
  'hasPreviousNotification',
  'previousNotificationId',
  'referenceCancerNotification',
  'attachments',
  'patientDetails.patientId',
  'patientDetails.age',
  'notificationOverview.reportingReasonId',
  'cancerDiagnostic.ageAtDiagnostic',
  'cancerHistopathology.histopathologyAttachments',
  'cancerImagistics.imagisticsAttachments',
  'cancerEpicrisis.epicrisisAttachments',
  'tumorGrading.morphologyCodeId',
  'nonStagePrognosticFactor.id',
  'nonStagePrognosticFactor.morphologyCodeId',
  'cancerTreatment.id',
  'cancerTreatment.treatmentType',
  'subsequentCancerTreatment.id',
  'subsequentCancerTreatment.treatmentType',
]);

/** The top-level keys holding a field whose right is its own (`rights.fields`), whatever its panel's. */
const RULED_ONE_BY_ONE: ReadonlySet<string> = new Set([
  'notificationOverview',
  'observation',
  'reviewerObservation',
]);
const TREATMENT_PANELS: ReadonlySet<string> = new Set(['cancerTreatment', 'subsequentCancerTreatment']);

/** The empty notification a new one is compared with: only read, so built once (a zod parse each time costs). */
let empty: Notification | null = null;
const emptyBase = () => {
  empty ??= emptyNotification();
  return empty;
};

/**
 * The paths a save changes that the caller may not change. Editability is read from the saved
 * notification — never from the body, which could claim "draft" to unlock itself. For a new
 * notification pass null, or the record it follows up when the patient is already known.
 */
export function readonlyViolations(
  saved: Notification | null,
  incoming: Notification,
  session: Session,
): string[] {
  const base = saved ?? emptyBase();
  const rights = editability(base, session);
  // A section of a panel the caller may edit holds no violation (but the fields ruled one by one,
  // and the treatments', ruled field by field): not compared — most of a new notification.
  const mayHoldViolation = (key: string) => {
    if (RULED_ONE_BY_ONE.has(key)) return true;
    const panel = panelOfPath(key);
    return panel === null || TREATMENT_PANELS.has(panel) || rights.panels[panel] !== Editability.Editable;
  };
  return diffPaths(base, incoming, mayHoldViolation).filter((path) => {
    if (NOT_TYPED.has(path)) return false;
    if (path === 'notificationOverview.reportingUnitId') return !rights.fields.reportingUnitId;
    if (path === 'reviewerObservation') return !rights.fields.reviewerObservation;
    if (path === 'observation') return !rights.fields.observation;
    const panel = panelOfPath(path);
    if (panel === null) return true;
    const level = rights.panels[panel];
    if (TREATMENT_PANELS.has(panel)) {
      return !isTreatmentFieldEditable(level, path.split('.')[1] as TreatmentField);
    }
    return level !== Editability.Editable;
  });
}

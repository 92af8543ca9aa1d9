/**
 * Who may change what on the edit page (spec 02 §4 Disabling, §6). The form greys out what this
 * says; the server refuses a save that changes it (readonlyViolations).
 */
import { Role } from '../identity/roles';
import { isReviewer, type Session } from '../identity/session';
import { Editability, type EditabilityLevel, MORPHOLOGY_REVISION_REASONS } from './constants';
import type { Notification } from './model';
import type { TreatmentField } from './model-treatment';
import { isCompleted, reportingReasonOf } from './rules';
import type { NotificationPanel } from './validate';

export type EditabilityContext = {
  /** A save is under way: both save buttons wait. */
  processing?: boolean;
  /** ICC3 values were filled from the association and are locked (spec 02 §4). */
  iccc3Locked?: boolean;
};

export type NotificationEditability = {
  /** The whole form is read-only; the page shows "not the last notification". */
  formDisabled: boolean;
  panels: Record<NotificationPanel, EditabilityLevel>;
  fields: {
    reportingUnitId: boolean;
    reviewerObservation: boolean;
    observation: boolean;
    morphologyCodeId: boolean;
    iccc3: boolean;
  };
  canSaveDraft: boolean;
  canSaveComplete: boolean;
  /** The previous-notifications table: a case, for anyone but a reporter (spec 02 §2). */
  canViewPreviousNotifications: boolean;
};

/**
 * What stays editable in a cancer case's primary treatment (PartialReadonly; the spec does not list
 * it): what happens after the treatment was decided — its end, response, refusal, abandon, a later
 * transplant — while the treatment given and its start dates stay as first reported.
 */
export const PARTIAL_TREATMENT_EDITABLE_FIELDS: readonly TreatmentField[] = [
  'radiotherapyEndDate',
  'hasTransplant',
  'transplantDate',
  'hasTherapyEndDate',
  'therapyEndDate',
  'treatmentResponseId',
  'hasRefusal',
  'refusalDate',
  'refusalReason',
  'hasAbandon',
  'abandonDate',
  'abandonReason',
];

const { FullReadonly, PartialReadonly, Editable } = Editability;
const level = (editable: boolean): EditabilityLevel => (editable ? Editable : FullReadonly);

/** Only reporters and reviewers (the super administrator counts as one) write notifications. */
const writes = (s: Session) => s.role === Role.Reporter || isReviewer(s);

export function editability(
  n: Notification,
  session: Session,
  ctx: EditabilityContext = {},
): NotificationEditability {
  const reporter = session.role === Role.Reporter;
  const completed = isCompleted(n.status);
  // Spec 02 §4: a reporter's completed notification is read-only, except the case's current record.
  const defaultReadonly = reporter && completed;
  const formDisabled = !writes(session) || (defaultReadonly && !n.isCancerCase);
  const openForAll = !formDisabled && !defaultReadonly;
  const reason = reportingReasonOf(n);
  const revisesDiagnosis =
    reason !== null && (MORPHOLOGY_REVISION_REASONS as readonly number[]).includes(reason);

  const patientLocked = reporter && (n.hasPreviousNotification || completed);
  // A review (3) or invalidation (5) exists to change the diagnosis, so it reopens it for the reporter.
  const morphologyLocked = reporter && !revisesDiagnosis && (n.hasPreviousNotification || completed);
  const primaryTreatment: EditabilityLevel = formDisabled
    ? FullReadonly
    : !reporter || !completed
      ? Editable
      : n.isCancerCase
        ? PartialReadonly
        : FullReadonly;
  // On a completed case, the reporter keeps what follows the patient over time: follow-up and
  // death, later treatment, new exams and documents, the observation.
  const followUp = level(!formDisabled);
  // The diagnosis itself is the case's identity; it changes only through a review (reason 3 or 5).
  const diagnosis = level(!formDisabled && !morphologyLocked);

  const panels: Record<NotificationPanel, EditabilityLevel> = {
    patientDetails: level(!formDisabled && !patientLocked),
    reportingReason: level(openForAll),
    notificationOverview: followUp,
    cancerDiagnostic: diagnosis,
    cancerMorphology: diagnosis,
    cancerHistopathology: followUp,
    cancerImagistics: followUp,
    cancerTorontoStadialization: diagnosis,
    cancerTnmStadialization: diagnosis,
    tumorGrading: diagnosis,
    nonStagePrognosticFactor: diagnosis,
    cancerTreatment: primaryTreatment,
    subsequentCancerTreatment: followUp,
    cancerEpicrisis: followUp,
    observations: followUp,
  };
  const morphologyEditable = panels.cancerMorphology === Editable;
  return {
    formDisabled,
    panels,
    fields: {
      // Reporters choose among their units only while the notification is new (id 0).
      reportingUnitId: !formDisabled && (!reporter || n.id === 0),
      reviewerObservation: !formDisabled && isReviewer(session),
      observation: !formDisabled,
      morphologyCodeId: morphologyEditable && n.cancerMorphology.behaviorId !== null,
      iccc3: morphologyEditable && n.cancerMorphology.morphologyCodeId !== null && !ctx.iccc3Locked,
    },
    canSaveDraft: !ctx.processing && !formDisabled && !defaultReadonly,
    // A completed case may be saved again (as complete) by its reporter; a completed non-case may not.
    canSaveComplete: !ctx.processing && !formDisabled,
    canViewPreviousNotifications: n.isCancerCase && !reporter,
  };
}

/** Whether one treatment field may change under the panel's level. */
export const isTreatmentFieldEditable = (panelLevel: EditabilityLevel, field: TreatmentField) =>
  panelLevel === Editable ||
  (panelLevel === PartialReadonly && PARTIAL_TREATMENT_EDITABLE_FIELDS.includes(field));

/**
 * Business constants of cancer notifications (spec 02 §4 and §9). Ids are dictionary ids the spec
 * fixes; every other id in a notification comes from the dictionaries and is only carried here.
 */

export const NotificationStatus = { Draft: 1, Completed: 2 } as const;
export type NotificationStatusId = (typeof NotificationStatus)[keyof typeof NotificationStatus];

/** Reporting reasons 1–10 (spec 02 §4), in the spec's order. */
export const ReportingReason = {
  E112: 1,
  OtherResources: 2,
  DiagnosticReview: 3,
  Progression: 4,
  DiagnosticInvalidation: 5,
  TreatmentFinalisation: 6,
  OtherPrimaryTumour: 7,
  Death: 8,
  Recurrence: 9,
  PassivelyFound: 10,
} as const;
export type ReportingReasonId = (typeof ReportingReason)[keyof typeof ReportingReason];
export const reportingReasonIds = Object.values(ReportingReason) as ReportingReasonId[];

/** Reasons that open a new tumour (case) rather than report on one the registry already has. */
export const NEW_DIAGNOSIS_REASONS: readonly ReportingReasonId[] = [1, 7, 10];
/** Reasons after which the overview must say where the patient stands (spec 02 §5 Overview). */
export const TRACKING_STATUS_REASONS: readonly ReportingReasonId[] = [4, 6, 8, 9];
/** The diagnosis itself is being revisited, so a reporter may still correct the morphology. */
export const MORPHOLOGY_REVISION_REASONS: readonly ReportingReasonId[] = [3, 5];

/** Tracking status 3 means dead (spec 02 §9). */
export const TRACKING_STATUS_DEAD = 3;
/**
 * Tracking statuses 1 and 2 say the child is alive (spec 02 §9): only then is the vital-status update
 * date a day the child was known alive. 4 (unknown) says nothing of the kind (issue 24).
 */
export const TRACKING_STATUS_ALIVE: readonly number[] = [1, 2];

/** Topography ids added to the death reason list only (spec 02 §5). */
export const DeathReasonTopographyId = { Other: 999999, Unavailable: 999998 } as const;

export const TreatmentType = { Primary: 1, Subsequent: 2 } as const;
export type TreatmentTypeId = (typeof TreatmentType)[keyof typeof TreatmentType];

/** Spec 02 §4: how much of a panel a user may change. */
export const Editability = { FullReadonly: 1, PartialReadonly: 2, Editable: 3 } as const;
export type EditabilityLevel = (typeof Editability)[keyof typeof Editability];

/** Document types of notification attachments (spec 02 §3). */
export const NotificationDocumentType = { Histology: 1, Imagistics: 2, Epicrisis: 3 } as const;

export const UploadStatus = { None: 0, InProgress: 1, Finished: 2, Error: 3 } as const;

/** ICC3 association levels (spec 02 §9). */
export const Iccc3Type = { Primary: 1, Category: 2, Subcategory: 3 } as const;
export type Iccc3TypeId = (typeof Iccc3Type)[keyof typeof Iccc3Type];

/** Earliest date a notification may carry (spec 02 §9); the latest is today. */
export const EARLIEST_NOTIFICATION_DATE = '1990-01-01';

/** Length limits of spec 02 §5 and §9. */
export const NotificationLimits = {
  identifier: 13,
  foreignerIdentifierMin: 5,
  foreignerIdentifierMax: 13,
  patientName: 100,
  address: 250,
  lastDoctor: 150,
  deathReason2: 500,
  observation: 2000,
  reviewerObservation: 1000,
  examResult: 2000,
  clinicTrialAgent: 100,
  freeText: 500,
} as const;

/**
 * Basis of diagnosis "death certificate only" (ENCR/IARC code 0): the basis list's ids are code + 1
 * (dictionaries starter, lists-core.ts), so DCO is id 1.
 */
export const BASIS_DCO_ID = 1;

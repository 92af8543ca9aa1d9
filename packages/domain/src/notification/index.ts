// Public API of the notification rules (spec 02 §3–§5): the edit model, validation, business
// checks, field dependencies and disabling rules, shared by the form and the server.

export * from './api-contracts';
export * from './basis-rules';
export * from './business-checks';
export * from './coded-pairs';
export * from './codes';
export * from './coding-bridge';
export * from './constants';
export * from './dependencies';
export * from './dependencies-patient';
export * from './dependencies-treatment';
export * from './dependencies-tumour';
export * from './diagnostic';
export * from './editability';
export * from './exams';
export * from './follow-up';
export * from './model';
export {
  type Attachment as NotificationAttachment,
  attachment as notificationAttachment,
  hasText,
  isIsoDate,
} from './model-fields';
export {
  cancerDiagnostic,
  cancerEpicrisis,
  cancerHistopathology,
  cancerImagistics,
  cancerMorphology,
  cancerTnmStadialization,
  cancerTorontoStadialization,
  nonStagePrognosticFactor,
  notificationOverview,
  patientDetails,
  tumorGrading,
} from './model-sections';
export * from './model-treatment';
export * from './overview';
export * from './paths';
export * from './patient';
export * from './quality-checks';
export * from './quality-messages';
export * from './readonly-guard';
export * from './reason';
export * from './references';
export * from './requirements';
export {
  type FieldErrors,
  isCompleted,
  isDraft,
  isNewDiagnosisReason,
  reportingReasonOf,
  type ValidationContext as NotificationValidationContext,
} from './rules';
export * from './selector';
export * from './treatment';
export * from './validate';

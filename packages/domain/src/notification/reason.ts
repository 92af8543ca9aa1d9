/** The reporting reason: which reasons the diagnostic selector offers and the reason panel's rule. */
import { ReportingReason, type ReportingReasonId, reportingReasonIds } from './constants';
import type { Notification } from './model';
import { errorCollector, type FieldErrors, isNewDiagnosisReason, requiredIf } from './rules';

/**
 * Spec 02 §2 diagnostic selector: reason 2 (other resources) always; a new diagnostic adds 1, 7 and
 * 10; an existing tumour adds every other reason.
 */
export function allowedReportingReasons(isNewDiagnostic: boolean): ReportingReasonId[] {
  return reportingReasonIds.filter(
    (reason) => reason === ReportingReason.OtherResources || isNewDiagnosisReason(reason) === isNewDiagnostic,
  );
}

/** Spec 02 §5 Patient: "Reporting reason required" — even on a draft, it decides what the draft is. */
export function validateReportingReason(n: Notification): FieldErrors {
  const { errors, add } = errorCollector(null);
  add('diagnosticReportingReasonId', requiredIf(true, n.diagnosticReportingReasonId));
  return errors;
}

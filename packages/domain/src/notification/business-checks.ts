/**
 * Business checks (spec 02 §5): whole-notification rules run before a complete save; the first
 * failing one is shown in a dialog and the save does not proceed (spec 02 §4 save flow).
 */

import { notificationMsg } from './codes';
import { ReportingReason } from './constants';
import type { Notification } from './model';
import { hasText } from './model-fields';
import { type CancerTreatment, TREATMENT_DATE_FIELDS } from './model-treatment';
import { reportingReasonOf } from './rules';

const treatmentDates = (n: Notification) =>
  [n.cancerTreatment, n.subsequentCancerTreatment]
    .flatMap((t) => TREATMENT_DATE_FIELDS.map((field) => t[field]))
    .filter((date): date is string => date !== null)
    .sort();

const isAfter = (dates: readonly (string | null)[], limit: string | null) =>
  limit !== null && dates.some((date) => date !== null && date > limit);

const chemoWithoutProtocol = (t: CancerTreatment) =>
  t.hasChimio && t.therapeuticProtocolId === null && !hasText(t.otherTherapeuticProtocol);

type BusinessCheck = (n: Notification) => string | null;

export const businessCheckList: readonly BusinessCheck[] = [
  // A death is reported with reason 8, so the registry counts it once and closes the case's follow-up.
  (n) =>
    n.notificationOverview.isPatientDead && reportingReasonOf(n) !== ReportingReason.Death
      ? notificationMsg.deadPatientReason(ReportingReason.Death)
      : null,
  (n) =>
    chemoWithoutProtocol(n.cancerTreatment) || chemoWithoutProtocol(n.subsequentCancerTreatment)
      ? notificationMsg.wrongChemoConfiguration
      : null,
  (n) =>
    isAfter([n.patientDetails.birthdate], n.cancerDiagnostic.clinicalStartDate)
      ? notificationMsg.crossDate1
      : null,
  (n) =>
    isAfter(
      [n.cancerDiagnostic.clinicalStartDate, n.patientDetails.birthdate],
      n.cancerDiagnostic.diagnosticDate,
    )
      ? notificationMsg.crossDate2
      : null,
  // Every date of both treatment panels counts: even a refusal cannot precede the diagnosis.
  (n) => {
    const earliest = treatmentDates(n)[0] ?? null;
    const { diagnosticDate, clinicalStartDate } = n.cancerDiagnostic;
    return isAfter([diagnosticDate, clinicalStartDate, n.patientDetails.birthdate], earliest)
      ? notificationMsg.crossDate3
      : null;
  },
  (n) => {
    const latest = treatmentDates(n).at(-1) ?? null;
    const { diagnosticDate, clinicalStartDate } = n.cancerDiagnostic;
    const dates = [n.patientDetails.birthdate, clinicalStartDate, diagnosticDate, latest];
    return isAfter(dates, n.notificationOverview.deathDate) ? notificationMsg.crossDate4 : null;
  },
];

/** Every failing business check's message code, in the spec's order; the dialog shows the first. */
export function businessChecks(n: Notification): string[] {
  return businessCheckList.map((check) => check(n)).filter((code): code is string => code !== null);
}

/** The message the save dialog shows, or null when the notification may be completed. */
export const firstBusinessError = (n: Notification): string | null => businessChecks(n)[0] ?? null;

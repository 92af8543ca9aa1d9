/**
 * The medical case's rules are the notification's: the details are projected onto a completed case
 * notification, run through the notification's dependencies (normaliseNotification: ICCC-3 from the
 * coding engine, Toronto and TNM cascades, ages, death fields), its field rules (diagnostic,
 * morphology, death) and its business checks (cross-dates), and the results are mapped back. Only
 * what the notification has no word for (clinical status, risk class) has rules of its own here.
 */

import { businessChecks } from '../notification/business-checks';
import { ReportingReason } from '../notification/constants';
import { type DependencyContext, normaliseNotification } from '../notification/dependencies';
import { validateDiagnostic, validateMorphology } from '../notification/diagnostic';
import { emptyNotification, type Notification } from '../notification/model';
import { validateOverview } from '../notification/overview';
import { type FieldErrors, requiredIf } from '../notification/rules';
import { shapeErrors } from '../notification/validate';
import {
  ClinicalStatus,
  emptyMedicalCaseDetails,
  type MedicalCaseDetails,
  medicalCaseDetails,
} from './medical-case-model';

/** What the rules need besides the details: the child's birth date and the treating unit. */
export type MedicalCaseFacts = { birthdate: string | null; reportingUnitId: number };

/**
 * The reason a notification of the same state would carry: a relapse is reported with reason 9 and a
 * death with reason 8, which is what turns on the notification's relapse-date and death rules.
 */
function reasonOf(statusId: number | null) {
  if (statusId === ClinicalStatus.Relapse) return ReportingReason.Recurrence;
  if (statusId === ClinicalStatus.Death) return ReportingReason.Death;
  return null;
}

/** The details as the completed case notification the notification rules read. */
export function asNotification(d: MedicalCaseDetails, facts: MedicalCaseFacts): Notification {
  const dead = d.clinicalDiagnosis.clinicalStatusId === ClinicalStatus.Death;
  return emptyNotification({
    status: 2,
    isCancerCase: true,
    diagnosticReportingReasonId: reasonOf(d.clinicalDiagnosis.clinicalStatusId),
    // The patient's stored birth date is the one to use: marked foreign, the identity rules keep it
    // as given instead of re-deriving it from a CNP the projection does not carry.
    patientDetails: { birthdate: facts.birthdate, isForeigner: true },
    notificationOverview: {
      reportingUnitId: facts.reportingUnitId,
      isPatientDead: dead,
      deathDate: d.death.deathDate,
      deathReasonTopoCodeId: d.death.deathReasonTopoCodeId,
      deathReason2: d.death.deathReason2,
    },
    cancerDiagnostic: d.cancerDiagnostic,
    cancerMorphology: d.cancerMorphology,
    cancerTorontoStadialization: d.cancerTorontoStadialization,
    cancerTnmStadialization: d.cancerTnmStadialization,
  });
}

/** Takes back what the notification's dependencies derived or cleared. */
function fromNotification(n: Notification, d: MedicalCaseDetails): MedicalCaseDetails {
  const o = n.notificationOverview;
  return {
    ...d,
    cancerDiagnostic: n.cancerDiagnostic,
    cancerMorphology: n.cancerMorphology,
    cancerTorontoStadialization: n.cancerTorontoStadialization,
    cancerTnmStadialization: n.cancerTnmStadialization,
    death: {
      deathDate: o.deathDate,
      deathReasonTopoCodeId: o.deathReasonTopoCodeId,
      deathReason2: o.deathReason2,
    },
  };
}

/** The consistent state of the details, as the notification's dependencies would leave it. */
export function normaliseMedicalCase(
  d: MedicalCaseDetails,
  facts: MedicalCaseFacts,
  ctx: DependencyContext,
): MedicalCaseDetails {
  return fromNotification(normaliseNotification(asNotification(d, facts), ctx), d);
}

/** Notification overview paths → the medical case's death section (the rest of the overview is not kept). */
const deathPaths: Record<string, string> = {
  'notificationOverview.deathDate': 'death.deathDate',
  // "date or unavailable": the medical case has no "unavailable" tick, so the date is what is missing.
  'notificationOverview.isDeathDateUnavailable': 'death.deathDate',
  'notificationOverview.deathReasonTopoCodeId': 'death.deathReasonTopoCodeId',
  'notificationOverview.deathReason2': 'death.deathReason2',
};

/** Field errors of the details (paths `section.field`), with the notification's codes. */
export function validateMedicalCase(
  d: MedicalCaseDetails,
  facts: MedicalCaseFacts,
  ctx: { today: string },
): FieldErrors {
  const n = asNotification(d, facts);
  const errors: FieldErrors = {};
  const add = (path: string, code: string | null) => {
    if (code && !(path in errors)) errors[path] = code;
  };
  for (const [path, code] of Object.entries(validateDiagnostic(n, ctx))) add(path, code);
  for (const [path, code] of Object.entries(validateMorphology(n))) add(path, code);
  for (const [path, code] of Object.entries(validateOverview(n, ctx)))
    if (deathPaths[path]) add(deathPaths[path], code);
  add('clinicalDiagnosis.clinicalStatusId', requiredIf(true, d.clinicalDiagnosis.clinicalStatusId));
  return errors;
}

/** Whole-record checks (the notification's cross-date checks) as message codes; the first is shown. */
export function medicalCaseBusinessErrors(d: MedicalCaseDetails, facts: MedicalCaseFacts): string[] {
  // The death check ("a death is reported with reason 8") holds by construction: see reasonOf.
  return businessChecks(asNotification(d, facts));
}

export type MedicalCaseCheck =
  | { ok: true; details: MedicalCaseDetails }
  | { ok: false; errors: FieldErrors; businessErrors: string[] };

/** What the server runs on a save body and the form before sending: shape, dependencies, rules. */
export function checkMedicalCaseSave(
  input: unknown,
  facts: MedicalCaseFacts,
  ctx: DependencyContext,
): MedicalCaseCheck {
  const parsed = medicalCaseDetails.safeParse(input);
  if (!parsed.success)
    return { ok: false, errors: shapeErrors(input, medicalCaseDetails), businessErrors: [] };
  const details = normaliseMedicalCase(parsed.data, facts, ctx);
  const errors = validateMedicalCase(details, facts, ctx);
  const business = medicalCaseBusinessErrors(details, facts);
  if (Object.keys(errors).length || business.length) return { ok: false, errors, businessErrors: business };
  return { ok: true, details };
}

/**
 * The details prefilled from the case's current record (its latest completed notification): the
 * tumour sections as reported, the death as reported. Clinical status, risk class and the team's
 * texts start empty: they are the team's to state.
 */
export function prefillMedicalCase(record: Notification): MedicalCaseDetails {
  const o = record.notificationOverview;
  return emptyMedicalCaseDetails({
    cancerDiagnostic: record.cancerDiagnostic,
    cancerMorphology: record.cancerMorphology,
    cancerTorontoStadialization: record.cancerTorontoStadialization,
    cancerTnmStadialization: record.cancerTnmStadialization,
    clinicalDiagnosis: { clinicalStatusId: o.isPatientDead ? ClinicalStatus.Death : null },
    death: {
      deathDate: o.deathDate,
      deathReasonTopoCodeId: o.deathReasonTopoCodeId,
      deathReason2: o.deathReason2,
    },
  });
}

/** Diagnostic and morphology panels (spec 02 §5 Diagnostic, Morphology). */

import { notificationMsg } from './codes';
import { ReportingReason } from './constants';
import type { Notification } from './model';
import {
  dateRangeCode,
  errorCollector,
  type FieldErrors,
  isDraft,
  notBefore,
  reportingReasonOf,
  requiredIf,
  type ValidationContext,
} from './rules';

export function validateDiagnostic(n: Notification, ctx: ValidationContext): FieldErrors {
  const d = n.cancerDiagnostic;
  const birthdate = n.patientDetails.birthdate;
  const complete = !isDraft(n.status);
  const { errors, add } = errorCollector('cancerDiagnostic');

  add('diagnosticDate', requiredIf(complete, d.diagnosticDate));
  add('diagnosticDate', notBefore(d.diagnosticDate, birthdate, notificationMsg.dateBeforeBirth));
  add('diagnosticDate', dateRangeCode(d.diagnosticDate, ctx.today));

  // Spec 02 §5 says "not before the diagnostic date (or birthdate if none)" while cross-date check 2
  // says it is not after the diagnostic date: both cannot hold. Symptoms start before the diagnosis,
  // so the start date is held to the birth date here and to the diagnostic date by check 2.
  add('clinicalStartDate', notBefore(d.clinicalStartDate, birthdate, notificationMsg.dateBeforeBirth));
  add('clinicalStartDate', dateRangeCode(d.clinicalStartDate, ctx.today));
  add(
    'isClinicalStartDateUnavailable',
    requiredIf(complete && d.clinicalStartDate === null && !d.isClinicalStartDateUnavailable, null),
  );

  add(
    'relapseDate',
    requiredIf(complete && reportingReasonOf(n) === ReportingReason.Recurrence, d.relapseDate),
  );
  // Not in the spec's list, but a relapse before the diagnosis is impossible.
  add('relapseDate', notBefore(d.relapseDate, d.diagnosticDate, notificationMsg.dateBeforeDiagnostic));
  add('relapseDate', dateRangeCode(d.relapseDate, ctx.today));

  add('diagnosticExplanationId', requiredIf(complete, d.diagnosticExplanationId));
  add('registrationBaseId', requiredIf(complete, d.registrationBaseId));
  add('tumorLocationId', requiredIf(complete, d.tumorLocationId));
  add('topologicCodeId', requiredIf(complete, d.topologicCodeId));
  return errors;
}

export function validateMorphology(n: Notification): FieldErrors {
  const m = n.cancerMorphology;
  const complete = !isDraft(n.status);
  const { errors, add } = errorCollector('cancerMorphology');
  add('behaviorId', requiredIf(complete, m.behaviorId));
  add('morphologyCodeId', requiredIf(complete, m.morphologyCodeId));
  return errors;
}

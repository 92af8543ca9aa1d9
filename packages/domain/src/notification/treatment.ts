/** Primary and subsequent treatment (spec 02 §5 Treatment); both panels share the form. */

import { notificationMsg } from './codes';
import { ReportingReason } from './constants';
import type { Notification, TreatmentSectionKey } from './model';
import { hasText } from './model-fields';
import {
  AGENT_TREATMENTS,
  type CancerTreatment,
  TREATMENT_DATE_FIELDS,
  TREATMENT_TICK_DATES,
} from './model-treatment';
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

/** Spec 02 §4: chemo, hormono, immuno or other therapy ticked asks for at least one agent. */
export const minTherapeuticAgents = (t: CancerTreatment) =>
  AGENT_TREATMENTS.some((tick) => t[tick]) ? 1 : 0;

/**
 * Agents named: the chosen list entries, plus the free-text "other agents" as one more — a registrar
 * whose agent is missing from the list names it there instead of being stuck.
 */
export const therapeuticAgentCount = (t: CancerTreatment) =>
  t.therapeuticAgentsIds.length + (hasText(t.otherTherapeuticAgents) ? 1 : 0);

/** Whether a treatment panel records any treatment given, refused or abandoned. */
export const recordsTreatment = (t: CancerTreatment) =>
  TREATMENT_TICK_DATES.some(([tick]) => t[tick]) || t.hasPaliativeTreatment || t.hasClinicTrial;

export function validateTreatment(
  n: Notification,
  ctx: ValidationContext,
  section: TreatmentSectionKey = 'cancerTreatment',
): FieldErrors {
  const t = n[section];
  const primary = section === 'cancerTreatment';
  const complete = !isDraft(n.status);
  const reason = reportingReasonOf(n);
  const { errors, add } = errorCollector(section);

  // The spec names no "unless draft" for these: a tick without its date is half an answer.
  for (const [tick, date] of TREATMENT_TICK_DATES) add(date, requiredIf(t[tick], t[date]));
  for (const date of TREATMENT_DATE_FIELDS) add(date, dateRangeCode(t[date], ctx.today));
  add(
    'radiotherapyEndDate',
    notBefore(t.radiotherapyEndDate, t.radiotherapyDate, notificationMsg.dateBeforeStart),
  );

  add('systemicTreatmentRadiotherapyTypeId', requiredIf(t.hasRadio, t.systemicTreatmentRadiotherapyTypeId));
  add('surgeryAssociatedRadiotherapyTypeId', requiredIf(t.hasRadio, t.surgeryAssociatedRadiotherapyTypeId));
  add('transplantRecommendation', requiredIf(primary && complete, t.transplantRecommendation));
  add('systemicTherapyRoleId', requiredIf(primary && complete, t.systemicTherapyRoleId));
  add('lackOfTreatmentReasonId', requiredIf(complete && t.isWithoutTreatment, t.lackOfTreatmentReasonId));

  const minimum = minTherapeuticAgents(t);
  add(
    'therapeuticAgentsIds',
    therapeuticAgentCount(t) < minimum ? notificationMsg.minElements(minimum) : null,
  );

  add('clinicTrialAgent', requiredIf(t.hasClinicTrial, t.clinicTrialAgent));
  add('abroadTreatmentTypeId', requiredIf(t.hasAbroadTreatment, t.abroadTreatmentTypeId));

  // Reason 6 closes treatment. The primary panel always answers; the subsequent one only when it
  // records a treatment — asking the response of a treatment never given would block the registrar.
  const finalisation = reason === ReportingReason.TreatmentFinalisation && (primary || recordsTreatment(t));
  const responseNeeded = finalisation || (primary && reason === ReportingReason.Recurrence);
  add('treatmentResponseId', requiredIf(responseNeeded, t.treatmentResponseId));
  add('therapyEndDate', requiredIf(finalisation, t.therapyEndDate));
  return errors;
}

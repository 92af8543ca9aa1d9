/** Field dependencies of the treatment panels (spec 02 §4 Treatment). */
import { countryIdOf } from '../units/contracts';
import { TreatmentType } from './constants';
import type { Notification, TreatmentSectionKey } from './model';
import { AGENT_TREATMENTS, type CancerTreatment, TREATMENT_TICK_DATES } from './model-treatment';

/**
 * What an unticked box leaves behind is cleared: its date and dependants. State-based, so the same
 * function serves the form after a click and the server before validating.
 */
export function clearTreatmentDependants(t: CancerTreatment): CancerTreatment {
  const next = { ...t };
  for (const [tick, date] of TREATMENT_TICK_DATES) if (!next[tick]) next[date] = null;
  if (!next.hasRadio) {
    next.radiotherapyEndDate = null;
    next.systemicTreatmentRadiotherapyTypeId = null;
    next.surgeryAssociatedRadiotherapyTypeId = null;
  }
  // Agents and protocol serve every systemic therapy, so they go only when none is ticked.
  if (!AGENT_TREATMENTS.some((tick) => next[tick])) {
    next.therapeuticAgentsIds = [];
    next.otherTherapeuticAgents = null;
    next.therapeuticProtocolId = null;
    next.otherTherapeuticProtocol = null;
  }
  if (!next.hasRefusal) next.refusalReason = null;
  if (!next.hasAbandon) next.abandonReason = null;
  if (!next.hasAbroadTreatment) {
    next.abroadTreatmentTypeId = null;
    next.abroadTreatmentType = null;
    next.treatmentCountryId = null;
  } else if (next.treatmentCountryId !== null) {
    // Romania's ISO code from another client is the registry's country 1.
    next.treatmentCountryId = countryIdOf(next.treatmentCountryId);
  }
  if (!next.hasClinicTrial) next.clinicTrialAgent = null;
  if (!next.isWithoutTreatment) next.lackOfTreatmentReasonId = null;
  return next;
}

const TYPE_OF: Record<TreatmentSectionKey, 1 | 2> = {
  cancerTreatment: TreatmentType.Primary,
  subsequentCancerTreatment: TreatmentType.Subsequent,
};

/** Both panels in their consistent state, each stamped with its treatment type (1 primary, 2 subsequent). */
export const normaliseTreatments = (n: Notification): Notification => ({
  ...n,
  cancerTreatment: { ...clearTreatmentDependants(n.cancerTreatment), treatmentType: TYPE_OF.cancerTreatment },
  subsequentCancerTreatment: {
    ...clearTreatmentDependants(n.subsequentCancerTreatment),
    treatmentType: TYPE_OF.subsequentCancerTreatment,
  },
});

/** One treatment field set, then its dependants cleared. */
export function onTreatmentFieldChanged<F extends keyof CancerTreatment>(
  n: Notification,
  section: TreatmentSectionKey,
  field: F,
  value: CancerTreatment[F],
): Notification {
  return { ...n, [section]: clearTreatmentDependants({ ...n[section], [field]: value }) };
}

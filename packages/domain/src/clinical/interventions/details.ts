/** Each intervention type's detail schema (the `detail` of every body and answer). */
import type { z } from 'zod';
import { clinicEvaluationDetail, labTestDetail, qualityOfLifeDetail } from './detail-assessments';
import { histopathologyDetail, imagingDetail, surgeryDetail, transplantDetail } from './detail-procedures';
import { radiotherapyDetail, systemicTherapyDetail } from './detail-therapy';
import { visitDetail } from './detail-visit';
import { InterventionType, type InterventionTypeId } from './kinds';

export const interventionDetailSchemas = {
  [InterventionType.SystemicTherapy]: systemicTherapyDetail,
  [InterventionType.Radiotherapy]: radiotherapyDetail,
  [InterventionType.Surgery]: surgeryDetail,
  [InterventionType.Imaging]: imagingDetail,
  [InterventionType.LabTest]: labTestDetail,
  [InterventionType.HomeVisit]: visitDetail,
  [InterventionType.Transplant]: transplantDetail,
  [InterventionType.Histopathology]: histopathologyDetail,
  [InterventionType.ClinicVisit]: visitDetail,
  [InterventionType.ClinicEvaluation]: clinicEvaluationDetail,
  [InterventionType.QualityOfLife]: qualityOfLifeDetail,
} as const;

export type InterventionDetailOf<T extends InterventionTypeId> = z.output<
  (typeof interventionDetailSchemas)[T]
>;
export type InterventionDetail = InterventionDetailOf<InterventionTypeId>;

/** An empty detail of the type, every field at its default: what a new form starts from. */
export function emptyInterventionDetail<T extends InterventionTypeId>(type: T, from: unknown = {}) {
  return interventionDetailSchemas[type].parse(from ?? {}) as InterventionDetailOf<T>;
}

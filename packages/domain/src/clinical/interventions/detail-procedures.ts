/**
 * Surgery (3), transplant (7), imaging (4) and histopathology (8). The spec names them without their
 * fields; these are what a paediatric oncology ward records, reusing the notification's lists where
 * it has them (imaging category and subcategories, ICD-O-3 morphology).
 */
import { z } from 'zod';
import { jsonInt } from '../../shared/ids';
import { msg } from '../../shared/messages';
import { dateField, enumField, flagField, idField, InterventionLimits as L, textField } from './fields';
import {
  ComplicationGrade,
  ConditioningIntensity,
  enumSize,
  SurgeryExtent,
  SurgeryMargins,
  TransplantDonor,
  TransplantSource,
} from './kinds';

export const surgeryDetail = z.object({
  procedure: textField(L.place),
  /** SurgeryExtent. */
  extentId: enumField(enumSize(SurgeryExtent)),
  /** SurgeryMargins (R0, R1, R2, RX); required on completion unless a biopsy. */
  marginsId: enumField(enumSize(SurgeryMargins)),
  /** The surgeon's unit: a registry unit, or one outside it by name. */
  surgeonUnitId: idField(),
  surgeonUnitName: textField(L.place),
  surgeon: textField(L.name),
  hasComplications: flagField(),
  /** Clavien-Dindo I–V. */
  complicationGradeId: enumField(enumSize(ComplicationGrade)),
  complications: textField(L.note),
  observation: textField(L.text),
});
export type SurgeryDetail = z.infer<typeof surgeryDetail>;

export const transplantDetail = z.object({
  /** TransplantDonor. */
  donorTypeId: enumField(enumSize(TransplantDonor)),
  /** TransplantSource. */
  sourceId: enumField(enumSize(TransplantSource)),
  /** The conditioning regimen, e.g. "busulfan + cyclophosphamide". */
  conditioning: textField(L.place),
  conditioningIntensityId: enumField(enumSize(ConditioningIntensity)),
  /** Neutrophil engraftment; not before the infusion (the intervention's end date). */
  engraftmentDate: dateField(),
  observation: textField(L.text),
});
export type TransplantDetail = z.infer<typeof transplantDetail>;

export const imagingDetail = z.object({
  /** The notification's imaging category (dictionary list 34: the modality). */
  categoryId: idField(),
  /** Its subcategories (list 35). */
  subcategoryIds: z.array(jsonInt(1)).max(20, msg.invalid).default([]),
  region: textField(L.place),
  hasContrast: flagField(),
  result: textField(L.text),
});
export type ImagingDetail = z.infer<typeof imagingDetail>;

export const histopathologyDetail = z.object({
  specimen: textField(L.place),
  reportNumber: textField(L.short),
  /** ICD-O-3 morphology (dictionary list 14), when the report names one. */
  morphologyCodeId: idField(),
  result: textField(L.text),
});
export type HistopathologyDetail = z.infer<typeof histopathologyDetail>;

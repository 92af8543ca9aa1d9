/** The treatment panel's slice; primary and subsequent treatment share it (spec 02 §3). */
import { z } from 'zod';
import { jsonInt } from '../shared/ids';
import { msg } from '../shared/messages';
import { NotificationLimits as L } from './constants';
import { dateField, flagField, idField, idListField, textField } from './model-fields';

export const cancerTreatment = z.object({
  id: jsonInt().nullable().default(null),
  hasPaliativeTreatment: flagField(),
  isWithoutTreatment: flagField(),
  isUnknown: flagField(),
  hasSurgery: flagField(),
  surgeryDate: dateField(),
  hasChimio: flagField(),
  chimioDate: dateField(),
  hasRadio: flagField(),
  radiotherapyDate: dateField(),
  radiotherapyEndDate: dateField(),
  hasHormonoTherapy: flagField(),
  hormonoTherapyDate: dateField(),
  hasImunotherapy: flagField(),
  imunotherapyDate: dateField(),
  hasOtherTreatments: flagField(),
  otherTreatmentsDate: dateField(),
  // Spec 02 §5 calls it "required", which a plain tick cannot be: null means "not answered yet".
  transplantRecommendation: z.boolean({ error: msg.invalid }).nullable().default(null),
  hasTransplant: flagField(),
  transplantDate: dateField(),
  systemicTreatmentRadiotherapyTypeId: idField(),
  surgeryAssociatedRadiotherapyTypeId: idField(),
  therapeuticAgentsIds: idListField(),
  otherTherapeuticAgents: textField(L.freeText),
  therapeuticProtocolId: idField(),
  otherTherapeuticProtocol: textField(L.freeText),
  hasAbroadTreatment: flagField(),
  abroadTreatmentTypeId: idField(),
  abroadTreatmentType: textField(L.freeText),
  treatmentCountryId: idField(),
  hasTherapyEndDate: flagField(),
  therapyEndDate: dateField(),
  treatmentResponseId: idField(),
  hasRefusal: flagField(),
  refusalDate: dateField(),
  refusalReason: textField(L.freeText),
  hasAbandon: flagField(),
  abandonDate: dateField(),
  abandonReason: textField(L.freeText),
  hasClinicTrial: flagField(),
  clinicTrialAgent: textField(L.clinicTrialAgent),
  treatmentType: z
    .union([z.literal(1), z.literal(2)], { error: msg.invalid })
    .nullable()
    .default(null),
  lackOfTreatmentReasonId: idField(),
  systemicTherapyRoleId: idField(),
});
export type CancerTreatment = z.infer<typeof cancerTreatment>;
export type TreatmentField = keyof CancerTreatment;

/** Each tick of the treatment panel and the date it asks for (spec 02 §5 Treatment). */
export const TREATMENT_TICK_DATES = [
  ['hasSurgery', 'surgeryDate'],
  ['hasChimio', 'chimioDate'],
  ['hasRadio', 'radiotherapyDate'],
  ['hasHormonoTherapy', 'hormonoTherapyDate'],
  ['hasImunotherapy', 'imunotherapyDate'],
  ['hasOtherTreatments', 'otherTreatmentsDate'],
  ['hasTransplant', 'transplantDate'],
  ['hasRefusal', 'refusalDate'],
  ['hasAbandon', 'abandonDate'],
  ['hasTherapyEndDate', 'therapyEndDate'],
] as const satisfies readonly (readonly [TreatmentField, TreatmentField])[];

/** Every date of a treatment panel, used by the cross-date checks. */
export const TREATMENT_DATE_FIELDS = [
  'surgeryDate',
  'chimioDate',
  'radiotherapyDate',
  'radiotherapyEndDate',
  'hormonoTherapyDate',
  'imunotherapyDate',
  'otherTreatmentsDate',
  'transplantDate',
  'therapyEndDate',
  'refusalDate',
  'abandonDate',
] as const satisfies readonly TreatmentField[];

/** The systemic treatments that are given with therapeutic agents (spec 02 §4). */
export const AGENT_TREATMENTS = [
  'hasChimio',
  'hasHormonoTherapy',
  'hasImunotherapy',
  'hasOtherTreatments',
] as const satisfies readonly TreatmentField[];

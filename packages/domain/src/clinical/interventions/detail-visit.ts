/** Home visit (6) and clinic visit (9): the palliative and supportive care visit (spec 02 §3 "Visit fields"). */
import { z } from 'zod';
import {
  enumField,
  flagField,
  idField,
  intField,
  InterventionLimits as L,
  listField,
  numberField,
  textField,
  timeField,
} from './fields';
import { AdministrationRoute, enumSize, MedicationClass } from './kinds';

export const visitMedication = z.object({
  /** MedicationClass. */
  typeId: enumField(enumSize(MedicationClass)),
  substance: textField(L.name),
  dose: textField(L.short),
  /** AdministrationRoute. */
  administrationTypeId: enumField(enumSize(AdministrationRoute)),
  interval: textField(L.short),
  duration: textField(L.short),
  /** Given only when required (PRN). */
  whenRequired: flagField(),
  details: textField(L.note),
});
export type VisitMedication = z.infer<typeof visitMedication>;

/** What the team records when the visit is done (beside the common end date and time). */
export const visitCompletion = z.object({
  departureTime: timeField(),
  returnTime: timeField(),
  totalKm: numberField(0, 2000),
  laboratory: textField(L.place),
});

export const visitDetail = z.object({
  distanceKm: numberField(0, 2000),
  countyId: idField(),
  cityId: idField(),
  address: textField(L.place),
  recommendedBy: textField(L.name),
  requestReason: textField(L.note),
  /** The visit is palliative care. */
  palliation: flagField(),
  medications: listField(visitMedication, 30),
  localTreatment: textField(L.text),
  servicesAndLabTests: textField(L.text),
  functionalExplorations: textField(L.text),
  otherServices: textField(L.text),
  conclusions: textField(L.text),
  /** In lei. */
  estimatedPrice: numberField(0, 1_000_000),
  /** Days until the next visit. */
  visitIntervalDays: intField(1, 365),
  completion: visitCompletion.default(() => visitCompletion.parse({})),
});
export type VisitDetail = z.infer<typeof visitDetail>;

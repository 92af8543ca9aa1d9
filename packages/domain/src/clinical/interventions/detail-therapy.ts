/** Systemic therapy (1) and radiotherapy (2) (spec 02 §3). */
import { z } from 'zod';
import {
  dateField,
  enumField,
  flagField,
  idField,
  intField,
  InterventionLimits as L,
  listField,
  numberField,
  textField,
} from './fields';
import { enumSize, RadiotherapyIntent, RadiotherapyTechnique, SystemicTherapyKind } from './kinds';

export const RadiotherapyLimits = { maxDosePerFraction: 30, maxFractions: 60, maxTotalDose: 150 } as const;

export const radiotherapyDetail = z.object({
  /** RadiotherapyIntent. */
  treatmentTypeId: enumField(enumSize(RadiotherapyIntent)),
  bodyPart: textField(L.name),
  /** RadiotherapyTechnique. */
  typeId: enumField(enumSize(RadiotherapyTechnique)),
  /** Gy. */
  dosePerFraction: numberField(0.01, RadiotherapyLimits.maxDosePerFraction),
  fractions: intField(1, RadiotherapyLimits.maxFractions),
  /** Gy; must equal dose × fractions unless totalDoseExplanation says why (a boost, a stopped course). */
  totalDose: numberField(0.01, RadiotherapyLimits.maxTotalDose),
  totalDoseExplanation: textField(L.note),
  /** The last fraction's date. */
  lastDate: dateField(),
  observation: textField(L.text),
});
export type RadiotherapyDetail = z.infer<typeof radiotherapyDetail>;

export const systemicMedicine = z.object({
  /** A therapeutic agent (dictionary list 41), or the name of one outside it. */
  agentId: idField(),
  name: textField(L.name),
  /** As prescribed, e.g. "1.5 mg/m² i.v. day 1". */
  dosage: textField(L.name),
});
export type SystemicMedicine = z.infer<typeof systemicMedicine>;

/** Growth limits a child's weight and height are checked against (a newborn to a tall adolescent). */
export const BodyLimits = { minWeight: 0.5, maxWeight: 250, minHeight: 30, maxHeight: 230 } as const;

export const systemicCycle = z.object({
  number: intField(1, 99),
  date: dateField(),
  /** kg. */
  weight: numberField(BodyLimits.minWeight, BodyLimits.maxWeight),
  /** cm. */
  height: numberField(BodyLimits.minHeight, BodyLimits.maxHeight),
  /** Computed by the server from weight and height (bodyMassIndex); a value sent must match. */
  bmi: numberField(0, 1000),
  /** m², Mosteller (bodySurfaceArea); a value sent must match. */
  bsa: numberField(0, 10),
  offLabel: flagField(),
  medicines: listField(systemicMedicine, 20),
});
export type SystemicCycle = z.infer<typeof systemicCycle>;

export const systemicTherapyDetail = z.object({
  /** The tumour's ICCC-3 main group (dictionary list 22). */
  tumourClassId: idField(),
  /** SystemicTherapyKind. */
  typeId: enumField(enumSize(SystemicTherapyKind)),
  /** The treatment protocol list (dictionary list 42), or one outside it by name. */
  protocolId: idField(),
  otherProtocol: textField(L.place),
  cycles: listField(systemicCycle, 60),
  observation: textField(L.text),
});
export type SystemicTherapyDetail = z.infer<typeof systemicTherapyDetail>;

/** Field builders of the intervention contracts (JSON bodies: absent fields default to null). */
import { z } from 'zod';
import { dateField, flagField, idField, textField } from '../../notification/model-fields';
import { jsonInt } from '../../shared/ids';
import { msg } from '../../shared/messages';

export { dateField, flagField, idField, textField };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day written HH:MM (24 h). */
export const isTime = (v: string) => TIME.test(v);
export const timeField = () =>
  z.string({ error: msg.invalid }).regex(TIME, msg.invalid).nullable().default(null);

/** A number within bounds (weights, doses, kilometres), absent as null. */
export const numberField = (min: number, max: number) =>
  z
    .number({ error: msg.invalid })
    .min(min, msg.invalid)
    .max(max, msg.invalid)
    .refine(Number.isFinite, msg.invalid)
    .nullable()
    .default(null);

/** A whole number within bounds, absent as null. */
export const intField = (min: number, max: number) => jsonInt(min, max).nullable().default(null);

/** One of an enumeration's ids 1…size, absent as null. */
export const enumField = (size: number) => jsonInt(1, size).nullable().default(null);

/** A list of at most `max` rows. */
export const listField = <T extends z.ZodType>(row: T, max: number) =>
  z.array(row).max(max, msg.invalid).default([]);

export const nullableFlag = () => z.boolean({ error: msg.invalid }).nullable().default(null);

/** Text limits of the interventions (spec 02 §9: observations 2000, result texts 1000 or 2000). */
export const InterventionLimits = {
  name: 150,
  short: 50,
  place: 250,
  note: 1000,
  text: 2000,
  externalUnit: 250,
  cancelReason: 1000,
  rows: 100,
} as const;

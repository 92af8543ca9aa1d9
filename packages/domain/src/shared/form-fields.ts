import { z } from 'zod';
import { idNumber, MAX_INT, numberFrom, wholeNumber } from './ids';
import { msg } from './messages';

/** Field builders shared by the contracts: forms arrive as JSON or as multipart text, so they coerce. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg.maxLength(max))
    .nullish()
    .transform((v) => v || null);

export const requiredText = (max: number) =>
  z.string({ error: msg.required }).trim().min(1, msg.required).max(max, msg.maxLength(max));

export const optionalEmail = z
  .string()
  .trim()
  .max(254, msg.maxLength(254))
  .pipe(z.union([z.literal(''), z.email({ error: msg.email })]))
  .nullish()
  .transform((v) => v?.toLowerCase() || null);

/** "true"/"false" from multipart, real booleans from JSON. */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .nullish()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** Spec 01 §3: id lists arrive as comma-separated text, repeated fields or JSON arrays. */
export const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .nullish()
  .transform((v) =>
    [v ?? []]
      .flat()
      .flatMap((x) => String(x).split(','))
      .map((x) => x.trim())
      .filter(Boolean)
      .map(Number),
  )
  .refine((ids) => ids.every((n) => Number.isInteger(n) && n > 0 && n <= MAX_INT), msg.invalid)
  .transform((ids) => [...new Set(ids)]);

/** An empty multipart field: the form's "none". */
const empty = z.literal('').transform(() => null);

/** 0, empty or absent means "new" (spec 01 §2.6: employeeId 0 opens a new one). */
export const entityId = z
  .union([empty, wholeNumber(numberFrom().int(msg.invalid).min(0, msg.invalid).max(MAX_INT, msg.invalid))], {
    error: msg.invalid,
  })
  .nullish()
  .transform((v) => v || null);
/** Absent, empty, 0 or not a number's digits: "required" (the form's select was left empty). */
export const requiredId = wholeNumber(idNumber(msg.required), msg.required);
export const optionalId = z
  .union([empty, wholeNumber(idNumber())], { error: msg.invalid })
  .nullish()
  .transform((v) => v ?? null);

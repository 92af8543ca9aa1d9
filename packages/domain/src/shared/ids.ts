import { z } from 'zod';
import { msg } from './messages';

/**
 * PostgreSQL's `integer` holds up to 2³¹−1. Every id, count, page size, version and year a client
 * sends is bounded here, so a larger number is a 400 naming the field instead of an overflow in SQL.
 */
export const MAX_INT = 2_147_483_647;

/** Decimal digits as a client writes a number: no sign, leading zero, space, fraction, hex or exponent. */
const CANONICAL_DECIMAL = /^(0|[1-9][0-9]{0,9})$/;

/**
 * A number as a client sends it: a JSON number, or its canonical decimal digits (multipart text and
 * query strings carry numbers as text). `z.coerce` alone would read `0x1`, ` 1`, `1e0`, `01`, `true`
 * and `[1]` as 1, so one value would have many spellings. `checked` bounds the number; `error` is
 * the message of anything that is not a number at all.
 */
export const wholeNumber = (checked: z.ZodCoercedNumber<string | number>, error: string = msg.invalid) =>
  z
    .union([z.number({ error }), z.string({ error }).regex(CANONICAL_DECIMAL, error)], { error })
    // A pipe rather than a transform: the response contracts reuse these schemas, and a pipe into
    // a coercion still encodes (fastify-type-provider-zod's serializer encodes every answer).
    .pipe(checked);
/** The coercion `wholeNumber` pipes into, once the text is known to be canonical digits. */
export const numberFrom = (error?: string) => z.coerce.number<string | number>(error ? { error } : {});

/** A record or dictionary id as it arrives in a query, JSON or multipart text (in a path: `pathId`). */
export const id = wholeNumber(
  numberFrom(msg.invalid).int(msg.invalid).positive(msg.invalid).max(MAX_INT, msg.invalid),
);

/** A non-negative integer stored in an `integer` column (counts, offsets, versions, ranks). */
export const boundedInt = (min = 0, max = MAX_INT) =>
  wholeNumber(numberFrom(msg.invalid).int(msg.invalid).min(min, msg.invalid).max(max, msg.invalid));

/** The checked number of a form field's id (form-fields.ts): a coercion the text was already checked for. */
export const idNumber = (error: string = msg.invalid) =>
  numberFrom(error).int(error).positive(error).max(MAX_INT, msg.invalid);

/** The same bounds for JSON numbers that must not be coerced from text (the notification model). */
export const jsonInt = (min = 0, max = MAX_INT) =>
  z.number({ error: msg.invalid }).int(msg.invalid).min(min, msg.invalid).max(max, msg.invalid);

/**
 * An integer in a URL path (spec 01 §2.1: a route parameter must be an integer), min … max. Only
 * its canonical decimal spelling is accepted: `z.coerce` would read `+1`, ` 1`, `0x1`, `1e0`, `01`
 * and `1.0` as 1, so one record would answer to many addresses (and a probe could delete it by a
 * spelling no client writes). Every integer path parameter of the API is one of these; a test
 * walks the route table with those spellings (apps/api/test/input-hardening.path-ids.test.ts).
 */
export const pathInt = (min = 1, max = MAX_INT) =>
  z
    .string({ error: msg.invalid })
    .regex(CANONICAL_DECIMAL, msg.invalid)
    .transform(Number)
    .pipe(z.number().int().min(min, msg.invalid).max(max, msg.invalid))
    // The published contract says what the digits mean, not only their pattern.
    .meta({ type: 'integer', minimum: min, maximum: max });

/** A record or dictionary id in a URL path: 1 … 2³¹−1, canonical decimal. */
export const pathId = pathInt();

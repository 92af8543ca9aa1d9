import { z } from 'zod';
import { msg } from './messages';

/**
 * PostgreSQL's `integer` holds up to 2³¹−1. Every id, count, page size, version and year a client
 * sends is bounded here, so a larger number is a 400 naming the field instead of an overflow in SQL.
 */
export const MAX_INT = 2_147_483_647;

/** A record or dictionary id as it arrives in a path, a query, JSON or multipart text. */
export const id = z.coerce
  .number({ error: msg.invalid })
  .int(msg.invalid)
  .positive(msg.invalid)
  .max(MAX_INT, msg.invalid);

/** A non-negative integer stored in an `integer` column (counts, offsets, versions, ranks). */
export const boundedInt = (min = 0, max = MAX_INT) =>
  z.coerce.number({ error: msg.invalid }).int(msg.invalid).min(min, msg.invalid).max(max, msg.invalid);

/** The same bounds for JSON numbers that must not be coerced from text (the notification model). */
export const jsonInt = (min = 0, max = MAX_INT) =>
  z.number({ error: msg.invalid }).int(msg.invalid).min(min, msg.invalid).max(max, msg.invalid);

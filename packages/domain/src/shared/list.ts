import { z } from 'zod';
import { boundedInt } from './ids';
import { msg } from './messages';

export const PAGE_SIZES = [4, 8, 12, 16, 20] as const;

/**
 * The list query every `POST …/filter` call takes (ARCHITECTURE §4). Sort columns are whitelisted
 * per list: pass the allowed names and get a schema that refuses anything else.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(sortColumns: S) {
  return z.object({
    take: boundedInt(1, 100).default(8),
    skip: boundedInt().default(0),
    sortBy: z.enum(sortColumns).optional().nullable(),
    // A JSON boolean, or its text in a query string (z.coerce.boolean would read "false" as true).
    sortDesc: z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: msg.invalid })
      .transform((v) => v === true || v === 'true')
      .optional()
      .default(false),
    search: z.string().trim().max(100).optional().nullable(),
  });
}

export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalRows: z.number().int() });
}

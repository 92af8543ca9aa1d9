import { asc, type Column, desc, type SQL, sql } from 'drizzle-orm';

export type ListQuery = { take: number; skip: number; sortBy?: string | null; sortDesc?: boolean };

/**
 * Ordering and paging for every `…/filter` call (ARCHITECTURE §4). The sort column comes from a
 * whitelist (the zod contract already refused anything else); a tiebreaker keeps pages stable.
 */
export function pageOf(
  query: ListQuery,
  columns: Record<string, Column | SQL>,
  fallback: Column | SQL,
  tiebreaker: Column,
) {
  const column = (query.sortBy && columns[query.sortBy]) || fallback;
  const direction = query.sortDesc ? desc : asc;
  return { orderBy: [direction(column), asc(tiebreaker)], limit: query.take, offset: query.skip };
}

/** The total row count alongside each row, so one query serves both the page and `totalRows`. */
export const totalRows = sql<number>`cast(count(*) over() as integer)`.as('total_rows');

/** `%text%` for ILIKE with the user's wildcards escaped. */
export function containsPattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

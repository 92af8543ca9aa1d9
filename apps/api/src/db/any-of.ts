import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `value = any($1::type[])`: a list of values sent as ONE array parameter. drizzle's `inArray` sends
 * one parameter per value and builds each one (an import's look-ups of 500 identifiers a batch cost
 * ~0.3 s of server CPU per 10,000 rows in building alone), and PostgreSQL parses a statement of 500
 * parameters every time. An empty list matches nothing, as `inArray` of none.
 */
export function anyOf(
  value: AnyColumn | SQL,
  values: readonly (string | number)[],
  type: 'int' | 'text',
): SQL {
  return sql`${value} = any(${sql.param([...values])}::${sql.raw(type)}[])`;
}

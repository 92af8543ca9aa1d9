import { medianByBuckets } from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from './statistics-lookups';

/** The days columns whose medians the data-quality report gives, in the answer's order. */
export const DAY_COLUMNS = ['days_to_notification', 'days_to_completion', 'days_to_review'] as const;
/**
 * Days are counted in buckets of 2^6 = 64 (an arithmetic shift, so negative days bucket too). The same
 * shift keeps report_quality_counts (migration 0045), whose buckets the first pass reads.
 */
export const BUCKET_SHIFT = 6;
/** A key's bucket counts, one map (bucket → cases) per days column. */
export type DayBuckets = Map<number, number>[];
/** (key, bucket) as one number: key × PAIR + bucket (buckets stay far within ±PAIR / 2). */
const PAIR = 1 << 20;
export const emptyBuckets = (): DayBuckets => DAY_COLUMNS.map(() => new Map());

/**
 * The exact medians per key and in total, from bucket counts the caller read in its one hashed pass:
 * a second pass fetches the exact days of only the buckets a median falls in (per key, and for the
 * total any key's), without sorting anything. Keys are never null here (a year needs a diagnosis date
 * to pass the date filter; every fact has a unit).
 */
export async function exactMedians(
  db: Db,
  key: SQL,
  where: SQL,
  perKey: ReadonlyMap<number, DayBuckets>,
): Promise<{ perKey: Map<number, (number | null)[]>; total: (number | null)[] }> {
  const total = emptyBuckets();
  for (const buckets of perKey.values())
    for (const [c, h] of buckets.entries())
      for (const [b, n] of h) total[c].set(b, (total[c].get(b) ?? 0) + n);
  // A dry run of each median records the buckets it reads (their count stands in for their values).
  const wanted = DAY_COLUMNS.map(() => ({ pairs: new Set<string>(), any: new Set<number>() }));
  const dryRun = (h: Map<number, number>, seen: (b: number) => void) =>
    medianByBuckets(h, (b) => {
      seen(b);
      return new Map([[0, h.get(b) ?? 0]]);
    });
  for (const [k, buckets] of perKey)
    for (const [c, h] of buckets.entries()) dryRun(h, (b) => wanted[c].pairs.add(`${k}|${b}`));
  for (const [c, h] of total.entries()) dryRun(h, (b) => wanted[c].any.add(b));
  // Per days column, the condition a row must meet to be read: its bucket is one a median falls in.
  const conditions = DAY_COLUMNS.map((column, c) => {
    const { pairs, any } = wanted[c];
    if (!pairs.size && !any.size) return null;
    const bucket = sql.raw(`(f.${column} >> ${BUCKET_SHIFT})`);
    // One integer per (key, bucket) and `= any(array)`: PostgreSQL hashes a long constant array
    // instead of comparing each row with every pair of a row-constructor list.
    const which: SQL[] = [];
    if (pairs.size)
      which.push(
        sql`(${key})::bigint * ${PAIR} + ${bucket} = any(${`{${[...pairs].map((p) => {
          const [k, b] = p.split('|').map(Number);
          return k * PAIR + b;
        })}}`}::bigint[])`,
      );
    if (any.size) which.push(sql`${bucket} = any(${`{${[...any]}}`}::int[])`);
    // The bucket alone first: cheap, and only the few rows that pass compute the key.
    const buckets = new Set([...any, ...[...pairs].map((p) => Number(p.split('|')[1]))]);
    return sql`(${bucket} = any(${`{${[...buckets]}}`}::int[]) and (${sql.join(which, sql` or `)}))`;
  });
  const read = conditions.flatMap((condition) => (condition ? [condition] : []));
  // One scan for the three columns (a UNION of one scan per column cost a third more): each column's
  // days where the row meets its condition, else null, grouped by key and the three.
  const exact = read.length
    ? await rowsOf<{ key: number; d0: number | null; d1: number | null; d2: number | null; n: number }>(
        db,
        sql`select ${key} as key, ${sql.join(
          DAY_COLUMNS.map((column, c) =>
            conditions[c]
              ? sql`case when ${conditions[c]} then ${sql.raw(`f.${column}`)} end as ${sql.raw(`d${c}`)}`
              : sql`null::int as ${sql.raw(`d${c}`)}`,
          ),
          sql`, `,
        )}, count(*)::int as n
          from report_case_facts f
          where ${where} and (${sql.join(read, sql` or `)})
          group by 1, 2, 3, 4`,
      )
    : [];
  // value → cases, per (column, key) and per column over every key.
  const values = new Map<string, Map<number, number>>();
  const add = (id: string, days: number, n: number) => {
    const m = values.get(id) ?? new Map<number, number>();
    values.set(id, m);
    m.set(days, (m.get(days) ?? 0) + n);
  };
  for (const r of exact)
    [r.d0, r.d1, r.d2].forEach((d, c) => {
      if (d === null) return;
      const [k, days, n] = [Number(r.key), Number(d), Number(r.n)];
      add(`${c}|${k}`, days, n);
      if (wanted[c].any.has(days >> BUCKET_SHIFT)) add(`${c}|total`, days, n);
    });
  const inBucket = (id: string, b: number) =>
    new Map([...(values.get(id) ?? [])].filter(([d]) => d >> BUCKET_SHIFT === b));
  const medians = new Map<number, (number | null)[]>();
  for (const [k, buckets] of perKey)
    medians.set(
      k,
      buckets.map((h, c) => medianByBuckets(h, (b) => inBucket(`${c}|${k}`, b))),
    );
  return {
    perKey: medians,
    total: total.map((h, c) => medianByBuckets(h, (b) => inBucket(`${c}|total`, b))),
  };
}

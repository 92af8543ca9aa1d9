/** Age groups, medians and the executives' small-count rule (the table-wide rule: suppression.ts). */
import { AGE_GROUPS, type AgeGroup, SUPPRESS_MAX, SUPPRESS_MIN } from './contracts-shared';

/** The childhood age group of an age in completed years; null when unknown or 20 and over. */
export function ageGroupOf(age: number | null | undefined): AgeGroup | null {
  if (age === null || age === undefined || age < 0 || !Number.isInteger(age)) return null;
  if (age === 0) return '0';
  if (age <= 4) return '1-4';
  if (age <= 9) return '5-9';
  if (age <= 14) return '10-14';
  if (age <= 19) return '15-19';
  return null;
}
export const AGE_GROUP_INDEX: Record<AgeGroup, number> = Object.fromEntries(
  AGE_GROUPS.map((g, i) => [g, i]),
) as Record<AgeGroup, number>;

/** The median (the mean of the two middle values for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The 0-based ranks a median averages, [lo, hi] (equal for an odd count); null for none. */
export function medianRanks(count: number): [number, number] | null {
  return count > 0 ? [(count - 1) >> 1, count >> 1] : null;
}

/**
 * The median of values known by buckets (bucket → how many values fall in it, buckets ordered as
 * their values), reading the exact values (value → how many) of only the one or two buckets it falls
 * in: a database can count buckets without sorting, then send the few values that matter. The same
 * figure as `median` over all the values; null for none.
 */
export function medianByBuckets(
  buckets: ReadonlyMap<number, number>,
  valuesIn: (bucket: number) => ReadonlyMap<number, number>,
): number | null {
  const sorted = [...buckets].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const ranks = medianRanks(sorted.reduce((s, [, n]) => s + n, 0));
  if (!ranks) return null;
  const at = (rank: number) => {
    let before = 0;
    for (const [bucket, n] of sorted) {
      if (rank < before + n) return valueAtRank(valuesIn(bucket), rank - before);
      before += n;
    }
    throw new Error('rank beyond the histogram');
  };
  return (at(ranks[0]) + at(ranks[1])) / 2;
}

/** The value at a 0-based rank of a histogram of exact values (value → how many). */
function valueAtRank(values: ReadonlyMap<number, number>, rank: number) {
  let before = 0;
  for (const [value, n] of [...values].sort((a, b) => a[0] - b[0])) {
    if (rank < before + n) return value;
    before += n;
  }
  throw new Error('the bucket holds fewer values than counted');
}

export const isSmallCount = (count: number | null | undefined) =>
  count !== null && count !== undefined && count >= SUPPRESS_MIN && count <= SUPPRESS_MAX;

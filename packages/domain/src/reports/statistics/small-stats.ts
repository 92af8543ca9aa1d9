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

/**
 * The median of values given as a histogram (value → how many times), as `median` would give for the
 * values written out: the mean of the two middle values for an even count; null for none.
 */
export function medianOfHistogram(histogram: ReadonlyMap<number, number>): number | null {
  const entries = [...histogram].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const count = entries.reduce((s, [, n]) => s + n, 0);
  if (!count) return null;
  // The 0-based positions of the middle value(s).
  const lo = (count - 1) >> 1;
  const hi = count >> 1;
  let seen = 0;
  let low: number | null = null;
  for (const [value, n] of entries) {
    if (low === null && lo < seen + n) low = value;
    if (hi < seen + n) return ((low as number) + value) / 2;
    seen += n;
  }
  return null;
}

export const isSmallCount = (count: number | null | undefined) =>
  count !== null && count !== undefined && count >= SUPPRESS_MIN && count <= SUPPRESS_MAX;

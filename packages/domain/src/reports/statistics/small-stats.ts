/** Age groups, medians and the executives' small-count suppression. */
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

export const isSmallCount = (count: number | null | undefined) =>
  count !== null && count !== undefined && count >= SUPPRESS_MIN && count <= SUPPRESS_MAX;

/**
 * Which cells of one row to hide from an executive: every count 1–4 (primary), and, when exactly one
 * cell is hidden while the row total is shown, the smallest other non-zero cell too (complementary),
 * so the hidden one is not the total minus the others. Returns one flag per cell and one for the total.
 */
export function suppressRow(cells: readonly number[], total: number) {
  const hidden = cells.map(isSmallCount);
  const totalHidden = isSmallCount(total);
  if (!totalHidden && hidden.filter(Boolean).length === 1) {
    let pick = -1;
    cells.forEach((c, i) => {
      if (!hidden[i] && c > 0 && (pick < 0 || c < cells[pick])) pick = i;
    });
    if (pick >= 0) hidden[pick] = true;
  }
  return { cells: hidden, total: totalHidden };
}

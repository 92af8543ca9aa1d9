import { type AdditiveRelation, suppressTable } from '@registry/domain';

/** The counts of a data-quality row: the cases, then the numerators of the shares, then the medians' n. */
export const QUALITY_COUNTS = [
  'cases',
  'mv',
  'dco',
  'unknown_basis',
  'unspecified',
  'unknown_age',
  'warnings',
  'n_notified',
  'n_completed',
  'n_reviewed',
] as const;
export type QualityCount = (typeof QUALITY_COUNTS)[number];

/**
 * Which counts of the data-quality table an executive may not see: the counts 1–4; every other figure
 * of a row whose cases are hidden (a share's percent would give the cases away, and a median's n is
 * mostly the cases themselves); and companions so that, in each column, the total row minus the other
 * rows does not give a hidden row back. A share's percent and a median go with their count.
 */
export function hiddenQualityCells(
  rows: readonly ({ total: boolean } & Record<QualityCount, number>)[],
): Record<QualityCount, boolean>[] {
  const width = QUALITY_COUNTS.length;
  const values = rows.flatMap((r) => QUALITY_COUNTS.map((k) => r[k]));
  const follows: [number, number][] = rows.flatMap((_, i) =>
    Array.from({ length: width - 1 }, (_, s): [number, number] => [i * width, i * width + 1 + s]),
  );
  const total = rows.findIndex((r) => r.total);
  const parts = rows.flatMap((r, i) => (r.total ? [] : [i]));
  const relations: AdditiveRelation[] =
    total < 0 || !parts.length
      ? []
      : QUALITY_COUNTS.map((_, c) => ({ total: total * width + c, parts: parts.map((i) => i * width + c) }));
  const hidden = suppressTable({ values, relations, follows });
  return rows.map(
    (_, i) =>
      Object.fromEntries(QUALITY_COUNTS.map((k, c) => [k, hidden[i * width + c]])) as Record<
        QualityCount,
        boolean
      >,
  );
}

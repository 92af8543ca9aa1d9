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

export const SURVIVAL_COUNTS = [
  'cases',
  'deaths',
  'censored',
  'withoutFollowUp',
  'deathCertificateOnly',
] as const;
export type SurvivalCount = (typeof SURVIVAL_COUNTS)[number];
export type SurvivalTableRow = {
  group: string;
  periodFrom: number;
  counts: Record<SurvivalCount, number>;
  at: readonly { atRisk: number }[];
};
/** Which of a row's figures a suppressed-figures role may not see (published-reports.ts). */
export type HiddenSurvival = Record<SurvivalCount, boolean> & { atRisk: boolean[] };

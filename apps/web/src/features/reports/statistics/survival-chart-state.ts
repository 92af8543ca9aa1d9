import type { SurvivalRow } from '@registry/domain/reports/statistics/contracts-survival';

/**
 * What the survival chart's place shows (issue 23: "no case matches" beside a table that listed the
 * case). "No case" only when the table is empty too; cases that are counted but give no curve (no
 * follow-up after the diagnosis, death certificate only, or a follow-up ending on the day of
 * diagnosis) are said to be so, and a selection hidden for small numbers says that.
 */
export type SurvivalChartState = 'chart' | 'allHidden' | 'noCurve' | 'noCases';

/** A row whose curve can be drawn: not hidden, with cases and a curve past its origin. */
export const drawableSurvival = (r: SurvivalRow) =>
  !r.suppressed && (r.cases ?? 0) > 0 && (r.curve?.length ?? 0) > 1;

const counted = (n: number | null) => n === null || n > 0;

export function survivalChartState(rows: readonly SurvivalRow[]): SurvivalChartState {
  if (rows.some(drawableSurvival)) return 'chart';
  if (rows.some((r) => r.suppressed)) return 'allHidden';
  const anyCase = rows.some(
    (r) => (r.cases ?? 0) > 0 || counted(r.withoutFollowUp) || counted(r.deathCertificateOnly),
  );
  return anyCase ? 'noCurve' : 'noCases';
}

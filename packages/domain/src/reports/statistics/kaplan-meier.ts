/**
 * Kaplan–Meier observed survival with Greenwood's variance and a log(−log) confidence interval, as
 * survival analyses of cancer registries report it (and R's `survfit(conf.type = "log-log")`).
 */

/**
 * A follow-up: days from diagnosis, and whether it ended in death (else censored); `count` children
 * share it (1 when absent), so the database can send one row per distinct time instead of per child.
 */
export type FollowUp = { days: number; death: boolean; count?: number };

/** The estimate just after `days`: who was at risk, who died, who left, S(t) and Greenwood's sum. */
export type KaplanMeierStep = {
  days: number;
  atRisk: number;
  deaths: number;
  censored: number;
  survival: number;
  /** Σ d / (n (n − d)) over the event times up to here: Var(S) = S² × this. */
  greenwood: number;
};

/**
 * The step function at every distinct time. At a time with both deaths and censorings the deaths
 * come first: the children censored at t were still at risk at t (the usual convention).
 */
export function kaplanMeier(followUps: readonly FollowUp[]): KaplanMeierStep[] {
  const sorted = [...followUps].sort((a, b) => a.days - b.days);
  const steps: KaplanMeierStep[] = [];
  let atRisk = sorted.reduce((n, f) => n + (f.count ?? 1), 0);
  let survival = 1;
  let greenwood = 0;
  for (let i = 0; i < sorted.length; ) {
    const days = sorted[i].days;
    let deaths = 0;
    let censored = 0;
    for (; i < sorted.length && sorted[i].days === days; i++) {
      if (sorted[i].death) deaths += sorted[i].count ?? 1;
      else censored += sorted[i].count ?? 1;
    }
    if (deaths > 0) {
      survival *= 1 - deaths / atRisk;
      // n = d makes S zero; Greenwood's term is then infinite and no interval is given.
      greenwood += atRisk === deaths ? Number.POSITIVE_INFINITY : deaths / (atRisk * (atRisk - deaths));
    }
    steps.push({ days, atRisk, deaths, censored, survival, greenwood });
    atRisk -= deaths + censored;
  }
  return steps;
}

/** z of a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

export type SurvivalEstimate = {
  survival: number | null;
  lower: number | null;
  upper: number | null;
  /** Children still followed at t (follow-up ≥ t): the number at risk printed under survival tables. */
  atRisk: number;
};

/**
 * S(t) and its 95 % CI on the log(−log) scale: with v = Greenwood / (ln S)², the interval is
 * S^exp(±z√v) (the upper bound takes −z). No interval where S is 1 or 0 (the transform is undefined
 * there). When nobody is followed up to t and S has not reached 0, S(t) is not estimable: null.
 */
export function kaplanMeierAt(steps: readonly KaplanMeierStep[], days: number): SurvivalEstimate {
  let at: KaplanMeierStep | null = null;
  let atRisk = 0;
  for (const step of steps) {
    if (step.days <= days) at = step;
    if (step.days >= days) {
      atRisk = step.atRisk;
      break;
    }
  }
  const survival = at ? at.survival : 1;
  const greenwood = at ? at.greenwood : 0;
  if (atRisk === 0 && survival > 0) return { survival: null, lower: null, upper: null, atRisk };
  if (survival <= 0 || survival >= 1 || !Number.isFinite(greenwood))
    return { survival, lower: null, upper: null, atRisk };
  const logS = Math.log(survival);
  const se = Math.sqrt(greenwood / (logS * logS));
  return {
    survival,
    lower: survival ** Math.exp(Z95 * se),
    upper: survival ** Math.exp(-Z95 * se),
    atRisk,
  };
}

/**
 * The step curve for a chart, at most `maxPoints` points: (0, 1), then each time S changes, then the
 * last follow-up when it comes after the last drop — a curve runs as far as someone was observed, so
 * children followed without a death (one child alive two years on) draw a flat line, not nothing.
 * When there are more, the points are sampled evenly and the last one is always kept (the curve's
 * end is exact).
 */
export function survivalCurve(steps: readonly KaplanMeierStep[], maxPoints: number) {
  const drops = steps.filter((s) => s.deaths > 0).map((s) => ({ days: s.days, survival: s.survival }));
  const points = [{ days: 0, survival: 1 }, ...drops.filter((d) => d.days > 0)];
  if (drops.length && drops[0].days === 0) points[0] = drops[0];
  const last = steps[steps.length - 1];
  if (last && last.days > points[points.length - 1].days)
    points.push({ days: last.days, survival: last.survival });
  if (points.length <= maxPoints) return points;
  const every = (points.length - 1) / (maxPoints - 1);
  return Array.from({ length: maxPoints }, (_, i) => points[Math.round(i * every)]);
}

/** A Kaplan–Meier step: from `days` on, survival is `survival` (until the next step). */
export type Step = { days: number; survival: number };

export const DAYS_PER_YEAR = 365.25;

/** The curve from day 0 (where everyone is alive) whether or not the server sent that point. */
export function fromOrigin(steps: readonly Step[]): Step[] {
  const sorted = [...steps].sort((a, b) => a.days - b.days);
  return sorted[0]?.days === 0 ? sorted : [{ days: 0, survival: 1 }, ...sorted];
}

/**
 * The value of a step function at `day`: the last step at or before it. Past the last step the
 * curve is not known (no one left under observation), so nothing is drawn there.
 */
export function valueAt(steps: readonly Step[], day: number): number | null {
  let found: Step | null = null;
  for (const s of steps) {
    if (s.days > day) break;
    found = s;
  }
  const last = steps[steps.length - 1];
  if (!found || !last || day > last.days) return null;
  return found.survival;
}

/**
 * Several curves on one time axis (a line chart shares its x values): the union of their step
 * days, and each curve's value there.
 */
export function alignCurves(curves: readonly (readonly Step[])[]) {
  const origins = curves.map(fromOrigin);
  const days = [...new Set(origins.flatMap((c) => c.map((s) => s.days)))].sort((a, b) => a - b);
  return { days, values: origins.map((c) => days.map((d) => valueAt(c, d))) };
}

import type { SurvivalPoint } from './statistics-api';

/** Kaplan–Meier is a step function: its value at t is the last step at or before t. */
export function valueAt(points: SurvivalPoint[], t: number, pick: (p: SurvivalPoint) => number) {
  let found: SurvivalPoint | null = null;
  for (const p of points) {
    if (p.years > t) break;
    found = p;
  }
  const last = points[points.length - 1];
  // Past the last observed time the curve is unknown: draw nothing rather than a flat guess.
  if (!found || !last || t > last.years) return null;
  return pick(found);
}

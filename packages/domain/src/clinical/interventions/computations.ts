/** The computed values of the interventions, shared by the forms (shown as typed) and the server (stored). */

import { hasText } from '../../notification/model-fields';
import type { LabAnalysis } from './detail-assessments';
import { LabServiceStatus, type LabServiceStatusValue } from './kinds';
import { QOL_MAX_ANSWER, qolSections } from './reference-data';

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
};

/** Body mass index, kg/m², one decimal; null until both weight (kg) and height (cm) are known. */
export function bodyMassIndex(weightKg: number | null, heightCm: number | null): number | null {
  if (!weightKg || !heightCm) return null;
  return round(weightKg / (heightCm / 100) ** 2, 1);
}

/** Body surface area, m², two decimals, by Mosteller: √(height cm × weight kg / 3600). */
export function bodySurfaceArea(weightKg: number | null, heightCm: number | null): number | null {
  if (!weightKg || !heightCm) return null;
  return round(Math.sqrt((heightCm * weightKg) / 3600), 2);
}

/** What a value typed or sent may differ from the exact one by: half its last decimal (any rounding passes). */
export const BMI_TOLERANCE = 0.05;
export const BSA_TOLERANCE = 0.005;

/** Whether a BMI and BSA sent agree with weight and height (null sent: nothing to check). */
export function bodyMeasuresMatch(
  weightKg: number | null,
  heightCm: number | null,
  sent: { bmi: number | null; bsa: number | null },
): { bmi: boolean; bsa: boolean } {
  const known = Boolean(weightKg && heightCm);
  const w = weightKg ?? 0;
  const h = heightCm ?? 0;
  const close = (value: number | null, exact: () => number, tolerance: number) =>
    value === null || (known && Math.abs(value - exact()) <= tolerance + 1e-9);
  return {
    bmi: close(sent.bmi, () => w / (h / 100) ** 2, BMI_TOLERANCE),
    bsa: close(sent.bsa, () => Math.sqrt((h * w) / 3600), BSA_TOLERANCE),
  };
}

/** Radiotherapy: dose per fraction × fractions, Gy, two decimals (null until both are known). */
export function expectedTotalDose(dosePerFraction: number | null, fractions: number | null): number | null {
  if (dosePerFraction === null || fractions === null) return null;
  return round(dosePerFraction * fractions, 2);
}

/** Whether the total dose is the product, to the hundredth of a gray it is written to. */
export function totalDoseMatches(
  total: number | null,
  dosePerFraction: number | null,
  fractions: number | null,
) {
  const expected = expectedTotalDose(dosePerFraction, fractions);
  return total === null || expected === null || Math.abs(total - expected) < 0.005 + 1e-9;
}

/** An analysis is done once it has a result, either a value or present / not present. */
export const isAnalysisDone = (a: Pick<LabAnalysis, 'result' | 'isPresent'>) =>
  hasText(a.result) || a.isPresent !== null;

/**
 * Spec 01 §4 lab service status: planned while no analysis is done (or none is listed), completed
 * when all are, partially completed in between.
 */
export function labServiceStatus(
  analyses: readonly Pick<LabAnalysis, 'result' | 'isPresent'>[],
): LabServiceStatusValue {
  const done = analyses.filter(isAnalysisDone).length;
  if (done === 0) return LabServiceStatus.Planned;
  return done === analyses.length ? LabServiceStatus.Completed : LabServiceStatus.PartiallyCompleted;
}

export type QolScores = { sections: Record<string, number | null>; total: number | null };

/** Mean of (max − answer) × 100 / max, one decimal; null when fewer than half the items are answered. */
function scaleScore(values: readonly (number | null | undefined)[]): number | null {
  const answered = values.filter((v): v is number => typeof v === 'number');
  if (answered.length === 0 || answered.length * 2 < values.length) return null;
  const mean =
    answered.reduce((sum, v) => sum + ((QOL_MAX_ANSWER - v) * 100) / QOL_MAX_ANSWER, 0) / answered.length;
  return round(mean, 1);
}

/** The quality-of-life scores: each section's and the whole questionnaire's, 0–100, 100 best. */
export function qualityOfLifeScores(answers: Record<string, number | null | undefined>): QolScores {
  const sections: Record<string, number | null> = {};
  const all: (number | null | undefined)[] = [];
  for (const s of qolSections) {
    const values = s.items.map((i) => answers[`${s.key}.${i.key}`]);
    sections[s.key] = scaleScore(values);
    all.push(...values);
  }
  return { sections, total: scaleScore(all) };
}

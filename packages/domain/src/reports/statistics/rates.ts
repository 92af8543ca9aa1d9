/** Incidence rates per million person-years and direct age standardisation. */
import { Z95 } from './kaplan-meier';

export const PER_MILLION = 1_000_000;

/** Cases per million person-years; null without a population (or with none at risk). */
export function ratePerMillion(count: number, population: number | null): number | null {
  if (population === null || population <= 0) return null;
  return (count / population) * PER_MILLION;
}

export type StandardisedRate = { rate: number; lower: number; upper: number };

/**
 * Direct method: ASR = Σ wᵢ rᵢ / Σ wᵢ, with rᵢ the age-specific rate and wᵢ the standard population's
 * weight of age group i. Its variance Σ (wᵢ/W)² cᵢ / pᵢ² (counts taken as Poisson) gives a normal 95 % CI
 * (floored at 0). Null when a group has cases but no population.
 */
export function directStandardisedRate(
  groups: readonly { count: number; population: number; weight: number }[],
): StandardisedRate | null {
  const totalWeight = groups.reduce((s, g) => s + g.weight, 0);
  if (totalWeight <= 0) return null;
  let rate = 0;
  let variance = 0;
  for (const { count, population, weight } of groups) {
    if (population <= 0) {
      if (count > 0) return null;
      continue;
    }
    const share = weight / totalWeight;
    rate += (share * count) / population;
    variance += (share * share * count) / (population * population);
  }
  const se = Math.sqrt(variance);
  return {
    rate: rate * PER_MILLION,
    lower: Math.max(0, rate - Z95 * se) * PER_MILLION,
    upper: (rate + Z95 * se) * PER_MILLION,
  };
}

/**
 * k-anonymity of the anonymised export (issue 22): every combination of its quasi-identifiers —
 * diagnosis year, age group at diagnosis, sex, NUTS-2 region of residence, ICCC-3 main group — is
 * shared by at least k rows of the file. Reached by generalisation (these five instead of birth and
 * diagnosis dates, county, morphology, topography and unit) and then by suppression of what stays
 * rare, in two steps that keep incidence and survival by ICCC-3 group × sex × age group × year exact:
 *
 * 1. A row whose class (the five values) has fewer than k rows loses its region (written "x"). The
 *    rows so suppressed in one cell (year × age group × sex × group) form one class; when that class
 *    alone is still under k, the smallest other regions of the cell give it rows (a region class
 *    keeps ≥ k rows or gives them all), so the suppressed class reaches k as well.
 * 2. A cell with fewer than k cases in all has no safe row: its rows are dropped (counted, never
 *    written). Blanking a further variable would keep them, but only by taking them out of the
 *    incidence and survival tables the file exists for.
 *
 * Pure: the API counts the classes in SQL, plans here, then streams the rows through the suppressor.
 */
import { type Nuts2Region, nuts2RegionOfCounty } from './regions';

export const K_ANONYMITY = 5;

/** The IICC-3 age groups at diagnosis (and 20+, which the registry also holds), in years. */
export const ANONYMISED_AGE_GROUPS = ['<1', '1-4', '5-9', '10-14', '15-19', '20+'] as const;
export type AnonymisedAgeGroup = (typeof ANONYMISED_AGE_GROUPS)[number];

/** What a case's quasi-identifiers are read from (the API selects these in both passes). */
export type QuasiIdentifierSource = {
  diagnosisYear: number | null;
  /** Completed years at diagnosis: the stated age, else from birth and diagnosis dates. */
  ageAtDiagnosis: number | null;
  sexId: number | null;
  /** INS code of the county of residence. */
  countyInsCode: number | null;
  icccGroupId: number | null;
};

/** The quasi-identifiers as the file writes them; null = unknown in the registry. */
export type GeneralisedCase = {
  year: number | null;
  ageGroup: AnonymisedAgeGroup | null;
  sexId: number | null;
  region: Nuts2Region | null;
  icccGroupId: number | null;
};

export function anonymisedAgeGroupOf(age: number | null): AnonymisedAgeGroup | null {
  if (age === null || age < 0 || !Number.isFinite(age)) return null;
  if (age < 1) return '<1';
  if (age <= 4) return '1-4';
  if (age <= 9) return '5-9';
  if (age <= 14) return '10-14';
  if (age <= 19) return '15-19';
  return '20+';
}

export function generaliseCase(source: QuasiIdentifierSource): GeneralisedCase {
  return {
    year: source.diagnosisYear,
    ageGroup: anonymisedAgeGroupOf(source.ageAtDiagnosis),
    sexId: source.sexId,
    region: nuts2RegionOfCounty(source.countyInsCode),
    icccGroupId: source.icccGroupId,
  };
}

const part = (v: string | number | null) => (v === null ? '' : String(v));
/** The incidence cell of a case: what suppression never blanks. */
export const cellKey = (g: GeneralisedCase) =>
  `${part(g.year)}|${part(g.ageGroup)}|${part(g.sexId)}|${part(g.icccGroupId)}`;
/** The class before suppression: the cell and the region. */
export const classKey = (g: GeneralisedCase) => `${cellKey(g)}|${part(g.region)}`;

export type ClassPlan = { count: number; drop: boolean; suppressRegion: number };
export type SuppressionPlan = {
  k: number;
  /** By classKey: dropped whole, or how many of its rows (the first met) lose their region. */
  classes: Map<string, ClassPlan>;
  selected: number;
  dropped: number;
  regionsSuppressed: number;
  /** The smallest class of the file the plan writes (null when it writes no row). */
  smallestClass: number | null;
};

/** Plans the suppression from the class sizes (several entries of one class are added up). */
export function planSuppression(
  counts: Iterable<{ generalised: GeneralisedCase; count: number }>,
  k = K_ANONYMITY,
): SuppressionPlan {
  const cells = new Map<string, Map<string, ClassPlan>>();
  let selected = 0;
  for (const { generalised, count } of counts) {
    selected += count;
    const cell = cellKey(generalised);
    let classes = cells.get(cell);
    if (!classes) {
      classes = new Map();
      cells.set(cell, classes);
    }
    const key = classKey(generalised);
    const c = classes.get(key) ?? { count: 0, drop: false, suppressRegion: 0 };
    c.count += count;
    classes.set(key, c);
  }
  const plan: SuppressionPlan = {
    k,
    classes: new Map(),
    selected,
    dropped: 0,
    regionsSuppressed: 0,
    smallestClass: null,
  };
  const shown = (size: number) => {
    if (size > 0 && (plan.smallestClass === null || size < plan.smallestClass)) plan.smallestClass = size;
  };
  for (const classes of cells.values()) {
    const all = [...classes.values()];
    const total = all.reduce((n, c) => n + c.count, 0);
    if (total < k) {
      for (const c of all) c.drop = true;
      plan.dropped += total;
    } else {
      let suppressed = 0;
      for (const c of all)
        if (c.count < k) {
          c.suppressRegion = c.count;
          suppressed += c.count;
        }
      // Top the suppressed class up to k: from the smallest region that can spare the rows and keep
      // k, else the smallest regions whole. The cell has ≥ k rows, so this always gets there.
      const donors = [...classes.entries()]
        .filter(([, c]) => c.count >= k)
        .sort(([a, x], [b, y]) => x.count - y.count || a.localeCompare(b))
        .map(([, c]) => c);
      while (suppressed > 0 && suppressed < k) {
        const need = k - suppressed;
        const partial = donors.find((d) => d.suppressRegion === 0 && d.count - k >= need);
        const donor = partial ?? donors.find((d) => d.suppressRegion === 0);
        if (!donor) break;
        donor.suppressRegion = partial ? need : donor.count;
        suppressed += donor.suppressRegion;
      }
      plan.regionsSuppressed += suppressed;
      shown(suppressed);
      for (const c of all) shown(c.count - c.suppressRegion);
    }
    for (const [key, c] of classes) plan.classes.set(key, c);
  }
  return plan;
}

export type SuppressionDecision = 'keep' | 'suppressRegion' | 'drop';

/**
 * Decides row by row as the rows stream, following the plan: a class's first `suppressRegion` rows
 * lose their region. A class the plan does not know (none, when both passes read one snapshot) is dropped.
 */
export function createSuppressor(plan: SuppressionPlan) {
  const left = new Map<string, number>();
  for (const [key, c] of plan.classes) if (c.suppressRegion > 0) left.set(key, c.suppressRegion);
  return (g: GeneralisedCase): SuppressionDecision => {
    const key = classKey(g);
    const c = plan.classes.get(key);
    if (!c || c.drop) return 'drop';
    const n = left.get(key) ?? 0;
    if (n === 0) return 'keep';
    left.set(key, n - 1);
    return 'suppressRegion';
  };
}

/** The smallest number of rows sharing one combination of values (each row: its quasi-identifier cells). */
export function smallestClassSize(rows: Iterable<readonly unknown[]>): number | null {
  const sizes = new Map<string, number>();
  for (const row of rows) {
    const key = JSON.stringify(row);
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  return sizes.size ? Math.min(...sizes.values()) : null;
}

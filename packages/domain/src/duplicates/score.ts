/**
 * The Fellegi–Sunter score of a candidate pair (issue 27; docs/duplicates.md). Each comparison's
 * outcome weighs log2(m/u): m, the chance of that outcome when the two records are one child (set
 * from the keying errors registries report); u, its chance for two different children — for an
 * agreement on a surname, a given name or a birth date taken from the registry itself (how many
 * patients share it), so that agreeing on a rare surname weighs more than on "Popa". The score is
 * the sum; the thresholds below were set on the generated registry's planted duplicates.
 */
import {
  compareBirthDates,
  compareFirstNames,
  compareIdentifiers,
  compareNames,
  compareValues,
  type DateOutcome,
  type IdentifierOutcome,
  keyingError,
  type NameOutcome,
  type PlainOutcome,
} from './comparisons';
import { normaliseName } from './normalise';

/** What linkage compares of a patient. Birth date ISO; sex, county and city as their ids. */
export type LinkIdentity = {
  firstName: string | null;
  lastName: string | null;
  birthdate: string | null;
  genderId: number | null;
  identifier: string | null;
  isForeigner: boolean;
  countyId: number | null;
  cityId: number | null;
};

/**
 * How many patients of the registry share a value: `total` patients, and counts per normalised
 * surname, normalised given names and birth date. A value missing from a map counts once.
 */
export type LinkFrequencies = {
  total: number;
  lastName: Map<string, number>;
  firstName: Map<string, number>;
  birthdate: Map<string, number>;
};

export type DuplicateLevel = 'probable' | 'possible';
export type LinkReason = { field: string; outcome: string; weight: number };
export type LinkScore = { score: number; level: DuplicateLevel | null; reasons: LinkReason[] };

/** At or above: very likely one child — warned at entry, first in the reviewers' queue. */
export const PROBABLE_SCORE = 26;
/** At or above: worth a reviewer's look. Below: not proposed. */
export const POSSIBLE_SCORE = 14;

const w = (m: number, u: number) => Math.log2(m / u);
/**
 * An agreement's u from the registry: the share of patients holding the value, smoothed towards a
 * national default as if the registry held PRIOR_PATIENTS more children at the default rate — a
 * young registry of a few children says nothing of how common "Popa" is; at 500,000 the data rules.
 */
const PRIOR_PATIENTS = 10_000;
const PRIOR_U = { lastName: 1 / 500, firstName: 1 / 100, birthdate: 1 / 7000 };
const share = (count: number | undefined, total: number, prior: number) =>
  (Math.max(1, count ?? 1) + PRIOR_PATIENTS * prior) / (Math.max(1, total) + PRIOR_PATIENTS);

/** m and u of the outcomes whose u does not depend on the value. */
const NAME_WEIGHTS: Record<Exclude<NameOutcome, 'equal' | 'equal-folded'>, number> = {
  'shares-a-given-name': w(0.06, 0.004),
  similar: w(0.03, 0.002),
  different: w(0.02, 0.98),
  missing: 0,
};
const DATE_WEIGHTS: Record<Exclude<DateOutcome, 'equal'>, number> = {
  // One in ~7,000 birth dates of a registry of children 0–19 is any given other date.
  'day-month-swapped': w(0.04, 1 / 7000),
  'year-off-by-one': w(0.04, 2 / 7000),
  'one-digit-off': w(0.03, 1 / 500),
  different: w(0.04, 0.99),
  missing: 0,
};
/** A keying error of a CNP that still passes its check is rare among two children (u ~ 1e-6), capped. */
const IDENTIFIER_WEIGHTS: Record<IdentifierOutcome, number> = {
  equal: w(0.1, 1e-6),
  transposition: w(0.1, 2e-5),
  substitution: w(0.05, 2e-5),
  different: w(0.85, 1),
  missing: 0,
};
const SEX_WEIGHTS: Record<PlainOutcome, number> = {
  equal: w(0.97, 0.5),
  different: w(0.03, 0.5),
  missing: 0,
};
/**
 * Counties: u is the chance that two children share one, Σ share² over the counties' populations
 * (Bucharest 9 %, the rest 1–3.5 %) ≈ 0.035 — fixed, a county's share changes too little to count it.
 */
const COUNTY_WEIGHTS: Record<PlainOutcome, number> = {
  equal: w(0.8, 0.035),
  different: w(0.2, 0.965),
  missing: 0,
};
/** The same town once the county agrees: m 0.7, u ~ one town in ten of a county. */
const CITY_WEIGHTS: Record<PlainOutcome, number> = { equal: w(0.7, 0.1), different: 0, missing: 0 };

const round = (x: number) => Math.round(x * 10) / 10;

/** The pair's score, its level and one reason per comparison that weighed. */
export function scorePair(a: LinkIdentity, b: LinkIdentity, f: LinkFrequencies): LinkScore {
  const reasons: LinkReason[] = [];
  const add = (field: string, outcome: string, weight: number) => {
    if (outcome !== 'missing') reasons.push({ field, outcome, weight: round(weight) });
  };

  const last = compareNames(a.lastName, b.lastName);
  add(
    'lastName',
    last,
    last === 'equal' || last === 'equal-folded'
      ? w(0.95, share(f.lastName.get(normaliseName(a.lastName)), f.total, PRIOR_U.lastName))
      : NAME_WEIGHTS[last],
  );
  const first = compareFirstNames(a.firstName, b.firstName);
  add(
    'firstName',
    first,
    first === 'equal' || first === 'equal-folded'
      ? w(0.88, share(f.firstName.get(normaliseName(a.firstName)), f.total, PRIOR_U.firstName))
      : NAME_WEIGHTS[first],
  );
  const birth = compareBirthDates(a.birthdate, b.birthdate);
  add(
    'birthdate',
    birth,
    birth === 'equal'
      ? w(0.85, share(f.birthdate.get(a.birthdate!), f.total, PRIOR_U.birthdate))
      : DATE_WEIGHTS[birth],
  );
  const sex = compareValues(a.genderId, b.genderId);
  add('sex', sex, SEX_WEIGHTS[sex]);
  const id = compareIdentifiers(a, b);
  // "transposition:8-9": which digits (1-based), as a reviewer reads them on the CNP.
  const error =
    id === 'transposition' || id === 'substitution'
      ? keyingError(a.identifier!.trim().toUpperCase(), b.identifier!.trim().toUpperCase())
      : null;
  add('identifier', error ? `${id}:${error.at.join('-')}` : id, IDENTIFIER_WEIGHTS[id]);
  const county = compareValues(a.countyId, b.countyId);
  add('county', county, COUNTY_WEIGHTS[county]);
  if (county === 'equal') {
    const city = compareValues(a.cityId, b.cityId);
    if (city === 'equal') add('city', city, CITY_WEIGHTS[city]);
  }

  const score = round(reasons.reduce((sum, r) => sum + r.weight, 0));
  const level = score >= PROBABLE_SCORE ? 'probable' : score >= POSSIBLE_SCORE ? 'possible' : null;
  return { score, level, reasons };
}

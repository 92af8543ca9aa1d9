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
  namesSwapped,
  type PlainOutcome,
} from './comparisons';
import { BIRTH_DATE_SHARE, givenNamePrior, surnamePrior } from './name-priors';
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
/**
 * At or above: worth a reviewer's look. Below: not proposed. 20, read off the hard set's curves with
 * Romania's name frequencies (docs/duplicates.md, thresholds): recall of probable + possible ≥ 0.994
 * at 300, 10,000 and 100,000 children and possible precision ≥ 0.68; at 14 and 18 look-alike
 * children (the commonest names born days apart) made most "possible" pairs (precision 0.26–0.48).
 */
export const POSSIBLE_SCORE = 20;
/** Up to this many children the thresholds are the two above. */
export const THRESHOLD_SIZE = 100_000;

/**
 * The thresholds for a registry of `total` children: past 100,000 both rise by log2(total / 100,000).
 * A score is a likelihood ratio; what it makes of a pair depends on the prior odds that a blocked pair
 * is one child, and those fall as the registry grows — chance agreements (namesakes born the same
 * day) grow with the square of the children, duplicates with their number. Without it, at 500,000
 * children a quarter of the pass's "possible" pairs were such namesakes of the background (the hard
 * set, docs/duplicates.md); below 100,000 the national prior already speaks for the young registry.
 */
export function thresholdsFor(total: number) {
  const rise = Math.round(Math.max(0, Math.log2(total / THRESHOLD_SIZE)) * 10) / 10;
  return { probable: PROBABLE_SCORE + rise, possible: POSSIBLE_SCORE + rise };
}

const w = (m: number, u: number) => Math.log2(m / u);
/**
 * An agreement's u from the registry: the share of patients holding the value, smoothed towards the
 * national prior of that value (name-priors.ts) as if the registry held PRIOR_PATIENTS more children
 * at Romania's rates — a young registry of a few children says nothing of how common "Popa" is, the
 * country does; at 500,000 the registry's own data rules (its hospitals' names are its own).
 */
const PRIOR_PATIENTS = 10_000;
const share = (count: number | undefined, total: number, prior: number) =>
  (Math.max(1, count ?? 1) + PRIOR_PATIENTS * prior) / (Math.max(1, total) + PRIOR_PATIENTS);

/** m and u of the outcomes whose u does not depend on the value. */
const NAME_WEIGHTS: Record<Exclude<NameOutcome, 'equal' | 'equal-folded'>, number> = {
  // A nickname or another spelling of one name (Ionuț/Ion): 4 % of one child's records, ~1 in 500 pairs of two.
  variant: w(0.04, 0.002),
  'shares-a-given-name': w(0.06, 0.004),
  similar: w(0.03, 0.002),
  // Two names that look alike (Cristian/Cristina): a typo that makes another name is rare.
  'different-names': w(0.002, 0.02),
  different: w(0.02, 0.98),
  missing: 0,
};
const DATE_WEIGHTS: Record<Exclude<DateOutcome, 'equal'>, number> = {
  // One in ~7,000 birth dates of a registry of children 0–19 is any given other date.
  'day-month-swapped': w(0.04, 1 / 7000),
  'year-off-by-one': w(0.04, 2 / 7000),
  'one-day-off': w(0.02, 2 / 7000),
  'one-digit-off': w(0.03, 1 / 500),
  'same-month': w(0.02, 30 / 7000),
  different: w(0.04, 0.99),
  missing: 0,
};
/** A keying error of a CNP that still passes its check is rare among two children (u ~ 1e-6), capped. */
const IDENTIFIER_WEIGHTS: Record<IdentifierOutcome, number> = {
  equal: w(0.1, 1e-6),
  transposition: w(0.1, 2e-5),
  substitution: w(0.05, 2e-5),
  // Twins' CNPs: for two children of one sex and birth date nearly certain; for one child a copied twin's CNP.
  'two-valid-cnps': w(0.005, 1),
  // Two valid CNPs of other birth dates (or sexes): one child's records carry them when one is a
  // parent's or a sibling's code, ~1 % of duplicates; nearly every pair of two children.
  'other-valid-cnp': w(0.01, 1),
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

  const uLast = share(f.lastName.get(normaliseName(a.lastName)), f.total, surnamePrior(a.lastName));
  const uFirst = share(f.firstName.get(normaliseName(a.firstName)), f.total, givenNamePrior(a.firstName));
  const swapped = namesSwapped(a, b);
  const last = compareNames(a.lastName, b.lastName);
  const first = compareFirstNames(a.firstName, b.firstName);
  // Written in each other's place (2 % of one child's records): the agreement, crosswise.
  if (swapped) {
    // u from the national prior of both spellings, the same whichever record comes first (entry and pass agree).
    const uSwappedLast = (surnamePrior(a.lastName) + surnamePrior(b.lastName)) / 2;
    const uSwappedFirst = (givenNamePrior(a.firstName) + givenNamePrior(b.firstName)) / 2;
    add('lastName', 'swapped-with-given-name', w(0.02, uSwappedLast));
    add('firstName', 'swapped-with-surname', w(0.88, uSwappedFirst));
  } else {
    add('lastName', last, last === 'equal' || last === 'equal-folded' ? w(0.95, uLast) : NAME_WEIGHTS[last]);
    add(
      'firstName',
      first,
      first === 'equal' || first === 'equal-folded' ? w(0.88, uFirst) : NAME_WEIGHTS[first],
    );
  }
  const id = compareIdentifiers(a, b);
  // "transposition:8-9": which digits (1-based), as a reviewer reads them on the CNP.
  const error =
    id === 'transposition' || id === 'substitution'
      ? keyingError(a.identifier!.trim().toUpperCase(), b.identifier!.trim().toUpperCase())
      : null;
  // A CNP's digits 1–7 are its sex and birth date, which the form reads from it: a keying error there
  // is the date's (or the sex's) own difference, weighed once — on the identifier. Weighed twice, two
  // namesakes of one county whose valid CNPs differ in a date digit scored a CNP typo *and* a mistyped
  // date (+11.3 and +3.9; 28 of the 500,000-child hard set's chance "possible" pairs were such).
  const readFromCnp = error !== null && Math.min(...error.at) <= 7;
  const birth = compareBirthDates(a.birthdate, b.birthdate);
  add(
    'birthdate',
    birth,
    readFromCnp
      ? 0
      : birth === 'equal'
        ? w(0.85, share(f.birthdate.get(a.birthdate!), f.total, BIRTH_DATE_SHARE))
        : DATE_WEIGHTS[birth],
  );
  const sex = compareValues(a.genderId, b.genderId);
  add('sex', sex, readFromCnp && sex === 'different' ? 0 : SEX_WEIGHTS[sex]);
  add('identifier', error ? `${id}:${error.at.join('-')}` : id, IDENTIFIER_WEIGHTS[id]);
  const county = compareValues(a.countyId, b.countyId);
  add('county', county, COUNTY_WEIGHTS[county]);
  if (county === 'equal') {
    const city = compareValues(a.cityId, b.cityId);
    if (city === 'equal') add('city', city, CITY_WEIGHTS[city]);
  }

  const twins = possibleTwins(last, first, birth, id, county, compareValues(a.cityId, b.cityId));
  if (twins) reasons.push({ field: 'twins', outcome: POSSIBLE_TWINS, weight: 0 });
  const score = round(reasons.reduce((sum, r) => sum + r.weight, 0));
  // Possible twins are never "probable": a pair that would have been is shown to a reviewer as
  // possible with the reason (merging it asks for a confirmation); below that, twins are what a
  // paediatric registry expects, not worth a reviewer's look (the hard set's curve, docs/duplicates.md).
  const at = thresholdsFor(f.total);
  const level = twins
    ? score >= at.probable
      ? 'possible'
      : null
    : score >= at.probable
      ? 'probable'
      : score >= at.possible
        ? 'possible'
        : null;
  return { score, level, reasons };
}

/** The reason a reviewer sees on a pair that may be twins; its merge needs an acknowledgement. */
export const POSSIBLE_TWINS = 'possible-twins';
/** A pair's stored reasons flag it as possible twins. */
export const isPossibleTwins = (reasons: readonly LinkReason[]) =>
  reasons.some((r) => r.field === 'twins' && r.outcome === POSSIBLE_TWINS);

/**
 * Possible twins (issue 40 item 1): one surname, one birth date, one place (the county, or the town),
 * and either given names that are two names (not a variant, a spelling or a dropped second name) or
 * two valid CNPs that differ only in the serial digits.
 */
function possibleTwins(
  last: NameOutcome,
  first: NameOutcome,
  birth: DateOutcome,
  id: IdentifierOutcome,
  county: PlainOutcome,
  city: PlainOutcome,
): boolean {
  const family = (last === 'equal' || last === 'equal-folded') && birth === 'equal';
  const samePlace = county === 'equal' || city === 'equal';
  const twoNames = first === 'different' || first === 'different-names';
  return family && samePlace && (twoNames || id === 'two-valid-cnps');
}

/** Whether two identities may be twins, whatever their score (the merge asks, issue 40). */
export function arePossibleTwins(a: LinkIdentity, b: LinkIdentity): boolean {
  return possibleTwins(
    compareNames(a.lastName, b.lastName),
    compareFirstNames(a.firstName, b.firstName),
    compareBirthDates(a.birthdate, b.birthdate),
    compareIdentifiers(a, b),
    compareValues(a.countyId, b.countyId),
    compareValues(a.cityId, b.cityId),
  );
}

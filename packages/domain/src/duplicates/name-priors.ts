/**
 * The national prior of how common a value is (issue 40 item 3): the share of Romania's children
 * holding a surname, a first given name or a birth date, before the registry has children enough
 * to say it itself. The score smooths the registry's own counts towards these (score.ts `share`), so
 * a registry of 300 children weighs "Popa" as Romania does and one of 500,000 as its own data does.
 * Sources and the arithmetic: docs/duplicates.md#the-national-prior.
 */
import { givenNameKey } from './given-names';
import { nameWords } from './normalise';

/**
 * DEPABD's most frequent surnames of Romania, in its order (as published, e.g. shtiu.ro 2018):
 * Popa is borne by ~200,000 of ~19 million people (1.05 %); the others' shares follow the rank as
 * surname frequencies do (Zipf, exponent 0.6, fitted on Popa's share and ~130,000 surnames):
 * share(rank) = 0.0105 · rank^-0.6 — Popescu 0.69 %, Ionescu (11th) 0.25 %, Mihai (36th) 0.12 %.
 */
const SURNAMES_BY_RANK = `popa popescu radu pop dumitru stan stoica gheorghe matei ciobanu ionescu rusu
  dumitrescu ionita tudor dobre barbu nistor florea ene dinu georgescu diaconu diaconescu mocanu oprea
  voinea albu constantin serban manole cristea toma stanescu preda mihai`
  .split(/\s+/)
  .filter(Boolean);
const SURNAME_SHARE = new Map(SURNAMES_BY_RANK.map((name, i) => [name, 0.0105 * (i + 1) ** -0.6]));
/** A surname outside the list: one of ~130,000, most borne by a few hundred people. */
export const RARE_SURNAME_SHARE = 1 / 20_000;

/**
 * First given names of children born 2004–2025 (DGEP's monthly rankings 2004–2024, clubulcopiilor.ro;
 * its 2025 counts, stirileprotv.ro: >4,000 girls Maria, 627 boys Matei, ~500 David, ~430 Andrei of
 * ~150,000 births), as shares of all children, rounded: estimates, not counts.
 */
const GIVEN_NAME_SHARE = new Map<string, number>([
  ['maria', 0.03],
  ['andrei', 0.025],
  ['alexandru', 0.02],
  ['ioana', 0.015],
  ['elena', 0.012],
  ['stefan', 0.012],
  ['andreea', 0.012],
  ['alexandra', 0.012],
  ['david', 0.01],
  ['mihai', 0.01],
  ['gabriel', 0.01],
  ['matei', 0.01],
  ['ion', 0.01],
  ['sofia', 0.009],
  ['daria', 0.008],
  ['luca', 0.008],
  ['ana', 0.008],
  ['antonia', 0.006],
  ['bianca', 0.006],
  ['cristian', 0.006],
  ['darius', 0.006],
  ['rares', 0.006],
  ['denisa', 0.005],
  ['daniel', 0.006],
  ['gheorghe', 0.004],
  ['constantin', 0.005],
]);
/** A given name outside the list. */
export const RARE_GIVEN_NAME_SHARE = 1 / 2000;

/** Children 0–19 are born on one of ~7,000 days, births spread evenly enough over the year to count them so. */
export const BIRTH_DATE_SHARE = 1 / 7000;

/** The national share of a surname (folded words; a double surname as its rarer part). */
export function surnamePrior(name: string | null | undefined): number {
  const words = nameWords(name);
  if (!words.length) return RARE_SURNAME_SHARE;
  return Math.min(...words.map((w) => SURNAME_SHARE.get(w) ?? RARE_SURNAME_SHARE));
}

/**
 * The national share of a child's given names: the first name's share, and a tenth of it for each
 * further name (two given names are the rule — 75 % of Iași's births of 2017 — and their pairings spread).
 */
export function givenNamePrior(name: string | null | undefined): number {
  const words = nameWords(name).map(givenNameKey);
  if (!words.length) return RARE_GIVEN_NAME_SHARE;
  const shares = words.map((w) => GIVEN_NAME_SHARE.get(w) ?? RARE_GIVEN_NAME_SHARE).sort((a, b) => b - a);
  return shares[0] * 0.1 ** (shares.length - 1);
}

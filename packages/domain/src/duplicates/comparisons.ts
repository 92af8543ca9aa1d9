/**
 * The field comparisons of record linkage (issue 27), each giving one outcome of a few levels. They
 * are keying-error aware, as CanReg5's person search: a date with day and month swapped or a year off
 * by one, a CNP with two digits swapped or one digit mistyped, a name equal once diacritics, hyphens
 * and the order of given names are folded away, or within a typo of the other (Jaro–Winkler ≥ 0.9).
 */
import { cnpCheckDigit } from '../patient/cnp';
import { givenNameKeys, isKnownGivenName } from './given-names';
import { isPlaceholderFirstName, nameWords } from './normalise';
import { jaroWinkler } from './similarity';

/** Two names this close (Jaro–Winkler) differ by about one typo: "Popescu"/"Popsecu" 0.96, "Ionescu"/"Ionesei" 0.89. */
export const SIMILAR_NAME = 0.9;

export type NameOutcome =
  | 'equal'
  | 'equal-folded'
  | 'variant'
  | 'shares-a-given-name'
  | 'similar'
  | 'different-names'
  | 'different'
  | 'missing';

/** Surnames or given names compared: exactly, after folding, one given name in common, within a typo. */
export function compareNames(a: string | null | undefined, b: string | null | undefined): NameOutcome {
  const wa = nameWords(a);
  const wb = nameWords(b);
  if (!wa.length || !wb.length) return 'missing';
  if (a!.trim().toLowerCase() === b!.trim().toLowerCase()) return 'equal';
  if ([...wa].sort().join(' ') === [...wb].sort().join(' ')) return 'equal-folded';
  // "Maria Ioana" / "Maria": a second given name dropped (or a double surname shortened).
  const [shorter, longer] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  if (shorter.every((w) => longer.includes(w))) return 'shares-a-given-name';
  if (jaroWinkler(wa.join(' '), wb.join(' ')) >= SIMILAR_NAME) return 'similar';
  if (jaroWinkler([...wa].sort().join(' '), [...wb].sort().join(' ')) >= SIMILAR_NAME) return 'similar';
  return 'different';
}

/**
 * Given names (issue 40 item 1): also one name in another spelling or a nickname ("Mihail"/"Mihai",
 * "Alex"/"Alexandru": `variant`), and two names that only look alike ("Cristian"/"Cristina",
 * "Daria"/"Dariana": `different-names`, not `similar` — each spelling is a name of its own, as twins
 * are given; a typo seldom makes another name). The table: given-names.ts. A placeholder
 * ("Nou-născut") weighs nothing either way.
 */
export function compareFirstNames(a: string | null | undefined, b: string | null | undefined): NameOutcome {
  if (isPlaceholderFirstName(a) || isPlaceholderFirstName(b)) return 'missing';
  const plain = compareNames(a, b);
  if (plain === 'equal' || plain === 'equal-folded' || plain === 'missing') return plain;
  const ka = givenNameKeys(a);
  const kb = givenNameKeys(b);
  if (ka.join(' ') === kb.join(' ')) return 'variant';
  if (plain === 'shares-a-given-name') return plain;
  const [shorter, longer] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  if (shorter.every((w) => longer.includes(w))) return 'shares-a-given-name';
  if (plain === 'similar' && twoNames(nameWords(a), nameWords(b))) return 'different-names';
  return plain;
}

/** Every word one side has and the other lacks is a known name on both sides: two names, not a typo. */
function twoNames(wa: string[], wb: string[]): boolean {
  const onlyA = wa.filter((w) => !wb.includes(w));
  const onlyB = wb.filter((w) => !wa.includes(w));
  return onlyA.length > 0 && onlyB.length > 0 && [...onlyA, ...onlyB].every(isKnownGivenName);
}

/** First and last names written in each other's place: both agree crosswise (folded), neither straight. */
export function namesSwapped(
  a: { firstName: string | null | undefined; lastName: string | null | undefined },
  b: { firstName: string | null | undefined; lastName: string | null | undefined },
): boolean {
  const agree = (o: NameOutcome) => o === 'equal' || o === 'equal-folded' || o === 'variant';
  return (
    agree(compareFirstNames(a.firstName, b.lastName)) &&
    agree(compareFirstNames(a.lastName, b.firstName)) &&
    !agree(compareNames(a.lastName, b.lastName))
  );
}

export type DateOutcome =
  | 'equal'
  | 'day-month-swapped'
  | 'year-off-by-one'
  | 'one-day-off'
  | 'one-digit-off'
  | 'same-month'
  | 'different'
  | 'missing';

const DAY_MS = 86_400_000;

/** Birth dates (ISO yyyy-mm-dd) compared with the keying errors a reporter makes. */
export function compareBirthDates(a: string | null | undefined, b: string | null | undefined): DateOutcome {
  if (!a || !b) return 'missing';
  if (a === b) return 'equal';
  const [ya, ma, da] = a.split('-');
  const [yb, mb, db] = b.split('-');
  if (ya === yb && ma === db && da === mb) return 'day-month-swapped';
  if (ma === mb && da === db && Math.abs(Number(ya) - Number(yb)) === 1) return 'year-off-by-one';
  // A day off (a birth near midnight, a date counted from the wrong day), even across a month's end.
  if (Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) === DAY_MS) return 'one-day-off';
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
  if (differing === 1) return 'one-digit-off';
  // Both digits of the day wrong (12 / 21, 03 / 30): the year and month still agree.
  return ya === yb && ma === mb ? 'same-month' : 'different';
}

export type IdentifierOutcome =
  | 'equal'
  | 'transposition'
  | 'substitution'
  | 'two-valid-cnps'
  | 'other-valid-cnp'
  | 'different'
  | 'missing';

const isCnpShaped = (v: string) => /^[1-9]\d{12}$/.test(v);
const checkDigitHolds = (v: string) => cnpCheckDigit(v.slice(0, 12)) === Number(v[12]);

/**
 * Both CNP-shaped and both passing their check digit. Two such codes that differ in more than one
 * keying error are two people's codes (`other-valid-cnp`). The form and the import read a CNP's birth date and sex from it and refuse a CNP that fails
 * its check, and a single mistyped digit always changes the check sum (no weight times a digit's
 * change is a multiple of 11) — it keeps the CNP valid only where the sums 10 and 1 fold onto one
 * check digit, about 1 in 100. So one child's two records hold two valid CNPs of different birth
 * dates only when one is somebody else's code (the mother's, a sibling's): a birth date mistyped on
 * one record comes with a hand-typed identity (a passport, a temporary number), not with a CNP.
 */
const bothValidCnps = (a: string, b: string) =>
  isCnpShaped(a) && isCnpShaped(b) && checkDigitHolds(a) && checkDigitHolds(b);

/**
 * Two CNPs, both with a valid check digit, of one sex and birth date (digits 1–7) that differ in the
 * county and serial digits (8–12): two children born the same day — twins — not a typo: a one-digit
 * typo almost never keeps the check digit valid (issue 40 item 1).
 */
export function twoValidCnps(a: string, b: string): boolean {
  return a !== b && bothValidCnps(a, b) && a.slice(0, 7) === b.slice(0, 7);
}

/** Which one keying error turns one identifier into the other, if one does. */
export function keyingError(
  a: string,
  b: string,
): { kind: 'transposition' | 'substitution'; at: [number, number] } | null {
  if (a.length !== b.length) return null;
  const differ: number[] = [];
  for (let i = 0; i < a.length && differ.length <= 2; i++) if (a[i] !== b[i]) differ.push(i);
  if (differ.length === 1) return { kind: 'substitution', at: [differ[0] + 1, differ[0] + 1] };
  const [i, j] = differ;
  if (differ.length === 2 && a[i] === b[j] && a[j] === b[i])
    return { kind: 'transposition', at: [i + 1, j + 1] };
  return null;
}

/**
 * Identifiers compared: a CNP with two digits swapped or one digit mistyped; a foreign id and a CNP,
 * or two foreign ids (a passport and a residence permit), are simply different — two identifiers of
 * one child are the very reason duplicates exist, so "different" weighs little.
 */
export function compareIdentifiers(
  a: { identifier: string | null | undefined; isForeigner: boolean },
  b: { identifier: string | null | undefined; isForeigner: boolean },
): IdentifierOutcome {
  const ia = a.identifier?.trim().toUpperCase();
  const ib = b.identifier?.trim().toUpperCase();
  if (!ia || !ib) return 'missing';
  if (ia === ib && a.isForeigner === b.isForeigner) return 'equal';
  if (a.isForeigner || b.isForeigner) return ia === ib ? 'equal' : 'different';
  if (twoValidCnps(ia, ib)) return 'two-valid-cnps';
  const error = keyingError(ia, ib)?.kind;
  if (error) return error;
  return bothValidCnps(ia, ib) ? 'other-valid-cnp' : 'different';
}

export type PlainOutcome = 'equal' | 'different' | 'missing';

/** Sex, county, city: supporting evidence only. */
export function compareValues<T>(a: T | null | undefined, b: T | null | undefined): PlainOutcome {
  if (a === null || a === undefined || b === null || b === undefined) return 'missing';
  return a === b ? 'equal' : 'different';
}

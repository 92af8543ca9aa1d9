/**
 * The field comparisons of record linkage (issue 27), each giving one outcome of a few levels. They
 * are keying-error aware, as CanReg5's person search: a date with day and month swapped or a year off
 * by one, a CNP with two digits swapped or one digit mistyped, a name equal once diacritics, hyphens
 * and the order of given names are folded away, or within a typo of the other (Jaro–Winkler ≥ 0.9).
 */
import { isPlaceholderFirstName, nameWords } from './normalise';
import { jaroWinkler } from './similarity';

/** Two names this close (Jaro–Winkler) differ by about one typo: "Popescu"/"Popsecu" 0.96, "Ionescu"/"Ionesei" 0.89. */
export const SIMILAR_NAME = 0.9;

export type NameOutcome =
  | 'equal'
  | 'equal-folded'
  | 'shares-a-given-name'
  | 'similar'
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

/** A given name that is a placeholder ("Nou-născut") weighs nothing either way. */
export function compareFirstNames(a: string | null | undefined, b: string | null | undefined): NameOutcome {
  if (isPlaceholderFirstName(a) || isPlaceholderFirstName(b)) return 'missing';
  return compareNames(a, b);
}

export type DateOutcome =
  | 'equal'
  | 'day-month-swapped'
  | 'year-off-by-one'
  | 'one-digit-off'
  | 'different'
  | 'missing';

/** Birth dates (ISO yyyy-mm-dd) compared with the keying errors a reporter makes. */
export function compareBirthDates(a: string | null | undefined, b: string | null | undefined): DateOutcome {
  if (!a || !b) return 'missing';
  if (a === b) return 'equal';
  const [ya, ma, da] = a.split('-');
  const [yb, mb, db] = b.split('-');
  if (ya === yb && ma === db && da === mb) return 'day-month-swapped';
  if (ma === mb && da === db && Math.abs(Number(ya) - Number(yb)) === 1) return 'year-off-by-one';
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
  return differing === 1 ? 'one-digit-off' : 'different';
}

export type IdentifierOutcome = 'equal' | 'transposition' | 'substitution' | 'different' | 'missing';

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
  return keyingError(ia, ib)?.kind ?? 'different';
}

export type PlainOutcome = 'equal' | 'different' | 'missing';

/** Sex, county, city: supporting evidence only. */
export function compareValues<T>(a: T | null | undefined, b: T | null | undefined): PlainOutcome {
  if (a === null || a === undefined || b === null || b === undefined) return 'missing';
  return a === b ? 'equal' : 'different';
}

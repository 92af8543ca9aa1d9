/**
 * Romanian name normalisation for record linkage (issue 27). Reporters write the same name with
 * comma-below ș ț (today's orthography), with the cedilla ş ţ of older keyboards, or without any
 * diacritics; hyphens and spaces between given names vary, and so does their order. Linkage compares
 * names after folding all of these away: lower case ascii words, sorted.
 */

/** Letters folded to ascii: Romanian (both ș/ş and ț/ţ forms), and the Hungarian and German ones of the registry's names. */
const FOLD: Record<string, string> = {
  ă: 'a',
  â: 'a',
  î: 'i',
  ș: 's',
  ş: 's',
  ț: 't',
  ţ: 't',
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ö: 'o',
  ő: 'o',
  ú: 'u',
  ü: 'u',
  ű: 'u',
  ä: 'a',
};

/**
 * Folded names already seen: a candidate search scores its identity against a few hundred children,
 * and each comparison folds both names several times (compareNames, namesSwapped, the priors) — at a
 * million notifications folding was a third of a save's duplicate check. Pure, so a cache; bounded.
 */
const foldedNames = new Map<string, readonly string[]>();
const FOLDED_MAX = 20_000;

/** The words of a name, lower case ascii, in the order written ("Ștefan-Andrei" → ["stefan", "andrei"]). */
export function nameWords(name: string | null | undefined): string[] {
  if (!name) return [];
  let words = foldedNames.get(name);
  if (!words) {
    if (foldedNames.size >= FOLDED_MAX) foldedNames.clear();
    words = foldWords(name);
    foldedNames.set(name, words);
  }
  // A copy: callers sort it.
  return [...words];
}

function foldWords(name: string): string[] {
  const folded = name
    .toLowerCase()
    .normalize('NFC')
    .replace(/[ăâîșşțţáéíóöőúüűä]/g, (c) => FOLD[c] ?? c)
    // Any other combining mark left by a decomposed spelling.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded.split(/[^a-z]+/).filter(Boolean);
}

/** One name as one key: words folded and sorted, so the order of given names does not count. */
export const normaliseName = (name: string | null | undefined) => nameWords(name).sort().join(' ');

/**
 * The first given name's key, as the database's `norm_first_key` column holds it (migration 0041):
 * the first word written. "Maria Ioana" and "Maria" share it.
 */
export const firstNameKey = (name: string | null | undefined) => nameWords(name)[0] ?? '';

/** Given names reporters write when the child has none yet: they say nothing about identity. */
const PLACEHOLDER_FIRST_NAMES = new Set(['nou nascut', 'nascut nou', 'nn', 'copil', 'baiat', 'fata']);
export const isPlaceholderFirstName = (name: string | null | undefined) =>
  PLACEHOLDER_FIRST_NAMES.has(normaliseName(name));

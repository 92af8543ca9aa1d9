import type { ListKey } from './list-ids';

/**
 * How a dictionary entry reads in a picker, a list or a template (issue 23 items 6 and 7), one rule
 * for every screen. An entry's `code` is either a code people read and type (C74.9, 9500/3, M, BV) or the registry's internal English key (`alive-disease-free`,
 * `cisplatin`), which nobody should see.
 */
type Entry = { id: number; code?: string | null; text: string };

/** The lists read code first, as their classifications print them ("C74.9 – Suprarenală"). */
export const CODE_FIRST_LISTS: ReadonlySet<ListKey> = new Set<ListKey>([
  'topography',
  'morphology',
  'deathReason',
]);

/** An internal key: lower-case words joined by hyphens (`alive-disease-free`, `cisplatin`). */
const isInternalKey = (code: string) => /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(code);

/** The code a person reads: none when it is an internal key or only repeats the label. */
export function readableCode(entry: Pick<Entry, 'code' | 'text'>): string | null {
  const code = entry.code?.trim();
  if (!code || isInternalKey(code)) return null;
  const text = entry.text.trim().toLocaleLowerCase('ro');
  const lower = code.toLocaleLowerCase('ro');
  // "HR-NBL1/SIOPEN" labelled "HR-NBL1/SIOPEN" (or "HR-NBL1/SIOPEN (2019)") says it once; "M" in
  // front of "Masculin" is a code of its own.
  const repeats = text === lower || (text.startsWith(lower) && !/[\p{L}\p{N}]/u.test(text[lower.length]!));
  return repeats ? null : code;
}

/** A picker's option: the label, with its code in front only on the code-first lists. */
export function optionLabel(entry: Pick<Entry, 'code' | 'text'>, list?: ListKey): string {
  const code = list && CODE_FIRST_LISTS.has(list) ? readableCode(entry) : null;
  return code ? `${code} – ${entry.text}` : entry.text;
}

/** What a person types in an import for an entry: its readable code, else its number. */
export const typedCode = (entry: Entry): string => readableCode(entry) ?? String(entry.id);

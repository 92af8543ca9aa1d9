// Stable ids derived from codes (notifications store ids, so a re-import or a fresh database must
// give every code the same id). Pure, shared by the importer, the starter set and the client.

/** C71.9 → 1719 (1000 + the four digits), so that C00.0 is 1000, never 0. null for a bad code. */
export function topographyIdOf(code: string): number | null {
  const match = /^C(\d{2})\.?(\d)$/.exec(code.trim().toUpperCase());
  return match ? 1000 + Number(`${match[1]}${match[2]}`) : null;
}

/** 9500/3 → 95003 (histology × 10 + behaviour). */
export function morphologyIdOf(code: string): number | null {
  const match = /^(\d{4})\/([0-9])$/.exec(code.trim());
  return match ? Number(match[1]) * 10 + Number(match[2]) : null;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** ICCC-3 codes: 'III' → 3, 'IIIc' → 303, 'IIIc.1' → 30301 (main × 100 + subgroup letter, × 100 + extended). */
export function iccc3IdOf(code: string): number | null {
  const match = /^([IVX]+)([a-z])?(?:\.(\d{1,2}))?$/.exec(code.trim());
  if (!match) return null;
  const main = ROMAN.indexOf(match[1]) + 1;
  if (main === 0) return null;
  if (!match[2]) return match[3] ? null : main;
  const subgroup = main * 100 + (match[2].charCodeAt(0) - 96);
  return match[3] ? subgroup * 100 + Number(match[3]) : subgroup;
}

/** Behaviour list id (spec: the synonym filter uses "behaviour id − 1"): code + 1. */
export function behaviourIdOf(code: number): number {
  return code + 1;
}

/**
 * The spec's synonym filter (02 §9): a morphology code belongs to behaviour list id `behaviourId`
 * when it contains "/" followed by behaviourId − 1.
 */
export function matchesBehaviour(morphologyCode: string, behaviourId: number): boolean {
  return morphologyCode.includes(`/${behaviourId - 1}`);
}

/** The prognostic meaning of the chosen markers or factors: the lowest rank wins; null when none is ranked. */
export function prognosticMeaning(ranks: readonly number[]): number | null {
  return ranks.length === 0 ? null : Math.min(...ranks);
}

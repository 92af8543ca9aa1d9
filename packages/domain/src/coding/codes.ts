// ICD-O-3 code parsing. Registrars type codes in several shapes (C71.9, C719, c71.9, M-9500/3,
// 95003, 9500/3 with a sixth grade digit), while the rule tables compare numbers; everything is
// normalised here once so the rules never deal with strings.

/** A parsed ICD-O-3 topography code. */
export type Topography = {
  /** Display form with the dot: 'C71.9' */
  code: string;
  /** Compact form used by SEER/IARC files: 'C719' */
  compact: string;
  /** Three-character site group: 'C71' */
  site: string;
  /** Numeric value of the four characters after 'C' (C71.9 → 719), used for range rules */
  value: number;
};

/** A parsed ICD-O-3 morphology code. */
export type Morphology = {
  /** Display form: '9500/3' */
  code: string;
  histology: number;
  behaviour: Behaviour;
  /** Sixth digit when it was typed with the code ('8140/32' → 2) */
  grade: Grade | null;
};

export type Behaviour = 0 | 1 | 2 | 3 | 6 | 9;
/** 1–4 differentiation, 5 T-cell, 6 B-cell, 7 null cell, 8 NK cell, 9 not determined */
export type Grade = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

const TOPOGRAPHY = /^C?(\d{2})\.?(\d)$/;
const MORPHOLOGY = /^(?:M-?)?(\d{4})\/?([012369])(\d)?$/;

export function parseTopography(input: string | null | undefined): Topography | null {
  if (input == null) return null;
  const match = TOPOGRAPHY.exec(input.trim().toUpperCase());
  if (!match) return null;
  const [, category, subsite] = match;
  // C00–C80 is the whole ICD-O-3 topography axis; C81–C99 belong to ICD-10 only.
  if (Number(category) > 80) return null;
  return {
    code: `C${category}.${subsite}`,
    compact: `C${category}${subsite}`,
    site: `C${category}`,
    value: Number(`${category}${subsite}`),
  };
}

/** 'C719' | 'c71.9' → 'C71.9'; null when it is not a topography code. */
export function normaliseTopography(input: string | null | undefined): string | null {
  return parseTopography(input)?.code ?? null;
}

/** 'C71.9' → 'C719' (the form of the SEER and IARC files). */
export function compactTopography(input: string | null | undefined): string | null {
  return parseTopography(input)?.compact ?? null;
}

export function isBehaviour(value: number): value is Behaviour {
  return value === 0 || value === 1 || value === 2 || value === 3 || value === 6 || value === 9;
}

export function parseMorphology(input: string | null | undefined): Morphology | null {
  if (input == null) return null;
  const match = MORPHOLOGY.exec(input.trim().toUpperCase().replace(/\s+/g, ''));
  if (!match) return null;
  const histology = Number(match[1]);
  const behaviour = Number(match[2]);
  // ICD-O-3 morphology starts at 8000; lower numbers are ICD-O topography or typing errors.
  if (histology < 8000 || !isBehaviour(behaviour)) return null;
  return {
    code: `${match[1]}/${behaviour}`,
    histology,
    behaviour,
    grade: match[3] === undefined ? null : parseGrade(match[3]),
  };
}

/** Accepts 1–9 as number or string; blank or anything else → null. */
export function parseGrade(input: string | number | null | undefined): Grade | null {
  if (input == null) return null;
  const text = String(input).trim();
  if (!/^[1-9]$/.test(text)) return null;
  return Number(text) as Grade;
}

/** Inclusive numeric range, e.g. 9811–9819 or C700–C729 as 700–729. */
export type CodeRange = readonly [from: number, to: number];

/**
 * Parses the range lists used by SEER and IARC tables: '9811-9819,9837', 'C700-C729, C751',
 * '0-1,3'. Empty items (a trailing comma in the source) are ignored.
 */
export function parseCodeRanges(text: string): CodeRange[] {
  const ranges: CodeRange[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim().toUpperCase().replace(/C/g, '');
    if (item === '') continue;
    const [from, to = from] = item.split('-').map((part) => part.trim());
    const start = Number(from);
    const end = Number(to);
    if (!Number.isInteger(start) || !Number.isInteger(end) || end < start) {
      throw new Error(`Invalid code range "${raw}" in "${text}"`);
    }
    ranges.push([start, end]);
  }
  return ranges;
}

export function inRanges(value: number, ranges: readonly CodeRange[]): boolean {
  return ranges.some(([from, to]) => value >= from && value <= to);
}

// Multiple primaries (IARC/IACR 2004): is a newly notified tumour a new primary or the patient's
// existing tumour again? Time does not matter (rule 1); one tumour per organ (rule 3) except that
// systemic cancers count once per person (4.1) and different histology groups are different
// tumours (4.2). Unspecified histologies cannot contradict a specified one, so they fall back to
// the site comparison.

import { type CodeRange, inRanges, parseCodeRanges, parseTopography } from './codes';
import {
  CARCINOMA_GROUPS,
  HISTOLOGY_GROUPS,
  type HistologyGroup,
  ICDO31_ADDITIONS,
  MERGED_SITES,
  SPECIFIED_HAEMATOPOIETIC_GROUPS,
  SYSTEMIC_GROUPS,
  UNKNOWN_SITE,
  UNSPECIFIED_GROUP,
  UNSPECIFIED_HAEMATOPOIETIC_GROUP,
} from './multiple-primaries-data';

export type PrimaryTumour = {
  /** 'C71.9' or 'C719' */
  topography: string;
  histology: number;
};

export type PrimaryVerdict = 'new-primary' | 'same-tumour' | 'unknown';

export type PrimaryReason =
  | 'no-existing-tumours'
  | 'unclassifiable-code'
  | 'unspecified-haematopoietic-beside-specified'
  | 'same-systemic-group'
  | 'different-histology-groups'
  | 'same-site'
  | 'different-site'
  | 'unknown-site';

export type PrimaryComparison = { verdict: PrimaryVerdict; reason: PrimaryReason };

export type PrimaryDecision = PrimaryComparison & {
  /** Index in existingTumours of the tumour it is (or may be) the same as */
  matchedTumourIndex?: number;
  /** One comparison per existing tumour, in order, for the reviewer */
  comparisons: PrimaryComparison[];
};

const COMPILED_GROUPS: ReadonlyArray<{ group: HistologyGroup; ranges: CodeRange[] }> = [
  ...HISTOLOGY_GROUPS,
  ...ICDO31_ADDITIONS,
].map(({ group, ranges }) => ({ group, ranges: parseCodeRanges(ranges) }));

/** IARC/IACR histology group 1–17, or null for a code outside every group (invalid for the rules). */
export function histologyGroup(histology: number): HistologyGroup | null {
  return COMPILED_GROUPS.find(({ ranges }) => inRanges(histology, ranges))?.group ?? null;
}

/** The organ of rule 3: the 3-character site, with the Table 1 merges ('C19' and 'C20' → 'C19'). */
export function primarySiteGroup(topography: string): string | null {
  const site = parseTopography(topography)?.site;
  if (!site) return null;
  return MERGED_SITES.find((group) => group.includes(site))?.[0] ?? site;
}

const isIn = (list: readonly HistologyGroup[], group: HistologyGroup) => list.includes(group);

/** Compares one pair of tumours. */
export function comparePrimaries(existing: PrimaryTumour, candidate: PrimaryTumour): PrimaryComparison {
  const a = histologyGroup(existing.histology);
  const b = histologyGroup(candidate.histology);
  const siteA = primarySiteGroup(existing.topography);
  const siteB = primarySiteGroup(candidate.topography);
  if (a === null || b === null || siteA === null || siteB === null) {
    return { verdict: 'unknown', reason: 'unclassifiable-code' };
  }

  const unspecified = a === UNSPECIFIED_GROUP || b === UNSPECIFIED_GROUP;
  const carcinomaNos = (a === 5 && isIn(CARCINOMA_GROUPS, b)) || (b === 5 && isIn(CARCINOMA_GROUPS, a));
  if (!unspecified && !carcinomaNos) {
    const haematopoieticNos =
      (a === UNSPECIFIED_HAEMATOPOIETIC_GROUP && isIn(SPECIFIED_HAEMATOPOIETIC_GROUPS, b)) ||
      (b === UNSPECIFIED_HAEMATOPOIETIC_GROUP && isIn(SPECIFIED_HAEMATOPOIETIC_GROUPS, a));
    if (haematopoieticNos)
      return { verdict: 'same-tumour', reason: 'unspecified-haematopoietic-beside-specified' };
    if (a !== b) return { verdict: 'new-primary', reason: 'different-histology-groups' };
    if (isIn(SYSTEMIC_GROUPS, a)) return { verdict: 'same-tumour', reason: 'same-systemic-group' };
  }

  // Same non-systemic group, or an unspecified histology: the organ decides.
  if (siteA === siteB) return { verdict: 'same-tumour', reason: 'same-site' };
  if (siteA === UNKNOWN_SITE || siteB === UNKNOWN_SITE) return { verdict: 'unknown', reason: 'unknown-site' };
  return { verdict: 'new-primary', reason: 'different-site' };
}

/**
 * Decides a new tumour against all of the patient's existing tumours: the same tumour as the first
 * it matches; otherwise "unknown" if any comparison is undecidable; otherwise a new primary.
 */
export function decidePrimary(
  existingTumours: readonly PrimaryTumour[],
  newTumour: PrimaryTumour,
): PrimaryDecision {
  if (existingTumours.length === 0) {
    return { verdict: 'new-primary', reason: 'no-existing-tumours', comparisons: [] };
  }
  const comparisons = existingTumours.map((existing) => comparePrimaries(existing, newTumour));
  for (const verdict of ['same-tumour', 'unknown'] as const) {
    const index = comparisons.findIndex((comparison) => comparison.verdict === verdict);
    if (index >= 0) return { ...comparisons[index], matchedTumourIndex: index, comparisons };
  }
  return { ...comparisons[0], comparisons };
}

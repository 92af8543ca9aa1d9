// ICCC-3 conversion (IICC-3 2017 update). The classification is an ordered rule table over
// (topography, histology, behaviour); the first matching rule wins and no match means "not
// classifiable" (SEER code 999). The table lives in iccc3-data.ts; this file only compiles it once
// into numeric ranges and walks it.

import { type CodeRange, inRanges, parseCodeRanges, parseTopography } from './codes';
import { ICCC3_GROUPS, ICCC3_RULES, type Iccc3Group } from './iccc3-data';

export const ICCC3_VERSION = 'ICCC-3 IARC 2017' as const;

/** ICCC-3 main groups I–XII, in order (the SEER recode's first two digits count them). */
export const ICCC3_MAIN_GROUPS = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
] as const;
export type Iccc3MainGroup = (typeof ICCC3_MAIN_GROUPS)[number];

export type Iccc3Input = {
  /** 'C71.9' or 'C719' */
  topography: string;
  histology: number;
  behaviour: number;
};

export type Iccc3Classification = {
  /** false when no rule matched (SEER 999): the case is outside ICCC-3 */
  isValid: boolean;
  mainGroup: Iccc3MainGroup | null;
  /** 'Ia'; for V (no subgroups) the subgroup is 'V' */
  subgroup: string | null;
  /** 'Ia.1', or null when the subgroup has no extended groups */
  extended: string | null;
  seerRecode: string;
  seerExtended: string;
  /** Label of the most specific group, for display */
  labelEn: string;
  labelRo: string;
  version: typeof ICCC3_VERSION;
};

type CompiledRule = {
  sites: CodeRange[];
  histologies: CodeRange[];
  behaviours: CodeRange[];
  leaf: Iccc3Group;
};

const GROUP_BY_CODE = new Map(ICCC3_GROUPS.map((group) => [group.code, group]));
const LEAF_BY_SEER_EXTENDED = new Map(
  ICCC3_GROUPS.filter((group) => group.seerExtended !== null).map((group) => [group.seerExtended, group]),
);

const COMPILED_RULES: readonly CompiledRule[] = ICCC3_RULES.map(
  ([sites, histologies, behaviours, extended]) => {
    const leaf = LEAF_BY_SEER_EXTENDED.get(extended);
    // A rule pointing at an unknown group is a transcription error; fail at import, not per case.
    if (!leaf) throw new Error(`ICCC-3 rule targets unknown SEER extended code ${extended}`);
    return {
      sites: parseCodeRanges(sites),
      histologies: parseCodeRanges(histologies),
      behaviours: parseCodeRanges(behaviours),
      leaf,
    };
  },
);

export const NOT_CLASSIFIABLE: Iccc3Classification = Object.freeze({
  isValid: false,
  mainGroup: null,
  subgroup: null,
  extended: null,
  seerRecode: '999',
  seerExtended: '999',
  labelEn: 'Not classifiable in ICCC-3',
  labelRo: 'Neclasificabil în ICCC-3',
  version: ICCC3_VERSION,
});

/** The ICCC-3 group of a (topography, histology, behaviour); NOT_CLASSIFIABLE when none applies. */
export function classifyIccc3(input: Iccc3Input): Iccc3Classification {
  const topography = parseTopography(input.topography);
  if (!topography) return NOT_CLASSIFIABLE;
  const rule = COMPILED_RULES.find(
    (candidate) =>
      inRanges(topography.value, candidate.sites) &&
      inRanges(input.histology, candidate.histologies) &&
      inRanges(input.behaviour, candidate.behaviours),
  );
  return rule ? toClassification(rule.leaf) : NOT_CLASSIFIABLE;
}

function toClassification(leaf: Iccc3Group): Iccc3Classification {
  const seerRecode = leaf.seerRecode ?? '999';
  // SEER recode '011' = main group 01 (I), subgroup letter index 1 (a); '050' is V, which has no subgroups.
  const mainGroup = ICCC3_MAIN_GROUPS[Number(seerRecode.slice(0, 2)) - 1] ?? null;
  const subgroup = leaf.level === 'extended' ? leaf.code.slice(0, leaf.code.indexOf('.')) : leaf.code;
  return {
    isValid: true,
    mainGroup,
    subgroup,
    extended: leaf.level === 'extended' ? leaf.code : null,
    seerRecode,
    seerExtended: leaf.seerExtended ?? '999',
    labelEn: leaf.labelEn,
    labelRo: leaf.labelRo,
    version: ICCC3_VERSION,
  };
}

/** Label of any ICCC-3 group code ('III', 'IIIc', 'IIIc.1'), or null for an unknown code. */
export function iccc3GroupLabel(code: string, language: 'en' | 'ro'): string | null {
  const group = GROUP_BY_CODE.get(code);
  if (!group) return null;
  return language === 'ro' ? group.labelRo : group.labelEn;
}

export { ICCC3_GROUPS };

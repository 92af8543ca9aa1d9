// Toronto childhood cancer staging: which of the 16 Toronto tumour types a coded tumour is, and the
// Tier 1 / Tier 2 values its stage may take. Definitions and their sources are in toronto-data.ts.

import { type CodeRange, inRanges, parseCodeRanges, parseTopography } from './codes';
import {
  type StageValue,
  type Tier2Value,
  TORONTO_DEFINITIONS,
  type TorontoCancerType,
  type TorontoDefinition,
} from './toronto-data';

export type TorontoInput = {
  histology: number;
  /** 'C71.6' or 'C716' */
  topography: string;
  behaviour: number;
  /** Age at diagnosis in completed years; null when unknown (then age-limited types do not apply, as in SEER) */
  ageYears: number | null;
};

export type TorontoStaging = {
  type: TorontoCancerType;
  labelEn: string;
  labelRo: string;
  system: string;
  tier1: readonly StageValue[];
  tier2: readonly Tier2Value[];
};

type CompiledSelection = {
  histologies: CodeRange[];
  sites: CodeRange[];
  behaviours: CodeRange[];
  maxAge: number | null;
};

const COMPILED: ReadonlyArray<{ definition: TorontoDefinition; selection: CompiledSelection[] }> =
  TORONTO_DEFINITIONS.map((definition) => ({
    definition,
    selection: definition.selection.map((rule) => ({
      histologies: parseCodeRanges(rule.histologies),
      sites: parseCodeRanges(rule.sites),
      behaviours: parseCodeRanges(rule.behaviours),
      maxAge: rule.maxAge,
    })),
  }));

function matches(rule: CompiledSelection, input: TorontoInput, site: number): boolean {
  if (rule.maxAge !== null && (input.ageYears === null || input.ageYears > rule.maxAge)) return false;
  return (
    inRanges(input.histology, rule.histologies) &&
    inRanges(site, rule.sites) &&
    inRanges(input.behaviour, rule.behaviours)
  );
}

/** The Toronto type of a tumour with its allowed Tier 1/Tier 2 values, or null when Toronto does not apply. */
export function torontoTypeFor(input: TorontoInput): TorontoStaging | null {
  const topography = parseTopography(input.topography);
  if (!topography) return null;
  const found = COMPILED.find(({ selection }) =>
    selection.some((rule) => matches(rule, input, topography.value)),
  );
  if (!found) return null;
  const { type, labelEn, labelRo, system, tier1, tier2 } = found.definition;
  return { type, labelEn, labelRo, system, tier1, tier2 };
}

/** The Tier 1 value a Tier 2 value collapses to (registries staging at Tier 2 still report Tier 1). */
export function collapseToTier1(type: TorontoCancerType, tier2Code: string): StageValue | null {
  const definition = TORONTO_DEFINITIONS.find((candidate) => candidate.type === type);
  const tier2 = definition?.tier2.find((value) => value.code === tier2Code);
  return definition?.tier1.find((value) => value.code === tier2?.tier1) ?? null;
}

export type { StageValue, Tier2Value, TorontoCancerType };
export { TORONTO_DEFINITIONS };

// Public API of the coding engine: ICD-O-3 parsing, ICCC-3 conversion, IARC/IACR consistency
// checks, topography–morphology validity, multiple primaries and Toronto staging. Pure functions,
// shared by the browser and the server.

export { ageAtIncidence, completedYears, parseIsoDate } from './checks-dates';
export {
  type Behaviour,
  type CodeRange,
  compactTopography,
  type Grade,
  inRanges,
  type Morphology,
  normaliseTopography,
  parseCodeRanges,
  parseGrade,
  parseMorphology,
  parseTopography,
  type Topography,
} from './codes';
export {
  type ConsistencyCheckOptions,
  runConsistencyChecks,
  worstSeverity,
} from './consistency-checks';
export type {
  CheckSeverity,
  ConsistencyCheckInput,
  ConsistencyCheckName,
  ConsistencyCheckResult,
  Sex,
} from './consistency-checks-types';
export {
  classifyIccc3,
  ICCC3_GROUPS,
  ICCC3_VERSION,
  type Iccc3Classification,
  type Iccc3Input,
  type Iccc3MainGroup,
  iccc3GroupLabel,
  NOT_CLASSIFIABLE,
} from './iccc3';
export type { Iccc3Group, Iccc3GroupLevel } from './iccc3-data';
export {
  comparePrimaries,
  decidePrimary,
  histologyGroup,
  type PrimaryComparison,
  type PrimaryDecision,
  type PrimaryReason,
  type PrimaryTumour,
  type PrimaryVerdict,
  primarySiteGroup,
} from './multiple-primaries';
export {
  buildSiteHistologyValidity,
  CHILDHOOD_SITE_HISTOLOGY_VALIDITY,
  type SiteHistologyRow,
  type SiteHistologyValidity,
} from './site-histology-validity';
export {
  collapseToTier1,
  type StageValue,
  type Tier2Value,
  TORONTO_DEFINITIONS,
  type TorontoCancerType,
  type TorontoInput,
  type TorontoStaging,
  torontoTypeFor,
} from './toronto';

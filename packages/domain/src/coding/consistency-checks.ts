// The IARC/IACR consistency checks of a tumour record, in the families of IARC Technical Report 42
// (IARCcrgTools "Check" program). Every family answers once, OK included, so the form and the
// reviewer screen can show a complete checklist rather than only the failures.

import { checkAgeMorphology, checkAgeTopography, checkAgeTopographyMorphology } from './checks-age';
import { ageAtIncidence, checkAgeIncidenceBirthDate, checkDateOfLastContact } from './checks-dates';
import {
  checkBasisMorphology,
  checkGradeBehaviourMorphology,
  checkSexMorphology,
  checkSexTopography,
  checkTopographyBehaviour,
  checkTopographyMorphology,
} from './checks-morphology';
import { parseTopography } from './codes';
import type {
  CheckSeverity,
  ConsistencyCheckInput,
  ConsistencyCheckResult,
  PreparedInput,
} from './consistency-checks-types';
import { CHILDHOOD_SITE_HISTOLOGY_VALIDITY, type SiteHistologyValidity } from './site-histology-validity';

export type ConsistencyCheckOptions = {
  /** Site/histology lookup built from the imported SEER list; defaults to the childhood starter. */
  siteHistologyValidity?: SiteHistologyValidity;
};

export function prepareInput(input: ConsistencyCheckInput): PreparedInput {
  const computedAge = ageAtIncidence(input.birthDate, input.incidenceDate);
  return {
    ...input,
    parsedTopography: parseTopography(input.topography),
    effectiveAge: typeof input.age === 'number' ? input.age : computedAge,
  };
}

export function runConsistencyChecks(
  input: ConsistencyCheckInput,
  options: ConsistencyCheckOptions = {},
): ConsistencyCheckResult[] {
  const prepared = prepareInput(input);
  const validity = options.siteHistologyValidity ?? CHILDHOOD_SITE_HISTOLOGY_VALIDITY;
  return [
    checkAgeIncidenceBirthDate(prepared),
    checkAgeMorphology(prepared),
    checkAgeTopography(prepared),
    checkAgeTopographyMorphology(prepared),
    checkBasisMorphology(prepared),
    checkGradeBehaviourMorphology(prepared),
    checkSexTopography(prepared),
    checkSexMorphology(prepared),
    checkTopographyBehaviour(prepared),
    checkTopographyMorphology(prepared, validity),
    checkDateOfLastContact(prepared),
  ];
}

const SEVERITY_ORDER: readonly CheckSeverity[] = ['OK', 'Missing', 'Rare', 'Query', 'Invalid'];

/** The most serious severity of a list of results (OK for an empty list). */
export function worstSeverity(results: readonly ConsistencyCheckResult[]): CheckSeverity {
  return results.reduce<CheckSeverity>(
    (worst, { severity }) =>
      SEVERITY_ORDER.indexOf(severity) > SEVERITY_ORDER.indexOf(worst) ? severity : worst,
    'OK',
  );
}

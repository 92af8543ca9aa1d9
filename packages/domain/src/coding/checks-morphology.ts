// Morphology-centred checks (IARC TR 42): basis of diagnosis, grade, sex, behaviour and site.

import {
  B_CELL_RANGES,
  FEMALE_ONLY_MORPHOLOGIES,
  FEMALE_ONLY_WHEN_MALIGNANT,
  FEMALE_SITES,
  FIRST_HAEMATOPOIETIC_HISTOLOGY,
  IMPLIED_GRADE,
  MALE_ONLY_MORPHOLOGIES,
  MALE_SITES,
  MELANOMA_WITHOUT_MICROSCOPY_SITES,
  MICROSCOPIC_BASIS,
  MORPHOLOGY_WITHOUT_MICROSCOPY,
  NO_IN_SITU_SITES,
  T_NK_RANGE,
  T_NK_RANGE_EXCEPTIONS,
} from './consistency-checks-data';
import {
  type ConsistencyCheckResult,
  missing,
  ok,
  type PreparedInput,
  result,
} from './consistency-checks-types';
import type { SiteHistologyValidity } from './site-histology-validity';

const includes = (list: readonly number[], value: number) => list.includes(value);
const siteOf = (input: PreparedInput) =>
  input.parsedTopography ? Math.floor(input.parsedTopography.value / 10) : null;

export function checkBasisMorphology(input: PreparedInput): ConsistencyCheckResult {
  const check = 'basis-morphology';
  const { basisOfDiagnosis: basis, histology, behaviour } = input;
  const site = siteOf(input);
  if (basis === null || histology === null || site === null) return missing(check);
  // In situ (behaviour 2) is a microscopic finding by definition (ICD-O-3: "intraepithelial,
  // non-infiltrating"): no exemption of the list below holds for it, DCO or clinical basis included.
  if (behaviour === 2 && !includes(MICROSCOPIC_BASIS, basis))
    return result(check, 'Query', 'inSituNeedsMicroscopy', { basis, histology });
  const exempt =
    includes(MORPHOLOGY_WITHOUT_MICROSCOPY, histology) ||
    (histology === 8720 && includes(MELANOMA_WITHOUT_MICROSCOPY_SITES, site));
  // IARC queries unknown basis (9) too: a specific morphology implies someone looked at cells.
  if (exempt || includes(MICROSCOPIC_BASIS, basis)) return ok(check);
  return result(check, 'Query', 'needsMicroscopy', { basis, histology });
}

/** Grades the morphology allows, or null when any grade fits. */
function allowedGrades(histology: number): readonly number[] | null {
  const implied = IMPLIED_GRADE.find((rule) => rule.histologies.includes(histology));
  if (implied) return implied.allowed;
  if (B_CELL_RANGES.some(([from, to]) => histology >= from && histology <= to)) return [6];
  if (
    histology >= T_NK_RANGE[0] &&
    histology <= T_NK_RANGE[1] &&
    !includes(T_NK_RANGE_EXCEPTIONS, histology)
  ) {
    return [5, 8];
  }
  return null;
}

export function checkGradeBehaviourMorphology(input: PreparedInput): ConsistencyCheckResult {
  const check = 'grade-behaviour-morphology';
  const { behaviour, histology, grade } = input;
  if (behaviour === null || histology === null) return missing(check);
  if (behaviour !== 3) {
    // Grading describes malignant tumours only.
    return grade === null || grade === 9
      ? ok(check)
      : result(check, 'Invalid', 'gradeForNonMalignant', { grade });
  }
  if (grade === null) return missing(check);
  if (!Number.isInteger(grade) || grade < 1 || grade > 9)
    return result(check, 'Invalid', 'invalidGrade', { grade });
  if (grade === 9) return ok(check);
  if (grade >= 5 && grade <= 8 && histology < FIRST_HAEMATOPOIETIC_HISTOLOGY) {
    return result(check, 'Invalid', 'lineageGradeForSolidTumour', { grade, histology });
  }
  const allowed = allowedGrades(histology);
  if (allowed && !allowed.includes(grade)) {
    return result(check, 'Invalid', 'gradeInconsistent', { grade, histology, expected: allowed.join('/') });
  }
  return ok(check);
}

export function checkSexTopography(input: PreparedInput): ConsistencyCheckResult {
  const check = 'sex-topography';
  const site = siteOf(input);
  if (input.sex === null || site === null) return missing(check);
  const within = ([from, to]: readonly [number, number]) => site >= from && site <= to;
  if (input.sex === 'male' && within(FEMALE_SITES)) return result(check, 'Invalid', 'femaleSiteInMale');
  if (input.sex === 'female' && within(MALE_SITES)) return result(check, 'Invalid', 'maleSiteInFemale');
  return ok(check);
}

export function checkSexMorphology(input: PreparedInput): ConsistencyCheckResult {
  const check = 'sex-morphology';
  const { sex, histology, behaviour } = input;
  if (sex === null || histology === null) return missing(check);
  const femaleOnly =
    includes(FEMALE_ONLY_MORPHOLOGIES, histology) ||
    (behaviour === 3 && includes(FEMALE_ONLY_WHEN_MALIGNANT, histology));
  if (sex === 'male' && femaleOnly) return result(check, 'Rare', 'femaleMorphologyInMale', { histology });
  if (sex === 'female' && includes(MALE_ONLY_MORPHOLOGIES, histology)) {
    return result(check, 'Rare', 'maleMorphologyInFemale', { histology });
  }
  return ok(check);
}

export function checkTopographyBehaviour(input: PreparedInput): ConsistencyCheckResult {
  const check = 'topography-behaviour';
  const site = siteOf(input);
  if (site === null || input.behaviour === null) return missing(check);
  if (input.behaviour === 2 && includes(NO_IN_SITU_SITES, site)) {
    return result(check, 'Rare', 'inSituAtSite', { topography: input.parsedTopography?.code ?? '' });
  }
  return ok(check);
}

export function checkTopographyMorphology(
  input: PreparedInput,
  validity: SiteHistologyValidity,
): ConsistencyCheckResult {
  const check = 'topography-morphology';
  const { parsedTopography, histology, behaviour } = input;
  if (!parsedTopography || histology === null || behaviour === null) return missing(check);
  if (validity(parsedTopography.code, histology, behaviour) === false) {
    return result(check, 'Rare', 'unlikelySite', {
      topography: parsedTopography.code,
      morphology: `${histology}/${behaviour}`,
    });
  }
  return ok(check);
}

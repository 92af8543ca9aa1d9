// Age-dependent combinations (IARC TR 42): age–morphology, age–topography,
// age–topography–morphology. All outcomes are "Rare": possible, but worth a second look.

import { AGE_MORPHOLOGY, AGE_TOPOGRAPHY } from './consistency-checks-data';
import {
  type ConsistencyCheckResult,
  missing,
  ok,
  type PreparedInput,
  result,
} from './consistency-checks-types';

const includes = (list: readonly number[], value: number) => list.includes(value);

export function checkAgeMorphology(input: PreparedInput): ConsistencyCheckResult {
  const check = 'age-morphology';
  const age = input.effectiveAge;
  const histology = input.histology;
  if (age === null || histology === null) return missing(check);
  const rare =
    (age <= 25 && includes(AGE_MORPHOLOGY.maxAge25, histology)) ||
    (age >= 15 && includes(AGE_MORPHOLOGY.minAge15, histology)) ||
    (age < 15 && includes(AGE_MORPHOLOGY.belowAge15, histology));
  return rare ? result(check, 'Rare', 'rare', { age, histology }) : ok(check);
}

export function checkAgeTopography(input: PreparedInput): ConsistencyCheckResult {
  const check = 'age-topography';
  const age = input.effectiveAge;
  const topography = input.parsedTopography;
  if (age === null || !topography) return missing(check);
  const site = Math.floor(topography.value / 10);
  const rare =
    (age < 5 && includes(AGE_TOPOGRAPHY.belowAge5Sites, site)) ||
    (age < 20 &&
      (includes(AGE_TOPOGRAPHY.belowAge20Sites, site) ||
        includes(AGE_TOPOGRAPHY.belowAge20Subsites, topography.value)));
  return rare ? result(check, 'Rare', 'rare', { age, topography: topography.code }) : ok(check);
}

export function checkAgeTopographyMorphology(input: PreparedInput): ConsistencyCheckResult {
  const check = 'age-topography-morphology';
  const age = input.effectiveAge;
  const topography = input.parsedTopography;
  const histology = input.histology;
  if (age === null || !topography || histology === null) return missing(check);
  const site = Math.floor(topography.value / 10);
  const family = Math.floor(histology / 10);
  const rare =
    // adenocarcinoma of the prostate before 40
    (age < 40 && site === 61 && family === 814) ||
    // small-intestine tumours before 20 are lymphomas, not carcinomas or sarcomas
    (age < 20 && site === 17 && histology < 9590) ||
    // colon and lung tumours before 20 are carcinoids (824x)
    (age < 20 && (site === 18 || site === 33 || site === 34) && family !== 824) ||
    // retinoblastoma after 5
    (age > 5 && site === 69 && (histology === 9510 || histology === 9512)) ||
    // placental choriocarcinoma outside child-bearing age
    ((age < 15 || age > 45) && site === 58 && histology === 9100);
  return rare ? result(check, 'Rare', 'rare', { age, topography: topography.code, histology }) : ok(check);
}

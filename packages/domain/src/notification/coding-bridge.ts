/**
 * Where notification rules meet the coding engine: the ICC3 association and Toronto applicability
 * of a tumour are computed from its codes (the notification holds dictionary ids; the caller maps).
 */

import { parseMorphology } from '../coding/codes';
import { classifyIccc3, type Iccc3Classification } from '../coding/iccc3';
import { type TorontoStaging, torontoTypeFor } from '../coding/toronto';
import { notificationMsg } from './codes';
import { Iccc3Type, type Iccc3TypeId } from './constants';
import type { Iccc3Association } from './dependencies-tumour';

export type TumourCodes = { topographyCode: string; morphologyCode: string; ageAtDiagnostic?: number | null };

/** ICCC-3 of a tumour from its ICD-O-3 codes; null when a code does not parse. */
export function iccc3OfTumour({ topographyCode, morphologyCode }: TumourCodes): Iccc3Classification | null {
  const morphology = parseMorphology(morphologyCode);
  if (!morphology) return null;
  return classifyIccc3({
    topography: topographyCode,
    histology: morphology.histology,
    behaviour: morphology.behaviour,
  });
}

/** The Toronto tumour type and its allowed values, or null when Toronto staging does not apply. */
export function torontoOfTumour({
  topographyCode,
  morphologyCode,
  ageAtDiagnostic,
}: TumourCodes): TorontoStaging | null {
  const morphology = parseMorphology(morphologyCode);
  if (!morphology) return null;
  return torontoTypeFor({
    topography: topographyCode,
    histology: morphology.histology,
    behaviour: morphology.behaviour,
    ageYears: ageAtDiagnostic ?? null,
  });
}

/**
 * The association of a tumour, from its codes, with `idOf` mapping an ICCC-3 group code ('I',
 * 'Ia', 'Ia.1') to its dictionary id at that level. Invalid when ICCC-3 cannot classify the pair.
 */
export function associationOfTumour(
  codes: TumourCodes,
  idOf: (level: Iccc3TypeId, groupCode: string) => number | null,
): Iccc3Association {
  const c = iccc3OfTumour(codes);
  const at = (level: Iccc3TypeId, code: string | null | undefined) => (code ? idOf(level, code) : null);
  if (!c?.isValid)
    return { isValidAssociation: false, icC3PrimaryId: null, icC3CategoryId: null, icC3SubcategoryId: null };
  return {
    isValidAssociation: true,
    icC3PrimaryId: at(Iccc3Type.Primary, c.mainGroup),
    icC3CategoryId: at(Iccc3Type.Category, c.subgroup),
    icC3SubcategoryId: at(Iccc3Type.Subcategory, c.extended),
  };
}

/**
 * The association call's answer (spec 02 §3: one icc3Id at level icc3Type) as the three levels,
 * climbing with `parentOf`. Null answers keep the default: not valid, nothing to fill.
 */
export function associationFromAnswer(
  answer: { icc3Type: number; icc3Id: number | null; isValidAssociation: boolean } | null,
  parentOf: (icc3Id: number) => number | null,
): Iccc3Association {
  const none: Iccc3Association = {
    isValidAssociation: false,
    icC3PrimaryId: null,
    icC3CategoryId: null,
    icC3SubcategoryId: null,
  };
  if (answer && ![1, 2, 3].includes(answer.icc3Type)) return none;
  if (!answer || answer.icc3Id === null)
    return { ...none, isValidAssociation: answer?.isValidAssociation ?? false };
  const levels: (number | null)[] = [null, null, null];
  let current: number | null = answer.icc3Id;
  for (let level = answer.icc3Type; level >= 1 && current !== null; level--) {
    levels[level - 1] = current;
    current = level > 1 ? parentOf(current) : null;
  }
  return {
    isValidAssociation: answer.isValidAssociation,
    icC3PrimaryId: levels[0],
    icC3CategoryId: levels[1],
    icC3SubcategoryId: levels[2],
  };
}

/** Spec 02 §4: a pair without a valid association gets a warning toast, not an error. */
export const associationWarning = (a: Iccc3Association | null) =>
  a?.isValidAssociation ? null : notificationMsg.invalidAssociation;

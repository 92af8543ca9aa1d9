/**
 * Field dependencies of the morphology, ICC3, staging, imaging, grading and prognostic panels
 * (spec 02 §4). Lookups the rules need from the dictionaries are passed in, so this stays pure.
 */
import { withCodedParent } from './coded-pairs';
import type { Notification } from './model';

/** The ICC3 values a morphology/topography pair maps to; ids of the ICC3 dictionary levels. */
export type Iccc3Association = {
  isValidAssociation: boolean;
  icC3PrimaryId: number | null;
  icC3CategoryId: number | null;
  icC3SubcategoryId: number | null;
};

export type ImagingSubcategoryInfo = { id: number; categoryId: number; hasContrastMaterial: boolean };

type Morphology = Notification['cancerMorphology'];
const withMorphology = (n: Notification, fields: Partial<Morphology>): Notification => ({
  ...n,
  cancerMorphology: { ...n.cancerMorphology, ...fields },
});

const NO_ICCC3 = { icC3PrimaryId: null, icC3CategoryId: null, icC3SubcategoryId: null };

/** Whether an association was found: then its ICC3 values are filled and locked. */
export const associationFound = (a: Iccc3Association | null | undefined): a is Iccc3Association =>
  !!a && (a.icC3PrimaryId !== null || a.icC3CategoryId !== null || a.icC3SubcategoryId !== null);

/**
 * A new morphology code clears ICC3 and fills it from the association when one is found; the
 * grading and prognostic panels mirror the code and drop their own choices, made for the old one.
 */
export function onMorphologyChanged(
  n: Notification,
  morphologyCodeId: number | null,
  association: Iccc3Association | null = null,
): Notification {
  const iccc3 = associationFound(association)
    ? {
        icC3PrimaryId: association.icC3PrimaryId,
        icC3CategoryId: association.icC3CategoryId,
        icC3SubcategoryId: association.icC3SubcategoryId,
      }
    : NO_ICCC3;
  return {
    ...withMorphology(n, { morphologyCodeId, ...iccc3 }),
    tumorGrading: { morphologyCodeId, histologicTypeSubtypeId: null, tumorGradingId: null },
    nonStagePrognosticFactor: {
      ...n.nonStagePrognosticFactor,
      morphologyCodeId,
      markerIds: [],
      otherPrognosticFactorsIds: [],
      prognosticCategoryId: null,
    },
  };
}

/** A behaviour change clears the morphology code, chosen among that behaviour's codes. */
export const onBehaviourChanged = (n: Notification, behaviorId: number | null) =>
  onMorphologyChanged(withCodedParent(n, 'cancerMorphology.behaviorId', behaviorId), null);

// The ICCC-3, Toronto and TNM levels below a changed one are the coded pairs' children (coded-pairs.ts).
export const onIccc3PrimaryChanged = (n: Notification, icC3PrimaryId: number | null) =>
  withCodedParent(n, 'cancerMorphology.icC3PrimaryId', icC3PrimaryId);

export const onIccc3CategoryChanged = (n: Notification, icC3CategoryId: number | null) =>
  withCodedParent(n, 'cancerMorphology.icC3CategoryId', icC3CategoryId);

export const onTorontoClassChanged = (n: Notification, diagnosticClassId: number | null) =>
  withCodedParent(n, 'cancerTorontoStadialization.diagnosticClassId', diagnosticClassId);

export const onTorontoLevel1Changed = (n: Notification, torontoLevel1Id: number | null) =>
  withCodedParent(n, 'cancerTorontoStadialization.torontoLevel1Id', torontoLevel1Id);

export const onTnmStageTypeChanged = (n: Notification, stageTypeId: number | null) =>
  withCodedParent(n, 'cancerTnmStadialization.stageTypeId', stageTypeId);

/** Categories follow the chosen subcategories' parents; the contrast tick follows the subcategories. */
export function deriveImaging(
  imaging: Notification['cancerImagistics'],
  subcategories: readonly ImagingSubcategoryInfo[],
): Notification['cancerImagistics'] {
  const chosen = subcategories.filter((s) =>
    imaging.cancerNotificationImaginingSubcategoryIds.includes(s.id),
  );
  const categoryIds = [...new Set([...imaging.categoryIds, ...chosen.map((s) => s.categoryId)])];
  return { ...imaging, categoryIds, hasContrastMaterial: chosen.some((s) => s.hasContrastMaterial) };
}

/**
 * A category change clears the subcategories. Registrars pick several categories, so only the
 * subcategories whose category was removed go; without the lookup all of them go, as the spec says.
 */
export function onImagingCategoriesChanged(
  n: Notification,
  categoryIds: number[],
  subcategories: readonly ImagingSubcategoryInfo[] | null = null,
): Notification {
  const kept = subcategories
    ? n.cancerImagistics.cancerNotificationImaginingSubcategoryIds.filter((id) =>
        subcategories.some((s) => s.id === id && categoryIds.includes(s.categoryId)),
      )
    : [];
  const imaging = { ...n.cancerImagistics, categoryIds, cancerNotificationImaginingSubcategoryIds: kept };
  return { ...n, cancerImagistics: deriveImaging(imaging, subcategories ?? []) };
}

export const onImagingSubcategoriesChanged = (
  n: Notification,
  subcategoryIds: number[],
  subcategories: readonly ImagingSubcategoryInfo[],
): Notification => ({
  ...n,
  cancerImagistics: deriveImaging(
    { ...n.cancerImagistics, cancerNotificationImaginingSubcategoryIds: subcategoryIds },
    subcategories,
  ),
});

/** A histologic type/subtype allows only some gradings; a grading it does not allow is cleared. */
export function onHistologicTypeChanged(
  n: Notification,
  histologicTypeSubtypeId: number | null,
  allowedGradingIds: readonly number[],
): Notification {
  const { tumorGradingId } = n.tumorGrading;
  const keep = tumorGradingId !== null && allowedGradingIds.includes(tumorGradingId);
  return {
    ...n,
    tumorGrading: {
      ...n.tumorGrading,
      histologicTypeSubtypeId,
      tumorGradingId: keep ? tumorGradingId : null,
    },
  };
}

/**
 * The prognostic meaning of chosen markers or factors: the lowest rank wins (1 not favourable,
 * 2 favourable, 3 meaningless — spec 02 §9); null when nothing ranked is chosen.
 */
export function prognosticMeaning(
  ids: readonly number[],
  rankOf: (id: number) => number | null,
): number | null {
  const ranks = ids.map(rankOf).filter((rank): rank is number => rank !== null);
  return ranks.length ? Math.min(...ranks) : null;
}

/** Markers and other factors chosen: the stored category is the lowest rank of both (BM and AF). */
export function onPrognosticFactorsChanged(
  n: Notification,
  chosen: { markerIds?: number[]; otherPrognosticFactorsIds?: number[] },
  ranks: { markerRank: (id: number) => number | null; factorRank: (id: number) => number | null },
): Notification {
  const p = { ...n.nonStagePrognosticFactor, ...chosen };
  const meanings = [
    prognosticMeaning(p.markerIds, ranks.markerRank),
    prognosticMeaning(p.otherPrognosticFactorsIds, ranks.factorRank),
  ];
  const known = meanings.filter((m): m is number => m !== null);
  return {
    ...n,
    nonStagePrognosticFactor: { ...p, prognosticCategoryId: known.length ? Math.min(...known) : null },
  };
}

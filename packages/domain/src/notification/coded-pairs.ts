/**
 * The coded pairs of a notification (issue 39 item 3): a field whose values depend on another one's
 * (tumour location → topography → laterality, behaviour → morphology → ICCC-3, county → city,
 * Toronto class → levels, TNM stage type → T/N/M). One table serves the three places that hold them:
 * the form offers a child field only the values that belong under its parent and clears it when the
 * parent changes (`codedChildrenOf`, `valuesUnder`); the save and the import refuse a pair the form
 * could not have produced (`codedPairErrors`), a draft too, so no incoherent pair is ever stored.
 * Which value belongs under which comes from the dictionaries, passed in as `CodedPairLookups`.
 */
import type { ListKey } from '../dictionaries/list-ids';
import { codedPairMsg as M } from './codes';
import { associationFound, type Iccc3Association } from './dependencies-tumour';
import type { Notification } from './model';
import { getPath, setPath } from './paths';
import type { FieldErrors } from './rules';

/** What the table reads from the dictionaries; each answers null when it does not know the entry. */
export type CodedPairLookups = {
  /** An entry's parent in its own list (the dictionary's `option`: ICCC-3 levels, Toronto levels, TNM values). */
  parentOf: (list: ListKey, id: number) => number | null;
  /** An entry's code ('8960/3' for a morphology, '3' for a behaviour). */
  codeOf: (list: ListKey, id: number) => string | null;
  /** The topographies a tumour location offers (dictionary link 2); null when the location links none. */
  topographiesOf: (locationId: number) => ReadonlySet<number> | null;
  /** The county a SIRUTA municipality lies in. */
  countyOfCity: (cityId: number) => number | null;
};

export type CodedPair = {
  parent: string;
  child: string;
  /** The child's dictionary list: the values the form filters. */
  childList: ListKey;
  /** The form offers the child only once the parent is chosen (its field is disabled before). */
  needsParent: boolean;
  /** Whether the child's value belongs under the parent's; both are set. */
  belongs: (parentId: number, childId: number, d: CodedPairLookups) => boolean;
  /** The message of a refused pair (it names the child field and the one it depends on). */
  message: string;
};

const underParent =
  (list: ListKey) =>
  (parentId: number, childId: number, d: CodedPairLookups): boolean =>
    d.parentOf(list, childId) === parentId;

const always = () => true;

/** The morphology codes of a behaviour end in its code: 8960/3 is malignant (behaviour code 3). */
const morphologyOfBehaviour = (behaviourId: number, morphologyId: number, d: CodedPairLookups) => {
  const behaviour = d.codeOf('behaviour', behaviourId);
  const morphology = d.codeOf('morphology', morphologyId);
  return behaviour !== null && (morphology?.endsWith(`/${behaviour}`) ?? false);
};

const pair = (
  parent: string,
  child: string,
  childList: ListKey,
  needsParent: boolean,
  belongs: CodedPair['belongs'],
  message: string,
): CodedPair => ({ parent, child, childList, needsParent, belongs, message });

const TNM_FIELDS = {
  tnmT: 'stadializationTId',
  tnmN: 'stadializationNId',
  tnmM: 'stadializationMId',
  tnmStage: 'stadializationStageId',
} as const;

/** Every dependency between coded fields that the form enforces, parent before child. */
export const CODED_PAIRS: readonly CodedPair[] = [
  pair(
    'cancerDiagnostic.tumorLocationId',
    'cancerDiagnostic.topologicCodeId',
    'topography',
    false,
    (location, topography, d) => d.topographiesOf(location)?.has(topography) ?? true,
    M.topography,
  ),
  // The dictionaries tie no laterality to a topography: the form only clears the laterality chosen
  // for the previous topography, so the pair is here for that and refuses nothing.
  pair(
    'cancerDiagnostic.topologicCodeId',
    'cancerDiagnostic.lateralityId',
    'laterality',
    false,
    always,
    M.laterality,
  ),
  pair(
    'patientDetails.countyId',
    'patientDetails.cityId',
    'city',
    true,
    (county, city, d) => d.countyOfCity(city) === county,
    M.city,
  ),
  pair(
    'cancerMorphology.behaviorId',
    'cancerMorphology.morphologyCodeId',
    'morphology',
    true,
    morphologyOfBehaviour,
    M.morphology,
  ),
  pair(
    'cancerMorphology.icC3PrimaryId',
    'cancerMorphology.icC3CategoryId',
    'iccc3Subgroup',
    true,
    underParent('iccc3Subgroup'),
    M.iccc3,
  ),
  pair(
    'cancerMorphology.icC3CategoryId',
    'cancerMorphology.icC3SubcategoryId',
    'iccc3ExtendedGroup',
    true,
    underParent('iccc3ExtendedGroup'),
    M.iccc3,
  ),
  pair(
    'cancerTorontoStadialization.diagnosticClassId',
    'cancerTorontoStadialization.torontoLevel1Id',
    'torontoLevel1',
    true,
    underParent('torontoLevel1'),
    M.toronto,
  ),
  pair(
    'cancerTorontoStadialization.torontoLevel1Id',
    'cancerTorontoStadialization.torontoLevel2Id',
    'torontoLevel2',
    true,
    underParent('torontoLevel2'),
    M.toronto,
  ),
  ...(['tnmT', 'tnmN', 'tnmM', 'tnmStage'] as const).map((list) =>
    pair(
      'cancerTnmStadialization.stageTypeId',
      `cancerTnmStadialization.${TNM_FIELDS[list]}`,
      list,
      true,
      underParent(list),
      M.tnm,
    ),
  ),
  // The simplified stage is offered whatever the stage type, but only once one is chosen.
  pair(
    'cancerTnmStadialization.stageTypeId',
    'cancerTnmStadialization.stadializationSimplifiedStageTypeId',
    'tnmSimplifiedStage',
    true,
    always,
    M.tnm,
  ),
];

const PAIR_OF_CHILD = new Map(CODED_PAIRS.map((p) => [p.child, p]));

/** The pair whose child is the field at `child`. */
export const codedPairOf = (child: string): CodedPair | undefined => PAIR_OF_CHILD.get(child);

/** The fields a change of `parent` clears, their own dependants included, in table order. */
export function codedChildrenOf(parent: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    for (const p of CODED_PAIRS)
      if (p.parent === path && !found.includes(p.child)) {
        found.push(p.child);
        visit(p.child);
      }
  };
  visit(parent);
  return found;
}

/** Sets the parent field at `parent` and clears the fields that depend on it (the form's on-change). */
export function withCodedParent(n: Notification, parent: string, value: number | null): Notification {
  let next = setPath(n, parent, value);
  for (const child of codedChildrenOf(parent)) next = setPath(next, child, null);
  return next;
}

/**
 * The values the form offers in a child field under the parent's value: none while a parent it
 * needs is not chosen, every value when the parent is not required and not chosen.
 */
export function valuesUnder<T extends { id: number }>(
  child: string,
  parentId: number | null,
  options: readonly T[],
  d: CodedPairLookups,
): T[] {
  const p = PAIR_OF_CHILD.get(child);
  if (!p) return [...options];
  if (parentId === null) return p.needsParent ? [] : [...options];
  return options.filter((o) => p.belongs(parentId, o.id, d));
}

const idAt = (n: Notification, path: string) => {
  const value = getPath(n, path);
  return typeof value === 'number' ? value : null;
};

/**
 * The pairs of `n` the form could not have produced, as field errors on the child: a value that does
 * not belong under its parent's, or one set without the parent the form needs first.
 */
export function codedPairErrors(n: Notification, d: CodedPairLookups): FieldErrors {
  const errors: FieldErrors = {};
  for (const p of CODED_PAIRS) {
    const child = idAt(n, p.child);
    if (child === null || p.child in errors) continue;
    const parent = idAt(n, p.parent);
    const wrong = parent === null ? p.needsParent : !p.belongs(parent, child, d);
    if (wrong) errors[p.child] = p.message;
  }
  return errors;
}

const ICCC3_FIELDS = ['icC3PrimaryId', 'icC3CategoryId', 'icC3SubcategoryId'] as const;

/**
 * Morphology (with the topography) → ICCC-3: when the coding engine finds the pair's ICCC-3 group
 * the form fills and locks the three levels, so a body that names another group is refused (a level
 * left empty is filled by the save, as the form would have).
 */
export function iccc3AssociationErrors(
  n: Notification,
  association: Iccc3Association | null | undefined,
): FieldErrors {
  if (!associationFound(association)) return {};
  const errors: FieldErrors = {};
  const m = n.cancerMorphology;
  for (const field of ICCC3_FIELDS)
    if (m[field] !== null && m[field] !== association[field])
      errors[`cancerMorphology.${field}`] = M.iccc3Association;
  return errors;
}

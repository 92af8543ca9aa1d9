import type { DictionaryListItem, NotificationListsAnswer } from '@registry/domain/dictionaries/contracts';
import type { ListKey } from '@registry/domain/dictionaries/list-ids';
import { optionLabel } from '@registry/domain/dictionaries/option-label';
import type { CodedPairLookups } from '@registry/domain/notification/coded-pairs';
import type { DependencyContext } from '@registry/domain/notification/dependencies';
import type { ImagingSubcategoryInfo } from '@registry/domain/notification/dependencies-tumour';
import { todayIso } from '@registry/domain/patient/cnp';
import type { ManyToManyLists } from '../notifications-api';

export type Option = { id: number; label: string; parent: number | null; code?: string | null };

/** The dictionaries of the form in the shapes the panels and the domain dependencies need. */
export type Lookups = {
  options: (key: ListKey) => Option[];
  label: (key: ListKey, id: number | null | undefined) => string;
  reportingUnits: Option[];
  imagingSubcategories: ImagingSubcategoryInfo[];
  gradingsOf: (subtypeId: number) => number[];
  topographiesOf: (locationId: number | null) => Set<number> | null;
  /** Markers (36) or other factors (37) ranked for a morphology, with their rank. */
  factorRanks: (morphologyId: number | null, listId: 36 | 37) => Map<number, number>;
  dependencyContext: () => DependencyContext;
  /** The code of an entry ('C64.9', '8960/3', 'F'), inactive ones included: the consistency checks read codes. */
  code: (key: ListKey, id: number) => string | null;
  /**
   * The dictionaries' side of the coded pairs (domain coded-pairs.ts), which the panels filter their
   * options with. The cities are not here: the form asks the server for a county's cities.
   */
  codedPairs: CodedPairLookups;
};

/** Code lists read with their code in front (C74.9 – Suprarenală): the domain's one label rule. */
const toOption = (key: ListKey) => (item: DictionaryListItem) => ({
  id: item.id,
  label: optionLabel(item, key),
  parent: item.option,
  code: item.code,
});

export function buildLookups(answer: NotificationListsAnswer, links: ManyToManyLists): Lookups {
  const cache = new Map<ListKey, Option[]>();
  const labels = new Map<ListKey, Map<number, string>>();
  const options = (key: ListKey) => {
    let found = cache.get(key);
    if (!found) {
      found = (answer.lists[key] ?? []).filter((i) => i.isActive).map(toOption(key));
      cache.set(key, found);
    }
    return found;
  };
  const label = (key: ListKey, id: number | null | undefined) => {
    if (id == null) return '';
    let map = labels.get(key);
    if (!map) {
      map = new Map((answer.lists[key] ?? []).map((i) => [i.id, toOption(key)(i).label]));
      labels.set(key, map);
    }
    return map.get(id) ?? String(id);
  };
  const codes = new Map<ListKey, Map<number, string | null>>();
  const code = (key: ListKey, id: number) => {
    let map = codes.get(key);
    if (!map) {
      map = new Map((answer.lists[key] ?? []).map((i) => [i.id, i.code]));
      codes.set(key, map);
    }
    return map.get(id) ?? null;
  };
  const contrast = new Set(answer.imaginingSubcategoriesWithContrastMaterial);
  const imagingSubcategories = (answer.lists.imagingSubcategory ?? []).map((s) => ({
    id: s.id,
    categoryId: s.option ?? 0,
    hasContrastMaterial: contrast.has(s.id),
  }));
  const gradings = new Map<number, number[]>();
  for (const g of answer.tumorGradings) {
    for (const subtype of g.histologicTypeSubtypeIds)
      gradings.set(subtype, [...(gradings.get(subtype) ?? []), g.id]);
  }
  const gradingsOf = (subtypeId: number) => gradings.get(subtypeId) ?? [];
  const byLocation = new Map<number, Set<number>>();
  for (const { leftId, rightId } of links.tumorLocationTopographies) {
    const set = byLocation.get(leftId) ?? new Set<number>();
    set.add(rightId);
    byLocation.set(leftId, set);
  }
  const parents = new Map<ListKey, Map<number, number | null>>();
  const parentOf = (key: ListKey, id: number) => {
    let map = parents.get(key);
    if (!map) {
      map = new Map((answer.lists[key] ?? []).map((i) => [i.id, i.option]));
      parents.set(key, map);
    }
    return map.get(id) ?? null;
  };
  const topographiesOf = (locationId: number | null) =>
    locationId === null ? null : (byLocation.get(locationId) ?? null);
  return {
    options,
    label,
    reportingUnits: answer.reportingUnits.map((u) => ({ id: u.id, label: u.text, parent: null })),
    imagingSubcategories,
    gradingsOf,
    topographiesOf,
    factorRanks: (morphologyId, listId) =>
      new Map(
        answer.morphoPrognosticAssociations
          .filter((a) => a.morphologyCodeId === morphologyId && a.factorListId === listId)
          .map((a) => [a.factorId, a.rank]),
      ),
    dependencyContext: () => ({ today: todayIso(), imagingSubcategories, gradingsOf }),
    code,
    codedPairs: { parentOf, codeOf: code, topographiesOf, countyOfCity: () => null },
  };
}

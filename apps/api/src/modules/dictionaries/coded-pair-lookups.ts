import type { CodedPairLookups } from '@registry/domain';
import { LinkId, type ListKey } from '@registry/domain/dictionaries/list-ids';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dictionaryLinks, localities } from '../../db/schema';
import type { ListCache } from './list-cache';
import { readList } from './list-readers';

/** The lists whose entries name their parent (the dictionary's `option`) for a coded pair. */
const PARENT_LISTS: readonly ListKey[] = [
  'iccc3Subgroup',
  'iccc3ExtendedGroup',
  'torontoLevel1',
  'torontoLevel2',
  'tnmT',
  'tnmN',
  'tnmM',
  'tnmStage',
];
const CODE_LISTS: readonly ListKey[] = ['behaviour', 'morphology'];

/**
 * The dictionaries' side of the coded pairs (packages/domain notification/coded-pairs.ts), built once
 * per dictionary version like the known ids: the parents of the levelled lists (retired entries too, a
 * stored record may hold one), the codes of the behaviours and morphologies, the topographies each
 * tumour location offers (the active links, as the form's list) and the county of each municipality
 * (SIRUTA level 2, what the form offers). A save then checks its pairs with no query.
 */
export function codedPairLookups(db: Db | Tx, cache: ListCache): Promise<CodedPairLookups> {
  return cache.get('coded-pairs', async () => {
    const [parentLists, codeLists, links, cities] = await Promise.all([
      Promise.all(PARENT_LISTS.map((list) => readList(db as Db, list, 'ro', true))),
      Promise.all(CODE_LISTS.map((list) => readList(db as Db, list, 'ro', true))),
      db
        .select({ leftId: dictionaryLinks.leftId, rightId: dictionaryLinks.rightId })
        .from(dictionaryLinks)
        .where(
          and(
            eq(dictionaryLinks.linkId, LinkId.tumourLocationTopography),
            eq(dictionaryLinks.isActive, true),
          ),
        ),
      db
        .select({ id: localities.id, countyId: localities.countyId })
        .from(localities)
        .where(eq(localities.level, 2)),
    ]);
    const parents = new Map(
      PARENT_LISTS.map((list, i) => [list, new Map(parentLists[i].map((e) => [e.id, e.option]))]),
    );
    const codes = new Map(
      CODE_LISTS.map((list, i) => [list, new Map(codeLists[i].map((e) => [e.id, e.code]))]),
    );
    const byLocation = new Map<number, Set<number>>();
    for (const { leftId, rightId } of links) {
      const set = byLocation.get(leftId) ?? new Set<number>();
      set.add(rightId);
      byLocation.set(leftId, set);
    }
    const countyOfCity = new Map(cities.map((c) => [c.id, c.countyId]));
    return {
      parentOf: (list, id) => parents.get(list)?.get(id) ?? null,
      codeOf: (list, id) => codes.get(list)?.get(id) ?? null,
      topographiesOf: (location) => byLocation.get(location) ?? null,
      countyOfCity: (city) => countyOfCity.get(city) ?? null,
    };
  });
}

import {
  type Morphology,
  parseMorphology,
  type QualityCodeList,
  type QualityContext,
} from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dictionaryEntries, morphologies, topographies } from '../../../db/schema';

const SMALL_LISTS: Record<Exclude<QualityCodeList, 'topography' | 'morphology'>, number> = {
  gender: ListId.gender,
  behaviour: ListId.behaviour,
  grade: ListId.grade,
  basisOfDiagnosis: ListId.basisOfDiagnosis,
};

/**
 * Every code the checks read, loaded once per run (a few thousand rows), so that checking a page of
 * records needs no query per record; the morphologies parsed once too, not once per record.
 */
export async function loadCodes(db: Db): Promise<Pick<QualityContext, 'codeOf' | 'morphologyOf'>> {
  const [topo, morpho, small] = await Promise.all([
    db.select({ id: topographies.id, code: topographies.code }).from(topographies),
    db.select({ id: morphologies.id, code: morphologies.code }).from(morphologies),
    db
      .select({ listId: dictionaryEntries.listId, id: dictionaryEntries.id, code: dictionaryEntries.code })
      .from(dictionaryEntries)
      .where(inArray(dictionaryEntries.listId, Object.values(SMALL_LISTS))),
  ]);
  const byList = new Map<number, Map<number, string | null>>();
  for (const r of small) {
    if (!byList.has(r.listId)) byList.set(r.listId, new Map());
    byList.get(r.listId)?.set(r.id, r.code);
  }
  const topography = new Map(topo.map((r) => [r.id, r.code]));
  const morphology = new Map(morpho.map((r) => [r.id, r.code]));
  const parsed = new Map<number, Morphology | null>(morpho.map((r) => [r.id, parseMorphology(r.code)]));
  return {
    codeOf: (list, id) => {
      if (list === 'topography') return topography.get(id) ?? null;
      if (list === 'morphology') return morphology.get(id) ?? null;
      return byList.get(SMALL_LISTS[list])?.get(id) ?? null;
    },
    morphologyOf: (id) => parsed.get(id) ?? null,
  };
}

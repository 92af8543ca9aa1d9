import type { QualityCodeList } from '@registry/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictionaryEntries, morphologies, topographies } from '../../db/schema';
import { association, codedPairLookups, knownIds, type ListCache } from '../dictionaries';
import { SMALL_LISTS } from './notification-quality.service';
import type { SaveLookups } from './notification-save-check';

/** Pairs remembered per dictionary version; past this the memory starts again (no registry meets it). */
const MAX_PAIRS = 20_000;

/**
 * The form save's reference look-ups from memory (issue 25): the codes the consistency checks read
 * (before the transaction and again inside it), the coded pairs' parents and links, the
 * dictionaries' ids and the ICCC-3 association of each (morphology, topography) pair asked. Built
 * once per dictionary version (the list cache notices a re-import, at the cost of one small query),
 * they spare a save nine look-ups, one round trip each, of data that changes only with an import.
 * The very tables and filters the database look-ups read (notification-quality.service.ts codesOf,
 * dictionaries/coded-pair-lookups.ts), so the answers are the same.
 *
 * Only `association` may query (its first time for a pair), and only before the save's transaction:
 * inside it the embedded database's one connection is the transaction's.
 */
export function cachedSaveLookups(db: Db, cache: ListCache): Promise<SaveLookups> {
  return cache.get('save-lookups', () => buildSaveLookups(db, cache));
}

async function buildSaveLookups(db: Db, cache: ListCache): Promise<SaveLookups> {
  const smallLists = Object.entries(SMALL_LISTS) as [QualityCodeList, number][];
  const [topographyRows, morphologyRows, entryRows, known, codedPairs] = await Promise.all([
    db.select({ id: topographies.id, code: topographies.code }).from(topographies),
    db.select({ id: morphologies.id, code: morphologies.code }).from(morphologies),
    db
      .select({ listId: dictionaryEntries.listId, id: dictionaryEntries.id, code: dictionaryEntries.code })
      .from(dictionaryEntries)
      .where(
        inArray(
          dictionaryEntries.listId,
          smallLists.map(([, listId]) => listId),
        ),
      ),
    knownIds(db, cache),
    codedPairLookups(db, cache),
  ]);
  const codes = new Map<string, string | null>();
  for (const t of topographyRows) codes.set(`topography:${t.id}`, t.code);
  for (const m of morphologyRows) codes.set(`morphology:${m.id}`, m.code);
  for (const [list, listId] of smallLists)
    for (const e of entryRows) if (e.listId === listId) codes.set(`${list}:${e.id}`, e.code);
  const associations = new Map<string, ReturnType<SaveLookups['association']>>();
  return {
    association(morphologyId, topographyId) {
      const key = `${morphologyId}|${topographyId}`;
      let found = associations.get(key);
      if (!found) {
        if (associations.size >= MAX_PAIRS) associations.clear();
        // A failure (an unknown id, a lost connection) answers null as databaseLookups does, unremembered.
        found = association(db, morphologyId, topographyId).catch(() => {
          associations.delete(key);
          return null;
        });
        associations.set(key, found);
      }
      return found;
    },
    codedPairs,
    knownIds: known,
    qualityCodeOf: (list, id) => codes.get(`${list}:${id}`) ?? null,
  };
}

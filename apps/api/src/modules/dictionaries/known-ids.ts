import { REFERENCED_LISTS } from '@registry/domain';
import type { ListKey } from '@registry/domain/dictionaries/list-ids';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localities } from '../../db/schema';
import type { ListCache } from './list-cache';
import { readList } from './list-readers';

export type KnownIds = (list: ListKey) => ReadonlySet<number>;

/**
 * Every id, active or retired, of the lists a notification refers to: built once per dictionary
 * version (one small query per save after that), so checking a save's ids costs no round trips.
 */
export async function knownIds(db: Db, cache: ListCache): Promise<KnownIds> {
  const sets = await cache.get('known-ids', async () => {
    const entries = await Promise.all(
      REFERENCED_LISTS.map(async (list) => {
        const items = await readList(db, list, 'ro', true);
        return [list, new Set(items.map((i) => i.id))] as const;
      }),
    );
    return new Map<ListKey, ReadonlySet<number>>(entries);
  });
  const none: ReadonlySet<number> = new Set();
  return (list) => sets.get(list) ?? none;
}

/** Whether the municipality, town or commune (SIRUTA level 2, what the form offers) lies in the county. */
export async function isCityOfCounty(db: Db, cityId: number, countyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: localities.id })
    .from(localities)
    .where(and(eq(localities.id, cityId), eq(localities.countyId, countyId), eq(localities.level, 2)));
  return Boolean(row);
}

import type { Language } from '@registry/domain';
import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import { ListId, type ListKey } from '@registry/domain/dictionaries/list-ids';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  counties,
  countries,
  dictionaryEntries,
  iccc3Groups,
  localities,
  morphologies,
  topographies,
} from '../../db/schema';

// Reads one list in one language. Most lists live in dictionary_entries; the big or joined ones in
// their own tables. Inactive entries are left out unless asked for (a saved record may still show them).

type Labelled = {
  id: PgColumn;
  code: PgColumn | null;
  labelRo: PgColumn;
  labelEn: PgColumn;
  parent: PgColumn | null;
  sortOrder: PgColumn;
  isActive: PgColumn;
};
type Source = { table: PgTable; columns: Labelled; where?: SQL };

function source(key: ListKey): Source | null {
  const base = { sortOrder: dictionaryEntries.sortOrder };
  switch (key) {
    case 'country':
      return {
        table: countries,
        columns: {
          id: countries.id,
          code: countries.alpha2,
          labelRo: countries.labelRo,
          labelEn: countries.labelEn,
          parent: null,
          sortOrder: countries.sortOrder,
          isActive: countries.isActive,
        },
      };
    case 'county':
      return {
        table: counties,
        columns: {
          id: counties.id,
          code: counties.autoCode,
          labelRo: counties.labelRo,
          labelEn: counties.labelEn,
          parent: null,
          sortOrder: counties.sortOrder,
          isActive: counties.isActive,
        },
      };
    case 'topography':
    case 'deathReason':
      return {
        table: topographies,
        columns: {
          id: topographies.id,
          code: topographies.code,
          labelRo: topographies.labelRo,
          labelEn: topographies.labelEn,
          parent: null,
          sortOrder: topographies.sortOrder,
          isActive: topographies.isActive,
        },
        // The death-reason list is every topography plus "other" and "unavailable" (spec 02 §5).
        where: key === 'topography' ? eq(topographies.isSpecial, false) : undefined,
      };
    case 'morphology':
      return {
        table: morphologies,
        columns: {
          id: morphologies.id,
          code: morphologies.code,
          labelRo: morphologies.labelRo,
          labelEn: morphologies.labelEn,
          parent: null,
          sortOrder: morphologies.sortOrder,
          isActive: morphologies.isActive,
        },
      };
    case 'iccc3MainGroup':
    case 'iccc3Subgroup':
    case 'iccc3ExtendedGroup': {
      const level = key === 'iccc3MainGroup' ? 1 : key === 'iccc3Subgroup' ? 2 : 3;
      return {
        table: iccc3Groups,
        columns: {
          id: iccc3Groups.id,
          code: iccc3Groups.code,
          labelRo: iccc3Groups.labelRo,
          labelEn: iccc3Groups.labelEn,
          parent: iccc3Groups.parentId,
          sortOrder: iccc3Groups.sortOrder,
          isActive: iccc3Groups.isActive,
        },
        where: eq(iccc3Groups.level, level),
      };
    }
    case 'city':
      return null;
    default:
      return {
        table: dictionaryEntries,
        columns: {
          id: dictionaryEntries.id,
          code: dictionaryEntries.code,
          labelRo: dictionaryEntries.labelRo,
          labelEn: dictionaryEntries.labelEn,
          parent: dictionaryEntries.parentId,
          isActive: dictionaryEntries.isActive,
          ...base,
        },
        where: eq(dictionaryEntries.listId, ListId[key]),
      };
  }
}

type RawItem = { id: unknown; code: unknown; text: unknown; option: unknown; isActive: unknown };

function toItem(row: RawItem): DictionaryListItem {
  return {
    id: Number(row.id),
    code: row.code === null || row.code === undefined ? null : String(row.code),
    text: String(row.text),
    option: row.option === null || row.option === undefined ? null : Number(row.option),
    isActive: row.isActive === true,
  };
}

export async function readList(
  db: Db,
  key: ListKey,
  language: Language,
  includeInactive = false,
): Promise<DictionaryListItem[]> {
  const src = source(key);
  if (!src) return [];
  const c = src.columns;
  const conditions = [src.where, includeInactive ? undefined : eq(c.isActive, true)].filter(
    (x) => x !== undefined,
  );
  const rows = await db
    .select({
      id: c.id,
      code: c.code ?? c.id,
      text: language === 'en' ? c.labelEn : c.labelRo,
      option: c.parent ?? c.id,
      isActive: c.isActive,
    })
    .from(src.table)
    .where(and(...conditions))
    .orderBy(asc(c.sortOrder), asc(c.id));
  return rows.map((row) => {
    const item = toItem(row);
    return { ...item, code: c.code ? item.code : null, option: c.parent ? item.option : null };
  });
}

/** Municipalities, towns and communes (SIRUTA level 2) of one county; id and code = SIRUTA. */
export async function readCities(
  db: Db,
  countyId: number,
  includeInactive = false,
): Promise<DictionaryListItem[]> {
  const rows = await db
    .select({
      id: localities.id,
      text: localities.labelRo,
      option: localities.countyId,
      isActive: localities.isActive,
    })
    .from(localities)
    .where(
      and(
        eq(localities.countyId, countyId),
        eq(localities.level, 2),
        includeInactive ? undefined : eq(localities.isActive, true),
      ),
    )
    .orderBy(asc(localities.sortOrder));
  return rows.map((row) => ({ ...toItem({ ...row, code: null }), code: String(row.id) }));
}

import {
  type CodeResolver,
  type ImportLookup,
  NOTIFICATION_IMPORT_COLUMNS,
  normaliseHeader,
  type QualityCodeList,
} from '@registry/domain';
import type { ListKey } from '@registry/domain/dictionaries/list-ids';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { localities, reportingUnits } from '../../../db/schema';
import { association, codedPairLookups, type ListCache } from '../../dictionaries';
import { knownIds } from '../../dictionaries/known-ids';
import { readList } from '../../dictionaries/list-readers';
import type { SaveLookups } from '../../notifications/notification-save-check';

type CodeTable = { byCode: Map<string, number>; ids: Set<number> };

const QUALITY_LISTS: QualityCodeList[] = [
  'topography',
  'morphology',
  'gender',
  'behaviour',
  'grade',
  'basisOfDiagnosis',
];

/** The lists an import looks codes up in: every code column's, plus the behaviour and vital status. */
const LISTS: ListKey[] = [
  ...new Set([
    ...NOTIFICATION_IMPORT_COLUMNS.flatMap((c) =>
      c.lookup && c.lookup !== 'unit' && c.lookup !== 'city' ? [c.lookup] : [],
    ),
    'behaviour' as const,
    'trackingStatus' as const,
    'deathReason' as const,
    'morphology' as const,
    // What the consistency checks read (issue 16), so that they cost no query per row either.
    ...QUALITY_LISTS,
  ]),
];

const norm = (text: string) => normaliseHeader(text);

/**
 * Every code an import may meet, read once into maps (the dictionaries, the units, the SIRUTA
 * localities), so a 10,000-row file costs no query per cell. A code is matched first as the code
 * the list shows (ICD-O-3, ENCR basis, M/F…), then as the entry's number, then as its label.
 */
export async function buildCodeLookups(db: Db, cache: ListCache) {
  const tables = new Map<ImportLookup, CodeTable>();
  const codesById = new Map<string, string | null>();
  await Promise.all(
    LISTS.map(async (list) => {
      const [ro, en] = await Promise.all([readList(db, list, 'ro', true), readList(db, list, 'en', true)]);
      const byCode = new Map<string, number>();
      for (const item of [...ro, ...en])
        if (!byCode.has(norm(item.text))) byCode.set(norm(item.text), item.id);
      // Codes win over labels: set them last.
      for (const item of ro) if (item.code) byCode.set(norm(item.code), item.id);
      tables.set(list, { byCode, ids: new Set(ro.map((i) => i.id)) });
      for (const item of ro) codesById.set(`${list}:${item.id}`, item.code);
    }),
  );
  const units = await db.select({ id: reportingUnits.id, name: reportingUnits.name }).from(reportingUnits);
  tables.set('unit', {
    byCode: new Map(units.map((u) => [norm(u.name), u.id])),
    ids: new Set(units.map((u) => u.id)),
  });
  const cities = await db
    .select({ id: localities.id, countyId: localities.countyId })
    .from(localities)
    .where(eq(localities.level, 2));
  const countyOfCity = new Map(cities.map((c) => [c.id, c.countyId]));
  tables.set('city', { byCode: new Map(), ids: new Set(countyOfCity.keys()) });

  const resolve: CodeResolver = (lookup, code) => {
    const table = tables.get(lookup);
    if (!table) return undefined;
    const text = norm(code);
    const byCode = table.byCode.get(text);
    if (byCode !== undefined) return byCode;
    const asNumber = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    return table.ids.has(asNumber) ? asNumber : undefined;
  };

  // The ICCC-3 association of each topography/morphology pair, asked once per pair.
  const associations = new Map<string, ReturnType<SaveLookups['association']>>();
  const [known, codedPairs] = await Promise.all([knownIds(db, cache), codedPairLookups(db, cache)]);
  const lookups: SaveLookups = {
    association(m, t) {
      const key = `${m}|${t}`;
      let found = associations.get(key);
      if (!found) {
        found = association(db, m, t).catch(() => null);
        associations.set(key, found);
      }
      return found;
    },
    codedPairs,
    knownIds: known,
    qualityCodeOf: (list, id) => codesById.get(`${list}:${id}`) ?? null,
  };
  return { resolve, lookups, codeOf: (lookup: ImportLookup) => tables.get(lookup) };
}
export type CodeLookups = Awaited<ReturnType<typeof buildCodeLookups>>;

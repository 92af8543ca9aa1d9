import type { EvolutionSource, Language } from '@registry/domain';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  counties,
  countries,
  dictionaryEntries,
  iccc3Groups,
  localities,
  morphologies,
  reportingUnits,
  topographies,
} from '../../db/schema';

type Key = string;
const keyOf = (kind: string, id: number) => `${kind}:${id}`;

/**
 * Turns stored ids into what a reviewer reads. Collects the ids a page of versions uses, loads their
 * labels in one query per table, then answers synchronously.
 */
export function createLabeler(db: Db, language: Language) {
  const wanted = new Map<string, Set<number>>();
  const labels = new Map<Key, string>();
  const pick = (row: { labelRo: string; labelEn: string }) => (language === 'en' ? row.labelEn : row.labelRo);
  const kindOf = (source: EvolutionSource) =>
    typeof source === 'object' ? `list${'list' in source ? source.list : source.lists}` : source;

  return {
    want(source: EvolutionSource, value: unknown) {
      const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
      if (!ids.length) return;
      const kind = kindOf(source);
      const set = wanted.get(kind) ?? new Set<number>();
      for (const id of ids) set.add(id);
      wanted.set(kind, set);
    },
    async load() {
      for (const [kind, set] of wanted) {
        const ids = [...set];
        const put = (rows: { id: number; text: string }[]) => {
          for (const r of rows) labels.set(keyOf(kind, r.id), r.text);
        };
        if (kind.startsWith('list')) {
          const listId = Number(kind.slice(4));
          const rows = await db
            .select()
            .from(dictionaryEntries)
            .where(and(inArray(dictionaryEntries.listId, [listId]), inArray(dictionaryEntries.id, ids)));
          put(rows.map((r) => ({ id: r.id, text: pick(r) })));
        } else if (kind === 'topography') {
          const rows = await db.select().from(topographies).where(inArray(topographies.id, ids));
          put(
            rows.map((r) => ({
              id: r.id,
              text: r.code.startsWith('99999') ? pick(r) : `${pick(r)} (${r.code})`,
            })),
          );
        } else if (kind === 'morphology') {
          const rows = await db.select().from(morphologies).where(inArray(morphologies.id, ids));
          put(rows.map((r) => ({ id: r.id, text: `${pick(r)} (${r.code})` })));
        } else if (kind === 'iccc3') {
          const rows = await db.select().from(iccc3Groups).where(inArray(iccc3Groups.id, ids));
          put(rows.map((r) => ({ id: r.id, text: `${r.code} ${pick(r)}` })));
        } else if (kind === 'county') {
          put(
            (await db.select().from(counties).where(inArray(counties.id, ids))).map((r) => ({
              id: r.id,
              text: pick(r),
            })),
          );
        } else if (kind === 'city') {
          put(
            (await db.select().from(localities).where(inArray(localities.id, ids))).map((r) => ({
              id: r.id,
              text: pick(r),
            })),
          );
        } else if (kind === 'country') {
          put(
            (await db.select().from(countries).where(inArray(countries.id, ids))).map((r) => ({
              id: r.id,
              text: pick(r),
            })),
          );
        } else if (kind === 'unit') {
          put(
            await db
              .select({ id: reportingUnits.id, text: reportingUnits.name })
              .from(reportingUnits)
              .where(inArray(reportingUnits.id, ids)),
          );
        }
      }
    },
    label(source: EvolutionSource, value: unknown): string | null {
      if (
        value === null ||
        value === undefined ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
      )
        return null;
      if (source === 'date' || source === 'text') return String(value);
      if (source === 'number') return String(value);
      if (source === 'flag')
        return value === true ? (language === 'en' ? 'Yes' : 'Da') : language === 'en' ? 'No' : 'Nu';
      if (source === 'citySiruta') return String(value);
      const kind = kindOf(source);
      const ids = Array.isArray(value) ? value : [value];
      return ids.map((id) => labels.get(keyOf(kind, Number(id))) ?? `#${id}`).join(', ');
    },
  };
}

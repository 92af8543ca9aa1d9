import { type Language, Role, type Session } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';

export type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Executives see aggregates with small counts suppressed; everyone else who may call sees them whole. */
export const suppressFor = (session: Session) => session.role === Role.Executive;

/** First day of a year and of the year after a range, for a sargable date range. */
export const yearRange = (from: number, to: number) => ({
  from: `${from}-01-01`,
  until: `${to + 1}-01-01`,
});

export type IcccGroup = { id: number; code: string; level: number; parentId: number | null; label: string };

/** The ICCC-3 main groups and subgroups (levels 1 and 2) in their order, labelled in `language`. */
export async function icccGroups(db: Db, language: Language): Promise<IcccGroup[]> {
  const label = language === 'en' ? sql`label_en` : sql`label_ro`;
  return rowsOf<IcccGroup>(
    db,
    sql`select id, code, level, parent_id as "parentId", ${label} as label from iccc3_groups
        where level in (1, 2) order by sort_order, id`,
  );
}

/** The dictionary ids of a main group or subgroup code, or 400 when ICCC-3 has no such code. */
export function icccIdOf(groups: readonly IcccGroup[], code: string) {
  const group = groups.find((g) => g.code === code);
  if (!group) throw badRequest('reports.unknownIccc');
  return group;
}

/** Gender dictionary id → M/F (list 7). */
export async function sexCodes(db: Db): Promise<Map<number, 'M' | 'F'>> {
  const rows = await rowsOf<{ id: number; code: string }>(
    db,
    sql`select id, code from dictionary_entries where list_id = 7 and code in ('M', 'F')`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.code as 'M' | 'F']));
}

export async function countyLabels(db: Db, language: Language) {
  const label = language === 'en' ? sql`label_en` : sql`label_ro`;
  const rows = await rowsOf<{ id: number; code: string; label: string }>(
    db,
    sql`select id, auto_code as code, ${label} as label from counties where is_active order by sort_order, id`,
  );
  return rows;
}

export const UNKNOWN_LABEL = { ro: 'Necunoscut', en: 'Unknown' } as const;
export const TOTAL_LABEL = { ro: 'Total', en: 'Total' } as const;

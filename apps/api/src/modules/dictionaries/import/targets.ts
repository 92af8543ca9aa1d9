import { sql } from 'drizzle-orm';
import { type Executor, type Row, type SyncCounts, selectRows, syncRows } from './sync';

// One function per reference table: it names the columns and the scope a source owns, so the
// starter set and the importer write every table the same way.

type Mode = 'full' | 'fillMissing';

export type EntryInput = {
  id?: number;
  code: string | null;
  labelRo: string;
  labelEn: string;
  parentId?: number | null;
  sortOrder?: number;
  extra?: Record<string, unknown> | null;
};

/**
 * Small lists: an existing code keeps its id whatever the source says (ids are what notifications
 * store), a new code takes the id the source proposes when it is free, otherwise the next free one.
 */
export async function syncEntries(
  db: Executor,
  listId: number,
  list: string,
  entries: readonly EntryInput[],
  mode: Mode,
): Promise<SyncCounts> {
  const scope = sql`list_id = ${listId}`;
  const existing = await selectRows(db, 'dictionary_entries', ['id', 'code'], scope);
  const idByCode = new Map(
    existing.filter((r) => r.code !== null).map((r) => [String(r.code), Number(r.id)]),
  );
  const codeById = new Map(existing.map((r) => [Number(r.id), r.code === null ? null : String(r.code)]));
  let next = Math.max(0, ...existing.map((r) => Number(r.id)), ...entries.map((e) => e.id ?? 0)) + 1;
  const taken = new Set<number>();
  const rows: Row[] = entries.map((entry, index) => {
    let id = entry.code !== null ? idByCode.get(entry.code) : undefined;
    if (id === undefined && entry.id !== undefined && !taken.has(entry.id)) {
      const holder = codeById.get(entry.id);
      if (holder === undefined || holder === entry.code || entry.code === null) id = entry.id;
    }
    if (id === undefined || taken.has(id)) id = next++;
    taken.add(id);
    return {
      list_id: listId,
      id,
      code: entry.code,
      parent_id: entry.parentId ?? null,
      label_ro: entry.labelRo,
      label_en: entry.labelEn,
      sort_order: entry.sortOrder ?? index + 1,
      extra: entry.extra ?? null,
    };
  });
  return syncRows(
    db,
    {
      list,
      table: 'dictionary_entries',
      key: ['list_id', 'id'],
      columns: ['list_id', 'id', 'code', 'parent_id', 'label_ro', 'label_en', 'sort_order', 'extra'],
      scope,
      mode,
    },
    rows,
  );
}

const labelColumns = ['label_ro', 'label_en', 'sort_order'] as const;

export function syncTopographies(db: Executor, rows: Row[], mode: Mode, special = false) {
  return syncRows(
    db,
    {
      list: special ? 'topography (death reasons)' : 'topography',
      table: 'topographies',
      key: ['id'],
      columns: [
        'id',
        'code',
        'category',
        'category_label_ro',
        'category_label_en',
        'is_special',
        ...labelColumns,
      ],
      scope: sql`is_special = ${special}`,
      mode,
    },
    rows,
  );
}

export function syncMorphologies(db: Executor, rows: Row[], mode: Mode) {
  return syncRows(
    db,
    {
      list: 'morphology',
      table: 'morphologies',
      key: ['id'],
      columns: ['id', 'code', 'histology', 'behaviour', ...labelColumns],
      mode,
    },
    rows,
  );
}

/** Synonyms are keyed by (axis, code id, term); the serial id stays with the term for good. */
export function syncSynonyms(db: Executor, axis: 'T' | 'M', rows: Row[]) {
  return syncRows(
    db,
    {
      list: axis === 'T' ? 'topography synonyms' : 'morphology synonyms',
      table: 'code_synonyms',
      key: ['axis', 'code_id', 'term'],
      columns: ['axis', 'code_id', 'term', 'level', 'sort_order'],
      scope: sql`axis = ${axis}`,
      mode: 'full',
    },
    rows,
  );
}

export function syncIccc3Groups(db: Executor, rows: Row[], mode: Mode) {
  return syncRows(
    db,
    {
      list: 'ICCC-3 groups',
      table: 'iccc3_groups',
      key: ['id'],
      columns: ['id', 'code', 'level', 'parent_id', 'seer_recode', 'seer_extended', ...labelColumns],
      mode,
    },
    rows,
  );
}

export function syncCountries(db: Executor, rows: Row[], mode: Mode) {
  return syncRows(
    db,
    {
      list: 'countries',
      table: 'countries',
      key: ['id'],
      columns: ['id', 'alpha2', 'alpha3', ...labelColumns],
      mode,
    },
    rows,
  );
}

export function syncCounties(db: Executor, rows: Row[], mode: Mode) {
  return syncRows(
    db,
    {
      list: 'counties',
      table: 'counties',
      key: ['id'],
      columns: ['id', 'ins_code', 'auto_code', ...labelColumns],
      mode,
    },
    rows,
  );
}

/** `onlyTowns`: the starter set owns nothing below the municipalities and towns it ships. */
export function syncLocalities(db: Executor, rows: Row[], mode: Mode, onlyTowns = false) {
  return syncRows(
    db,
    {
      list: onlyTowns ? 'localities (towns)' : 'localities',
      table: 'localities',
      key: ['id'],
      columns: [
        'id',
        'county_id',
        'parent_id',
        'level',
        'type_code',
        'is_urban',
        'postal_code',
        ...labelColumns,
      ],
      scope: onlyTowns ? sql`level = 2` : undefined,
      mode,
    },
    rows,
  );
}

export function syncPrognosticRanks(db: Executor, rows: Row[], mode: Mode) {
  return syncRows(
    db,
    {
      list: 'prognostic factor ranks',
      table: 'prognostic_factor_ranks',
      key: ['morphology_id', 'factor_list_id', 'factor_id'],
      columns: ['morphology_id', 'factor_list_id', 'factor_id', 'rank'],
      mode,
    },
    rows,
  );
}

export function syncLinks(db: Executor, linkId: number, list: string, pairs: readonly [number, number][]) {
  return syncRows(
    db,
    {
      list,
      table: 'dictionary_links',
      key: ['link_id', 'left_id', 'right_id'],
      columns: ['link_id', 'left_id', 'right_id'],
      scope: sql`link_id = ${linkId}`,
      mode: 'full',
    },
    pairs.map(([left, right]) => ({ link_id: linkId, left_id: left, right_id: right })),
  );
}

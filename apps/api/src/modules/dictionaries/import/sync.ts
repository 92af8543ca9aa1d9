import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';

// One routine writes every reference table. It reads what the table already holds (within a scope,
// e.g. one list), diffs in memory and writes only what changed, in batched upserts: a rerun over
// the same files therefore writes nothing, and a code missing from the source is deactivated,
// never deleted (notifications point at it).

export type Executor = Db | Tx;
export type Cell = string | number | boolean | null | Record<string, unknown>;
export type Row = Record<string, Cell>;

export type SyncCounts = {
  list: string;
  inserted: number;
  updated: number;
  deactivated: number;
  unchanged: number;
  ms: number;
};

export type SyncSpec = {
  /** Name shown in the summary */
  list: string;
  table: string;
  /** Primary-key columns (the conflict target) */
  key: readonly string[];
  /** Every column written, key included; `is_active` and `updated_at` are managed here */
  columns: readonly string[];
  /** Restricts the rows this sync owns (one list of dictionary_entries, one synonym axis …) */
  scope?: SQL;
  /**
   * full: the source is the whole truth for the scope (update, insert, deactivate the rest);
   * fillMissing: only insert keys the table lacks (the starter set under imported tables).
   */
  mode: 'full' | 'fillMissing';
};

const BATCH = 500;

/** JSON with sorted keys: jsonb hands objects back in its own key order. */
function canonical(value: Cell): string {
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k] as Cell)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function keyOf(row: Row, key: readonly string[]): string {
  return key.map((k) => String(row[k])).join('\u0001');
}

function param(value: Cell): SQL {
  if (value !== null && typeof value === 'object') return sql`${JSON.stringify(value)}::jsonb`;
  return sql`${value}`;
}

export async function selectRows(db: Executor, table: string, columns: readonly string[], scope?: SQL) {
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const where = scope ? sql` where ${scope}` : sql``;
  const result = await db.execute(sql`select ${list} from ${sql.identifier(table)}${where}`);
  // Both drivers (node-postgres and PGlite) answer raw queries with `{ rows }`.
  return (result as { rows: Row[] }).rows;
}

async function upsert(db: Executor, spec: SyncSpec, rows: Row[], onConflict: 'update' | 'nothing') {
  const columns = [...spec.columns, 'is_active', 'updated_at'];
  const target = sql.join(
    spec.key.map((k) => sql.identifier(k)),
    sql`, `,
  );
  const names = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const assignments = sql.join(
    columns
      .filter((c) => !spec.key.includes(c))
      .map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = sql.join(
      rows.slice(start, start + BATCH).map(
        (row) =>
          sql`(${sql.join(
            spec.columns.map((c) => param(row[c] ?? null)),
            sql`, `,
          )}, true, now())`,
      ),
      sql`, `,
    );
    const action = onConflict === 'update' ? sql`do update set ${assignments}` : sql`do nothing`;
    await db.execute(
      sql`insert into ${sql.identifier(spec.table)} (${names}) values ${values} on conflict (${target}) ${action}`,
    );
  }
}

async function deactivate(db: Executor, spec: SyncSpec, keys: Row[]) {
  for (let start = 0; start < keys.length; start += BATCH) {
    const tuples = sql.join(
      keys.slice(start, start + BATCH).map(
        (row) =>
          sql`(${sql.join(
            spec.key.map((k) => param(row[k])),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const keyList = sql.join(
      spec.key.map((k) => sql.identifier(k)),
      sql`, `,
    );
    const scope = spec.scope ? sql` and ${spec.scope}` : sql``;
    await db.execute(
      sql`update ${sql.identifier(spec.table)} set is_active = false, updated_at = now() where (${keyList}) in (${tuples})${scope}`,
    );
  }
}

export async function syncRows(db: Executor, spec: SyncSpec, incoming: Row[]): Promise<SyncCounts> {
  const started = performance.now();
  const existing = new Map(
    (await selectRows(db, spec.table, [...spec.columns, 'is_active'], spec.scope)).map((row) => [
      keyOf(row, spec.key),
      row,
    ]),
  );
  const seen = new Set<string>();
  const inserts: Row[] = [];
  const updates: Row[] = [];
  let unchanged = 0;
  for (const row of incoming) {
    const key = keyOf(row, spec.key);
    if (seen.has(key)) continue; // a source listing a code twice: the first occurrence wins
    seen.add(key);
    const current = existing.get(key);
    if (!current) inserts.push(row);
    else if (spec.mode === 'fillMissing') unchanged++;
    else if (
      current.is_active !== true ||
      spec.columns.some((c) => canonical(current[c] ?? null) !== canonical(row[c] ?? null))
    )
      updates.push(row);
    else unchanged++;
  }
  const stale =
    spec.mode === 'full'
      ? [...existing.entries()]
          .filter(([key, row]) => !seen.has(key) && row.is_active === true)
          .map(([, r]) => r)
      : [];
  if (inserts.length > 0) await upsert(db, spec, inserts, spec.mode === 'full' ? 'update' : 'nothing');
  if (updates.length > 0) await upsert(db, spec, updates, 'update');
  if (stale.length > 0) await deactivate(db, spec, stale);
  return {
    list: spec.list,
    inserted: inserts.length,
    updated: updates.length,
    deactivated: stale.length,
    unchanged,
    ms: Math.round(performance.now() - started),
  };
}

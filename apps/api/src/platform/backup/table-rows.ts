/**
 * The one definition of "a table's rows" that backup, restore and their checks share: every row as the text
 * of `to_jsonb(row)`, in primary-key order (the whole row's text for a table without a key), read with
 * settings that make a value's text the same on PGlite and PostgreSQL. A table's checksum is the sha256 of
 * these lines, each followed by a newline, so the dump file of a table *is* what its checksum covers.
 */
import { createHash } from 'node:crypto';

// biome-ignore lint/suspicious/noExplicitAny: rows of catalog queries, read by column name right below each query
type Row = Record<string, any>;
/** What pg's Client and PGlite both offer. */
export type Sql = { query(text: string, params?: unknown[]): Promise<{ rows: Row[] }> };

export type TableInfo = {
  schema: string;
  name: string;
  /** Stored columns (generated ones are recomputed on insert). */
  columns: string[];
  /** The ORDER BY list: key columns, text ones in byte order ("C") so that both engines agree. */
  orderBy: string;
};

export const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
export const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;

/** Fixes every setting that changes how a value is written as text. */
export async function useCanonicalText(sql: Sql) {
  await sql.query(
    `select set_config('TimeZone', 'UTC', false), set_config('DateStyle', 'ISO, YMD', false),
       set_config('IntervalStyle', 'postgres', false), set_config('extra_float_digits', '1', false),
       set_config('bytea_output', 'hex', false)`,
  );
}

/**
 * Tables whose rows are no part of a backup: the Idempotency-Key marks of the last day's saves
 * (platform/idempotency.ts; they answer a repeat sent seconds later, never one after a restore). A
 * restore starts them empty, and loads none from an older backup that has them.
 */
export const NOT_BACKED_UP: ReadonlySet<string> = new Set(['public.idempotent_requests']);
export const isBackedUp = (name: string) => !NOT_BACKED_UP.has(name);

/** The registry's tables: every ordinary table outside the system schemas and drizzle's bookkeeping. */
export async function listTables(sql: Sql): Promise<TableInfo[]> {
  const { rows } = await sql.query(
    `select n.nspname as schema, c.relname as name,
       (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
       (select string_agg(quote_ident(a.attname) || case when a.attcollation <> 0 then ' collate "C"' else '' end,
                          ', ' order by array_position(k.conkey, a.attnum))
          from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
         where k.conrelid = c.oid and k.contype = 'p') as key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'
     order by 1, 2`,
  );
  return rows.map((r) => ({
    schema: r.schema,
    name: r.name,
    columns: r.columns,
    orderBy: r.key ?? 'to_jsonb(t)::text collate "C"',
  }));
}

let cursorNumber = 0;

/**
 * Calls `onLine` with each row of a table in order, fetched through a cursor in batches so that memory stays
 * flat. Must run inside a transaction (a cursor lives in one).
 */
export async function readRows(
  sql: Sql,
  table: TableInfo,
  onLine: (line: string) => void | Promise<void>,
  batch = 2000,
) {
  const cursor = `backup_rows_${++cursorNumber}`;
  await sql.query(
    `declare ${cursor} no scroll cursor for
     select to_jsonb(t)::text as r from ${qualified(table)} t order by ${table.orderBy}`,
  );
  for (;;) {
    const { rows } = await sql.query(`fetch ${batch} from ${cursor}`);
    for (const row of rows) await onLine(row.r);
    if (rows.length < batch) break;
  }
  await sql.query(`close ${cursor}`);
}

/** A running checksum of lines, as the manifest records it. */
export function lineDigest() {
  const hash = createHash('sha256');
  let rows = 0;
  return {
    add(line: string) {
      hash.update(line);
      hash.update('\n');
      rows++;
    },
    done: () => ({ rows, sha256: hash.digest('hex') }),
  };
}

/** Rows and checksum of every table, read now (inside a transaction). */
export async function digestTables(sql: Sql, tables: TableInfo[]) {
  const result: Record<string, { rows: number; sha256: string }> = {};
  for (const table of tables) {
    const digest = lineDigest();
    await readRows(sql, table, (line) => digest.add(line));
    result[`${table.schema}.${table.name}`] = digest.done();
  }
  return result;
}

/** Storage names (files of the file store) the rows reference: every `…storage_name` text column. */
export async function referencedFiles(sql: Sql): Promise<Set<string>> {
  const { rows: columns } = await sql.query(
    `select table_schema as schema, table_name as name, column_name as col from information_schema.columns
     where table_schema = 'public' and column_name like '%storage\\_name' and data_type in ('text', 'character varying')`,
  );
  const names = new Set<string>();
  for (const c of columns) {
    const { rows } = await sql.query(
      `select distinct ${ident(c.col)} as n from ${qualified({ schema: c.schema, name: c.name })} where ${ident(c.col)} is not null`,
    );
    for (const r of rows) names.add(r.n);
  }
  return names;
}

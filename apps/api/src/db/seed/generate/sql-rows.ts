/**
 * SQL for the generator: `$1`-style statements over a drizzle database or transaction (PostgreSQL or
 * PGlite), and bulk inserts of planned rows.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../client';

// biome-ignore lint/suspicious/noExplicitAny: the rows of hand-written SQL, read by column name
type Row = Record<string, any>;
export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Row[]; rowCount: number }>;
export type Log = (label: string, rows: number | null, since: number) => void;

/** `$1`-style SQL over a drizzle transaction, whichever driver it has. */
export function execOf(tx: Db | Tx): Exec {
  return async (text, params = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks = parts.map((part, i) => (i % 2 ? sql.param(params[Number(part) - 1]) : sql.raw(part)));
    const result = (await tx.execute(sql.join(chunks))) as unknown as {
      rows: Row[];
      rowCount?: number;
      affectedRows?: number;
    };
    return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
  };
}

const CHUNK = 20_000;

/**
 * Inserts rows as one JSON document per 20,000 rows, unpacked by jsonb_to_recordset: measured 3× faster
 * than one array parameter per column (`unnest`), whose text arrays PostgreSQL parses and escapes
 * slowly. A `jsonb` column's value is JSON text already, embedded as it is.
 */
export async function insertRows<T>(
  q: Exec,
  table: string,
  columns: [string, string][],
  items: readonly T[],
  /** An item's row, built a chunk at a time: a million rows built at once set the garbage collector's pace. */
  rowOf: (item: T) => unknown[],
  select = '*',
  join = '',
) {
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const keys = columns.map(([name]) => JSON.stringify(name));
  const raw = columns.map(([, type]) => type === 'jsonb');
  for (let at = 0; at < items.length; at += CHUNK) {
    const part = items.slice(at, at + CHUNK).map(rowOf);
    const body = part.map(
      (r) => `{${r.map((v, i) => `${keys[i]}:${raw[i] && v !== null ? v : JSON.stringify(v)}`).join(',')}}`,
    );
    await q(
      `insert into ${table} (${names}) select ${select} from jsonb_to_recordset($1::jsonb) as u(${record}) ${join}`,
      [`[${body.join(',')}]`],
    );
  }
}

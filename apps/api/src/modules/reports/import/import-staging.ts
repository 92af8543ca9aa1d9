import { randomUUID } from 'node:crypto';
import { type Column, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, type EmbeddedClient, embeddedClientOf, type Tx } from '../../../db/client';
import { yieldToOthers } from '../../../platform/yield';

/**
 * An import's rows parked in `import_staging` (migration 0030) until the file is known good, then
 * moved into their tables by set-based statements in one short transaction: all or nothing, while
 * the long part (reading and checking the file, building the rows) holds no transaction. Each
 * `stage` is one statement of its own, so on the embedded database (one connection) other
 * requests run between them. A row is stored under its database column names, as
 * `jsonb_populate_record` reads it back into the table's own types.
 */
export type Staging = ReturnType<typeof openStaging>;

/**
 * Rows staged per statement: big enough to be cheap, small enough to let other requests through
 * (a notification with its version snapshot is a few kB of JSON; 100 take ~30 ms on PGlite).
 */
const STAGE_CHUNK = 100;
/** A staging older than this is an abandoned import (refused, or its server died): swept by the next one. */
const ABANDONED = '1 day';

/** A drizzle insert object under its column names, each value as JSON the column's type reads back. */
function storedRow(columns: Record<string, Column>, row: Record<string, unknown>) {
  const stored: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    const column = columns[key];
    if (!column || value === undefined) continue;
    stored[column.name] =
      value instanceof Date
        ? value.toISOString()
        : column.dataType === 'json' || value === null
          ? value
          : column.mapToDriverValue(value);
  }
  return stored;
}

/**
 * The embedded database's rows go in by COPY from a Blob (PGlite's `/dev/blob`), not as a statement's
 * parameter: PGlite's JavaScript measures every parameter's UTF-8 length with a loop over its
 * characters, twice, before it copies it in — ~2 s of the server's one thread for the 127 MB the two
 * 10,000-row imports stage (docs/imports.md, sixth session). A Blob is encoded natively and copied in
 * once. COPY's text form: a tab between columns, a line per row, a backslash doubled (JSON.stringify
 * writes no raw tab, newline or carriage return, and a target is a plain name).
 */
async function copyIntoStaging(
  client: EmbeddedClient,
  id: string,
  target: string,
  seq: number,
  rows: readonly Record<string, unknown>[],
) {
  let text = '';
  for (let i = 0; i < rows.length; i++)
    text += `${id}\t${target}\t${seq + i}\t${JSON.stringify(rows[i]).replaceAll('\\', '\\\\')}\n`;
  await client.query("copy import_staging (import_id, target, seq, row) from '/dev/blob'", [], {
    blob: new Blob([text]),
  });
}

export function openStaging(db: Db) {
  const id = randomUUID();
  const embedded = embeddedClientOf(db);
  const seqOf = new Map<string, number>();
  /** The columns each target's rows carry (every row of a target carries the same ones). */
  const columnsOf = new Map<string, string[]>();

  async function stage(target: string, table: PgTable, rows: readonly Record<string, unknown>[]) {
    const columns = getTableColumns(table);
    for (let i = 0; i < rows.length; i += STAGE_CHUNK) {
      await yieldToOthers();
      const slice = rows.slice(i, i + STAGE_CHUNK).map((r) => storedRow(columns, r));
      if (!columnsOf.has(target)) columnsOf.set(target, Object.keys(slice[0]));
      const seq = seqOf.get(target) ?? 0;
      seqOf.set(target, seq + slice.length);
      if (embedded) {
        await copyIntoStaging(embedded, id, target, seq, slice);
        continue;
      }
      // One JSON array a statement, not four parameters a row: building and sending the statement cost
      // more server CPU than the rows themselves.
      await db.execute(
        sql`insert into import_staging (import_id, target, seq, row)
          select ${id}::uuid, ${target}, ${seq} + t.at::int - 1, t.row
          from jsonb_array_elements(${JSON.stringify(slice)}::jsonb) with ordinality as t(row, at)`,
      );
    }
  }

  /** The staged rows of `target` as a relation of `table`'s row type, in the order they were staged. */
  function staged(target: string, table: PgTable) {
    const name = sql.identifier(getTableName(table));
    return sql`(select r.*, s.seq from import_staging s
      cross join lateral jsonb_populate_record(null::${name}, s.row) r
      where s.import_id = ${id}::uuid and s.target = ${target})`;
  }

  const columnList = (target: string) =>
    sql.join(
      (columnsOf.get(target) ?? []).map((c) => sql.identifier(c)),
      sql`, `,
    );

  return {
    id,
    stage,
    has: (target: string) => (seqOf.get(target) ?? 0) > 0,
    /**
     * INSERT … SELECT of the staged rows. `computed` gives a column an expression over the staged row
     * `r` instead of its staged value (e.g. a snapshot staged as a patch). Rows that draw their id from
     * the table's sequence here (versions, audit rows) go in in staging order, so their ids follow the
     * file; rows staged with their ids need no order. Sorting those (notifications: ~5 kB of `data`
     * each) spilled ~50 MB to temporary files per 10,000 rows — on PGlite through its file system.
     */
    async insert(tx: Tx, target: string, table: PgTable, computed: Record<string, SQL> = {}) {
      if (!seqOf.get(target)) return;
      const columns = columnsOf.get(target) ?? [];
      const values = columns.map((c) => computed[c] ?? sql`r.${sql.identifier(c)}`);
      const order = columns.includes('id') ? sql`` : sql` order by r.seq`;
      await tx.execute(
        sql`insert into ${sql.identifier(getTableName(table))} (${columnList(target)})
          select ${sql.join(values, sql`, `)} from ${staged(target, table)} r${order}`,
      );
    },
    /** UPDATE … FROM the staged rows, matched by id: every staged column but the id is set. */
    async update(tx: Tx, target: string, table: PgTable) {
      if (!seqOf.get(target)) return;
      const set = (columnsOf.get(target) ?? [])
        .filter((c) => c !== 'id')
        .map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`);
      const name = sql.identifier(getTableName(table));
      await tx.execute(
        sql`update ${name} t set ${sql.join(set, sql`, `)} from ${staged(target, table)} r where t.id = r.id`,
      );
    },
    /** The ids of the staged rows of `target`, as a subquery. */
    ids: (target: string) =>
      sql`(select (row->>'id')::int from import_staging where import_id = ${id}::uuid and target = ${target})`,
    /** The rows of this import, gone: after the move (in its transaction) or when the file is refused. */
    discard: (on: Db | Tx = db) => on.execute(sql`delete from import_staging where import_id = ${id}::uuid`),
  };
}

/** Deletes the stagings of imports that never finished (a refused file's, a killed server's). */
export async function sweepAbandonedStagings(db: Db) {
  await db.execute(sql`delete from import_staging where created_at < now() - ${ABANDONED}::interval`);
}

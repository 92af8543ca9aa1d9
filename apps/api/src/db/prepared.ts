import { createHash } from 'node:crypto';
import type { Db } from './client';

type Preparable<P> = { toSQL(): { sql: string }; prepare(name: string): P };

/** Past this many shapes a database's cache starts again: memory stays bounded whatever the callers. */
const MAX_SHAPES = 500;
const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot query built once per shape and run as a named prepared statement (issue 25: the list calls
 * built the same ten-join query with drizzle on every call, and PostgreSQL parsed and planned it
 * every time — 5–8 ms of planning for 0.6 ms of execution). `key` must name everything the SQL text
 * and its fixed parameters depend on (language, the reader's units…); the values that vary per call
 * are `sql.placeholder`s given to `execute`. The statement's name is its text's hash, so one text
 * has one name on every pooled connection: PostgreSQL parses it once per connection and, after five
 * runs, keeps a generic plan when it costs no more than the custom ones. PGlite ignores the name.
 */
export function preparedOnce<P>(db: Db, key: string, build: () => Preparable<P>): P {
  let shapes = byDatabase.get(db);
  if (!shapes) {
    shapes = new Map();
    byDatabase.set(db, shapes);
  }
  let prepared = shapes.get(key) as P | undefined;
  if (!prepared) {
    const query = build();
    const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    prepared = query.prepare(name);
    shapes.set(key, prepared);
  }
  return prepared;
}

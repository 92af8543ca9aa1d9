import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { countPgliteQueue } from './pglite-queue';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give the same query builder; code never needs to know which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Embedded database only: a consistent image of its data directory (a tarball), for backups. */
  dumpDataDir?: () => Promise<Blob>;
  /** Connections now: open, idle, and callers waiting for one (the /metrics pool gauge). */
  connections: () => { total: number; idle: number; waiting: number };
};

/** What the embedded database's own client offers beyond SQL: COPY … FROM '/dev/blob' reads `blob`. */
export type EmbeddedClient = {
  query: (text: string, params: unknown[], options: { blob: Blob }) => Promise<unknown>;
};

/** The embedded database's client behind `db` (drizzle keeps it as `$client`), or null on PostgreSQL. */
export function embeddedClientOf(db: Db): EmbeddedClient | null {
  const client = (db as { $client?: { dumpDataDir?: unknown } }).$client;
  return typeof client?.dumpDataDir === 'function' ? (client as unknown as EmbeddedClient) : null;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dir` (or in memory when dir is null). */
/**
 * The settings of the server's own PostgreSQL connections (see openDatabase): a bench that replays the
 * server's statements on a connection of its own uses the same, or it compares two planners.
 */
export const sessionOptions = (parallelWorkers = 0) =>
  `-c max_parallel_workers_per_gather=${parallelWorkers} -c jit=off -c random_page_cost=1.1`;

export async function openDatabase(options: {
  url?: string;
  dir?: string | null;
  parallelWorkers?: number;
  /**
   * Embedded database in memory only: start from this image of a data directory (`dumpDataDir`)
   * instead of an empty one. The tests start each server from one migrated image: PGlite's initdb
   * and the migrations (47 of them) cost ~3 s of CPU per server, the image ~0.7 s.
   */
  image?: Blob;
}): Promise<Database> {
  if (options.url) {
    // No parallel workers by default (issue 25): the registry's queries read an index for a page or
    // a few thousand rows, and on a small server starting workers cost more than they saved — at a
    // million notifications a reason filter's count took 71 ms with two workers, 21 ms alone; the
    // lists' p95 all fell under 50 ms, and the reports and the registry check got faster too.
    // And no JIT compilation (issue 41): an OLTP server's statements run for milliseconds, and a
    // plan whose cost crosses jit_above_cost (a unit's count at a million rows) spent 282 ms of 936
    // compiling what ran in ~480 ms without it.
    // And a random read priced as on solid-state storage (1.1, PostgreSQL's own advice for SSDs, not
    // the spinning disk's 4): at 200,000 notifications a first-name filter's page read every
    // notification (a hash join, 75 ms) instead of the ~1,600 of its ~800 children by their index (10 ms).
    const workers = options.parallelWorkers ?? 0;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: sessionOptions(workers),
    });
    // A pooled connection the server closes while idle or ending (a restart, an administrator, a
    // dropped test database) is discarded by the pool and the next query opens another: without a
    // listener the 'error' event would be thrown and stop the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
      connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // The embedded database's modules are loaded only when it is used: a server on PostgreSQL never needs them.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const client = options.dir
    ? new PGlite(options.dir)
    : new PGlite(options.image ? { loadDataDir: options.image } : {});
  await client.waitReady;
  const connections = countPgliteQueue(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    connections,
  };
}

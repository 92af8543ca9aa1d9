import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../db/client';

/**
 * First keys of our advisory locks. ALIVE: each API process holds (ALIVE, its id) for its lifetime;
 * JOB: (JOB, hashtext(job name)) while a background job runs, so it runs on one server at a time.
 */
const ALIVE_LOCK = 26_001;
const JOB_LOCK = 26_002;

/** The servers open in this process (ids, per database): on the embedded database, the only ones alive. */
const openInProcess = new WeakMap<Db, Set<number>>();

type Outcome<T> = { ran: true; value: T } | { ran: false };

/**
 * This API process among the several that may share one database (ARCHITECTURE §1, issue 26).
 *
 * Liveness without heartbeats: at start the process takes a number from a sequence and holds a
 * session advisory lock on it over a connection of its own. PostgreSQL drops the lock the moment that
 * connection dies — kill -9, a crash, a machine gone (after TCP keep-alive) — so another server asks
 * pg_locks whether the owner of a claim is still there and takes over a dead one's work at once.
 * On the embedded database only one process can open the data directory: the live servers are the
 * ones open in this process (tests run two there).
 */
export type ServerInstance = {
  id: number;
  isAlive: (id: number | null | undefined) => Promise<boolean>;
  /** Runs `work` unless the same job runs on any server (this one included); says whether it ran. */
  runExclusive: <T>(job: string, work: () => Promise<T>) => Promise<Outcome<T>>;
  /** Waits for the jobs running here, then lets go of the locks. */
  close: () => Promise<void>;
};

/** Where job locks are taken: session locks must be taken and let go on one and the same connection. */
type LockSession = { tryLock: (job: string) => Promise<boolean>; unlock: (job: string) => Promise<void> };

/** A connection of its own holding the ALIVE lock; opened again (and the lock retaken) if it drops. */
async function openLockConnection(url: string, id: number, log: FastifyBaseLogger) {
  let client: pg.Client | null = null;
  let closing = false;
  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: `registry-api-${id}`,
      keepAlive: true,
    });
    c.on('error', (err) => log.warn({ err }, 'server instance lock connection failed'));
    c.on('end', () => {
      client = null;
      if (!closing) setTimeout(() => reconnect(), 1000).unref();
    });
    await c.connect();
    await c.query('select pg_advisory_lock($1, $2)', [ALIVE_LOCK, id]);
    client = c;
  };
  const reconnect = () =>
    connect().catch((err) => {
      log.warn({ err }, 'server instance lock: reconnecting');
      if (!closing) setTimeout(() => reconnect(), 1000).unref();
    });
  await connect();
  const session: LockSession = guarded({
    async tryLock(job) {
      // No lock connection (the database restarting): no job starts here until it is back.
      if (!client) return false;
      const { rows } = await client.query('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
        JOB_LOCK,
        job,
      ]);
      return rows[0]?.ok === true;
    },
    async unlock(job) {
      await client?.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK, job]);
    },
  });
  return {
    session,
    async close() {
      closing = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The embedded database's single connection: session locks work on it the same way. Every server
 * opened on it in this process (tests run two) shares the one session, hence the one per database.
 */
const embeddedSessions = new WeakMap<Db, LockSession>();
function embeddedSession(db: Db): LockSession {
  const known = embeddedSessions.get(db);
  if (known) return known;
  const session = guarded({
    async tryLock(job) {
      const result = await db.execute(sql`select pg_try_advisory_lock(${JOB_LOCK}, hashtext(${job})) as ok`);
      return (result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
    },
    async unlock(job) {
      await db.execute(sql`select pg_advisory_unlock(${JOB_LOCK}, hashtext(${job}))`);
    },
  });
  embeddedSessions.set(db, session);
  return session;
}

/** Session locks are re-entrant on their connection: a job held on it is refused here, in memory. */
function guarded(session: LockSession): LockSession {
  const held = new Set<string>();
  return {
    async tryLock(job) {
      if (held.has(job)) return false;
      held.add(job);
      const ok = await session.tryLock(job).catch((err) => {
        held.delete(job);
        throw err;
      });
      if (!ok) held.delete(job);
      return ok;
    },
    async unlock(job) {
      try {
        await session.unlock(job);
      } finally {
        held.delete(job);
      }
    },
  };
}

export async function openServerInstance(
  database: Database,
  url: string | undefined,
  log: FastifyBaseLogger,
): Promise<ServerInstance> {
  const { db } = database;
  const [{ id }] = (
    (await db.execute(sql`select nextval('api_instance_ids')::int as id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  if (database.kind === 'postgres' && !url) throw new Error('a PostgreSQL database needs its URL');
  const connection = database.kind === 'postgres' ? await openLockConnection(url!, id, log) : null;
  const session = connection?.session ?? embeddedSession(db);
  const running = new Set<Promise<unknown>>();
  const openHere = openInProcess.get(db) ?? new Set<number>();
  openInProcess.set(db, openHere);
  openHere.add(id);

  return {
    id,
    async isAlive(other) {
      if (other === null || other === undefined) return false;
      if (openHere.has(other)) return true;
      if (database.kind === 'pglite') return false;
      const rows = (await db.execute(sql`
        select 1 from pg_locks
        where locktype = 'advisory' and classid::int8 = ${ALIVE_LOCK} and objid::int8 = ${other}
          and objsubid = 2 and granted
          -- Advisory locks are per database; pg_locks lists the whole cluster's.
          and database = (select oid from pg_database where datname = current_database())`)) as unknown as {
        rows: unknown[];
      };
      return rows.rows.length > 0;
    },
    async runExclusive<T>(job: string, work: () => Promise<T>): Promise<Outcome<T>> {
      const run = (async (): Promise<Outcome<T>> => {
        if (!(await session.tryLock(job))) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await session.unlock(job).catch(() => undefined);
        }
      })();
      running.add(run);
      try {
        return await run;
      } finally {
        running.delete(run);
      }
    },
    async close() {
      await Promise.allSettled([...running]);
      openHere.delete(id);
      await connection?.close();
    },
  };
}

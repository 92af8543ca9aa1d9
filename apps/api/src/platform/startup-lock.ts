import pg from 'pg';

/** The advisory lock under which a server migrates, loads reference data and seeds (see server-instance.ts). */
const STARTUP_LOCK = 26_000;

/**
 * Runs the start-up steps that write shared state (migrations, reference data, the demo seed) with no
 * other API server doing the same (issue 26): a rolling deploy starts several servers at once on one
 * PostgreSQL, and two migrators or two seeders racing each other would fail or write twice. The lock is
 * a session lock on a connection of its own, so it goes with that connection if the server dies. The
 * embedded database is one process's: nothing to wait for.
 */
export async function underStartupLock<T>(databaseUrl: string | undefined, steps: () => Promise<T>) {
  if (!databaseUrl) return steps();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'registry-api-startup' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await steps();
  } finally {
    await client.end().catch(() => undefined);
  }
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type ReadinessCheck = 'database' | 'migrations' | 'storage';
export type CheckResult = 'ok' | 'failed' | 'timeout';

/** A check slower than this is a failure: a proxy must not wait on a server that cannot answer. */
const CHECK_TIMEOUT_MS = 5000;
const journal = path.resolve(import.meta.dirname, '../../db/migrations/meta/_journal.json');

/** The `when` of the newest migration this build carries (drizzle records it as `created_at`). */
function newestMigration(): number {
  const { entries } = JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...entries.map((e) => e.when));
}

async function withTimeout(check: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(resolve, CHECK_TIMEOUT_MS, 'timeout');
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this server can do its work (issue 26 item 4): the database answers, its schema has every
 * migration this build carries (a server started on an older database, or one a restore left behind,
 * is not ready), and the file store takes a write (a file is written and removed in its tmp dir).
 */
export async function checkReadiness(db: Db, storageDir: string) {
  const [database, migrations, storage] = await Promise.all([
    withTimeout(async () => {
      await db.execute(sql`select 1`);
    }),
    withTimeout(async () => {
      const result = await db.execute(
        sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
      );
      const [row] = (result as unknown as { rows: { last: string | null }[] }).rows;
      if (Number(row?.last ?? 0) < newestMigration()) throw new Error('migrations missing');
    }),
    withTimeout(async () => {
      const probe = path.join(storageDir, 'tmp', `ready-${randomUUID()}`);
      await fs.promises.writeFile(probe, 'ready');
      await fs.promises.rm(probe);
    }),
  ]);
  const checks: Record<ReadinessCheck, CheckResult> = { database, migrations, storage };
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}

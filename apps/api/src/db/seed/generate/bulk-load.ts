/**
 * The generator's transaction: one for the whole load, so a failed run leaves the database as it was.
 * Row triggers off (counts and report facts rebuilt once at the end, docs/model.md "Bulk loads"), and the
 * loaded tables' foreign keys and non-unique indexes dropped and rebuilt once. Used by the CLI on
 * PostgreSQL and by the tests on PGlite or PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { loadWithoutCountingTriggers } from '../../../modules/notifications/notification-counts';
import { loadWithoutReportFactTriggers } from '../../../modules/reports/statistics/report-facts';
import { decideHoldingSql, fileHoldingRequestsSql } from '../../../platform/child-access';
import type { Db } from '../../client';
import { type GenerateOptions, generateRegistry } from './load';
import { type Exec, execOf, type Log } from './sql-rows';

/** The server process of the load's connection, whose CPU the CLI reports (PostgreSQL on this machine). */
export let backendPid = 0;

export async function generateInTransaction(db: Db, o: GenerateOptions) {
  const log: Log = o.log ?? (() => {});
  return db.transaction(async (tx) => {
    const q = execOf(tx);
    backendPid = Number((await q('select pg_backend_pid() as pid')).rows[0].pid);
    // Room for the GROUP BYs and the index maintenance of one big load (this transaction only).
    await q(`set local work_mem = '256MB'`);
    await q(`set local maintenance_work_mem = '512MB'`);
    // The staging tables are temporary: with the default 8 MB of local buffers their ~1 GB at a million
    // reports is written out and read back. Only settable before the session's first temporary table.
    await q('savepoint temp_buffers');
    await q(`set local temp_buffers = '1GB'`).catch(() => q('rollback to savepoint temp_buffers'));
    const inTransaction = tx as unknown as Db;
    let plan: Awaited<ReturnType<typeof generateRegistry>> | undefined;
    let loaded = 0;
    await loadWithoutCountingTriggers(inTransaction, async () => {
      await loadWithoutReportFactTriggers(inTransaction, async () => {
        await withoutForeignKeysAndIndexes(
          q,
          ['patients', 'cancer_cases', 'cancer_notifications'],
          log,
          async () => {
            plan = await generateRegistry(q, o);
          },
        );
        loaded = Date.now();
        // Each completed report's holding, decided as the saves would have (issue 38): the child's
        // first reporter holds, a later unit's report waits as a pending request. The API's own SQL.
        const all = () => sql`true`;
        // The tables were filled in this transaction: without fresh statistics the planner still sees
        // them empty and runs the decision's look-ups by the child as scans, one per report (200,000
        // reports: minutes; a million: hours). Statistics first make them index look-ups.
        await q('analyze patients, cancer_notifications, medical_cases');
        await tx.execute(decideHoldingSql(all));
        const requests = await tx.execute(fileHoldingRequestsSql(all));
        log('holding decided, requests', (requests as unknown as { rows: unknown[] }).rows.length, loaded);
        loaded = Date.now();
      });
      log('report facts rebuilt', null, loaded);
      loaded = Date.now();
    });
    log('counts rebuilt', null, loaded);
    return plan as NonNullable<typeof plan>;
  });
}

/**
 * Runs `load` with the foreign keys and the non-unique indexes of `tables` dropped, then puts them
 * back from their catalogue definitions (so they stay whatever the migrations made them): one
 * index build and one join per foreign key instead of a B-tree insert and a checking query per row,
 * which made the notifications insert five times slower. The transaction hides the gap; its locks
 * keep the tables to this session until the commit.
 */
async function withoutForeignKeysAndIndexes(q: Exec, tables: string[], log: Log, load: () => Promise<void>) {
  const statements = async (text: string) =>
    (await q(text, [tables])).rows as { drop: string; create: string }[];
  const keys = await statements(`
    select format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
      format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as create
    from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`);
  const indexes = await statements(`
    select format('drop index %s', indexrelid::regclass) as drop, pg_get_indexdef(indexrelid) as create
    from pg_index where indrelid = any($1::regclass[]) and not indisunique`);
  for (const { drop } of [...keys, ...indexes]) await q(drop);
  await load();
  let t0 = Date.now();
  for (const { create } of indexes) await q(create);
  log(`indexes rebuilt (${indexes.length})`, null, t0);
  t0 = Date.now();
  for (const { create } of keys) await q(create);
  log(`foreign keys checked (${keys.length})`, null, t0);
}

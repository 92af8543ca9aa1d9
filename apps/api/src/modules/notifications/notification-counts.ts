import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * The statement triggers that keep notification_counts (migrations 0006/0007) and
 * notification_creator_counts (0010/0011) exact — one aggregated upsert per statement since 0030. A bulk load turns them off and rebuilds the counts
 * once instead (ARCHITECTURE §5): a million upserts into a few hundred counter rows leave a million
 * dead row versions behind and made the generator run for more than 40 minutes.
 */
const countingTriggers = [
  'notification_counts_insert',
  'notification_counts_delete',
  'notification_counts_update',
] as const;

/**
 * Recounts both counter tables from cancer_notifications with one GROUP BY each. Run it inside the
 * transaction that changed the notifications while the triggers were off, so that no other session
 * ever sees notifications and counts that disagree.
 */
export async function rebuildNotificationCounts(db: Db | Tx) {
  await db.execute(sql`delete from notification_counts`);
  await db.execute(sql`
    insert into notification_counts (reporting_unit_id, status, has_reviewer_observation, is_deleted, count)
    select reporting_unit_id, status, has_reviewer_observation, is_deleted, count(*)
    from cancer_notifications
    group by reporting_unit_id, status, has_reviewer_observation, is_deleted`);
  await db.execute(sql`delete from notification_creator_counts`);
  // The audit counts live notifications of known creators only, as the trigger does.
  await db.execute(sql`
    insert into notification_creator_counts (created_by, reporting_unit_id, status, count)
    select created_by, reporting_unit_id, status, count(*)
    from cancer_notifications
    where not is_deleted and created_by is not null
    group by created_by, reporting_unit_id, status`);
}

/**
 * Runs `load` with the counting triggers disabled, then rebuilds the counts, all inside `tx` (the
 * caller's transaction; the triggers come back on at its commit or rollback either way).
 *
 * ALTER TABLE … DISABLE TRIGGER rather than a session flag the trigger functions would check: the
 * ALTER holds a SHARE ROW EXCLUSIVE lock on cancer_notifications until the transaction ends, so a
 * concurrent session that writes notifications waits and then runs with its triggers on, against
 * counts that are already rebuilt. With a session flag that writer would update the counter rows
 * this load is deleting and recounting, and its change could be lost or counted twice. Readers are
 * not blocked. It needs the table owner's rights, which the migrating role has.
 */
export async function loadWithoutCountingTriggers<T>(tx: Tx | Db, load: () => Promise<T>): Promise<T> {
  for (const trigger of countingTriggers)
    await tx.execute(sql.raw(`alter table cancer_notifications disable trigger ${trigger}`));
  const result = await load();
  await rebuildNotificationCounts(tx);
  for (const trigger of countingTriggers)
    await tx.execute(sql.raw(`alter table cancer_notifications enable trigger ${trigger}`));
  return result;
}

import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';

/**
 * The triggers that keep report_case_facts exact (migrations 0022, 0030), by table. The child's facts'
 * triggers on report_case_facts itself (migration 0053) stay enabled: the load does not touch the table,
 * and the rebuild's one INSERT then refreshes every child in one pass.
 */
const factTriggers = [
  ['cancer_cases', 'report_case_facts_case_insert'],
  ['cancer_cases', 'report_case_facts_case_update'],
  ['cancer_notifications', 'report_case_facts_notification_insert'],
  ['cancer_notifications', 'report_case_facts_notification_update'],
  ['notification_versions', 'report_case_facts_version'],
  ['patients', 'report_case_facts_patient'],
] as const;

/**
 * Runs a bulk `load` with the report-facts triggers disabled, then rebuilds the facts in one pass, all
 * inside the caller's transaction (as loadWithoutCountingTriggers does for the counts): a million row
 * triggers, each looking up its case, would cost more than the load itself.
 */
export async function loadWithoutReportFactTriggers<T>(tx: Tx | Db, load: () => Promise<T>): Promise<T> {
  for (const [table, trigger] of factTriggers)
    await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  const result = await load();
  await tx.execute(sql`select report_case_facts_rebuild()`);
  await tx.execute(sql`analyze report_case_facts`);
  for (const [table, trigger] of factTriggers)
    await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  return result;
}

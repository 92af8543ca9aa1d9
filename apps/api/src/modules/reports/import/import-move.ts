import { importMsg } from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import {
  auditLog,
  cancerCases,
  cancerNotifications,
  notificationVersions,
  patients,
} from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import { yieldToOthers } from '../../../platform/yield';
import { decideHolding } from '../../child-holding/holding-decide';
import { checkImportedChildren } from '../../duplicates/import-check';
import {
  BatchRowRefused,
  type NewNotification,
  type NewNotificationsPlan,
  type PlannedRows,
} from '../../notifications/notification-batch-write';
import type { Staging } from './import-staging';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Parks a planned batch's rows (notifications, versions, audit rows) in the import's staging. A
 * version's snapshot is its notification's `data` with a few sections replaced (recordOfModel spreads
 * the model and sets the record's own keys): it is staged as those keys only and completed in the
 * move (`n.data || patch`) — the model is not sent and stored twice (half the staging's bytes).
 */
export async function stagePlannedRows(staging: Staging, rows: PlannedRows) {
  await staging.stage('notifications', cancerNotifications, rows.notifications);
  const dataOf = new Map(rows.notifications.map((n) => [n.id, n.data as Record<string, unknown>]));
  await staging.stage(
    'versions',
    notificationVersions,
    rows.versions.map((v) => ({ ...v, snapshot: snapshotPatch(v.snapshot, dataOf.get(v.notificationId)) })),
  );
  await staging.stage('audits', auditLog, rows.audits);
}

/**
 * The keys of `snapshot` whose values are not `data`'s own (compared by reference: the snapshot
 * spread the model), so that `data || patch` is the snapshot. The whole snapshot when that cannot
 * hold: no data, or a key of data the snapshot drops or leaves undefined.
 */
function snapshotPatch(snapshot: unknown, data: Record<string, unknown> | undefined) {
  const whole = snapshot as Record<string, unknown>;
  if (!data) return { whole };
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(data)) if (whole[key] === undefined) return { whole };
  for (const [key, value] of Object.entries(whole)) if (value !== data[key]) patch[key] = value;
  return { patch };
}

/** A staged version's snapshot, whole or as its notification's data patched (see `stagePlannedRows`). */
const stagedSnapshot = sql`coalesce(r.snapshot->'whole',
  (select n.data from cancer_notifications n where n.id = r.notification_id) || (r.snapshot->'patch'))`;

/** A checked row handed to the plan, with its row number in the file. */
export type PlannedItem = NewNotification & { row: number };
/** The row the plan refused (the save rules, as `BatchRowRefused` says), by its number in the file. */
export type PlanRefusal = { row: number; refusal: AppError };

/**
 * Plans and stages checked batches behind the import's check loop. A batch is planned
 * (`NewNotificationsPlan.add`: its reads of the registry, its drawn ids) and then staged while the
 * loop goes on checking the next rows: 10,000 rows waited ~1.2 s on those reads and on the previous
 * batch's staging. The loop waits only when it hands over a batch while the previous one is still
 * being planned (so at most two batches are in memory besides the one being checked), and when a row
 * names a child of a batch not yet planned (`planned`: its save would see that batch written).
 * After a refusal nothing more is planned (the plan is spoilt); `drain` answers it. `discard` waits
 * for what is in flight before deleting.
 */
export function importPipeline(db: Db, plan: NewNotificationsPlan, staging: Staging) {
  let planning: Promise<void> = Promise.resolve();
  let staged: Promise<void> = Promise.resolve();
  let refused: PlanRefusal | null = null;
  const planThenStage = async (items: readonly PlannedItem[]) => {
    let rows: PlannedRows;
    try {
      rows = await plan.add(db, items);
    } catch (err) {
      if (!(err instanceof BatchRowRefused)) throw err;
      refused = { row: items[err.index].row, refusal: err.refusal };
      return;
    }
    await staged;
    staged = stagePlannedRows(staging, rows);
    // Awaited by the next batch, drain or discard: not an unhandled rejection meanwhile.
    staged.catch(() => {});
  };
  return {
    async add(items: readonly PlannedItem[]) {
      await planning;
      if (refused || items.length === 0) return;
      planning = planThenStage(items);
      planning.catch(() => {});
    },
    planned: () => planning,
    async drain(): Promise<PlanRefusal | null> {
      await planning;
      await staged;
      return refused;
    },
    async discard() {
      await planning.catch(() => {});
      await staged.catch(() => {});
      await staging.discard();
    },
  };
}

const registryChanged = () => new AppError(409, importMsg.registryChanged);

/** A unique or foreign-key violation: someone else wrote a patient or case the plan took as new. */
const isWriteRace = (err: unknown) => {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ??
    (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || code === '23503';
};

/**
 * The import's one short transaction: the staged rows moved into the registry by a handful of
 * set-based statements (the counting triggers then run once per statement), after checking under
 * lock that the cases the plan advanced are still as it read them. If they changed (someone saved
 * one of these cases meanwhile), or a patient or case the plan opened was opened by someone else,
 * nothing is written and the answer is 409: upload the file again. `finish` adds the import's own
 * audit row in the same transaction. On any failure the staging is deleted: nothing is left.
 */
export async function moveStagedImport(
  db: Db,
  staging: Staging,
  plan: NewNotificationsPlan,
  finish: (tx: Tx) => Promise<void>,
) {
  const people = plan.patientRows();
  const cases = plan.caseRows();
  try {
    // Four targets, each with its own sequence: staged side by side (on PostgreSQL, on four
    // connections), all settled before a failure is thrown, so the discard below leaves nothing.
    const staged = await Promise.allSettled([
      staging.stage('patients.fresh', patients, people.fresh),
      staging.stage('patients.known', patients, people.known),
      staging.stage('cases.opened', cancerCases, cases.opened),
      staging.stage('cases.advanced', cancerCases, cases.advanced),
    ]);
    for (const s of staged) if (s.status === 'rejected') throw s.reason;
    await db.transaction(async (tx) => {
      if (cases.read.length) {
        // Locked in id order (as any other writer of several cases would meet them), then compared.
        const found = (await tx.execute(sql`
          select c.is_deleted or c.case_version <> r."caseVersion"
            or c.reviewed_version is distinct from r."reviewedVersion"
            or c.current_notification_id is distinct from r."currentNotificationId" as changed
          from cancer_cases c
          join jsonb_to_recordset(${JSON.stringify(cases.read)}::jsonb)
            as r(id int, "caseVersion" int, "reviewedVersion" int, "currentNotificationId" int) on r.id = c.id
          order by c.id for update of c`)) as unknown as { rows: { changed: boolean }[] };
        if (found.rows.length !== cases.read.length || found.rows.some((r) => r.changed))
          throw registryChanged();
      }
      await staging.insert(tx, 'patients.fresh', patients);
      await staging.update(tx, 'patients.known', patients);
      await staging.insert(tx, 'cases.opened', cancerCases);
      await staging.insert(tx, 'notifications', cancerNotifications);
      // Each completed report's holding, decided as one save after another would (issue 38). Over
      // the ids as one array: the staging subquery re-read ~5 kB JSON rows inside each correlated
      // look-up (4.3 s of a 1,000-row move on the embedded database, every other call waiting).
      const moved = rowsOf<{ ids: string | null }>(
        await tx.execute(sql`select array_agg(id)::text as ids from ${staging.ids('notifications')} s(id)`),
      )[0]?.ids;
      await decideHolding(tx, plan.request, (row) => sql`${sql.raw(row)}.id = any(${moved ?? '{}'}::int[])`);
      await staging.update(tx, 'cases.advanced', cancerCases);
      // The cases' earlier current records (the registry's, or an earlier batch's) step down.
      await tx.execute(sql`
        update cancer_notifications n set is_cancer_case = false from cancer_cases c
        where c.id in ${staging.ids('cases.advanced')} and n.case_id = c.id and n.is_cancer_case
          and n.id <> c.current_notification_id`);
      await staging.insert(tx, 'versions', notificationVersions, { snapshot: stagedSnapshot });
      await staging.insert(tx, 'audits', auditLog);
      await finish(tx);
      await staging.discard(tx);
    });
  } catch (err) {
    await staging.discard();
    if (isWriteRace(err)) throw registryChanged();
    throw err;
  }
  await checkAfterTheMove(
    db,
    people.fresh.map((p) => p.id),
    plan.request,
  );
}

/**
 * The new children checked for duplicates as a save's are (issue 40): pairs to the queue. After the
 * move, not inside it: on the embedded database the move's transaction holds its one connection, and
 * the blocked pairs of 1,000 children of one name (the concurrency test's file) took 8 s in one
 * statement, another user's list waiting 13 s. Slices per transaction, the loop handed back between
 * them, sized to take ~25–100 ms: a few children when they have many namesakes, hundreds when not.
 * The rows are written by then: a failure here is logged, not answered — the import did happen, and
 * the registry check's nightly duplicates pass finds the same pairs.
 */
async function checkAfterTheMove(db: Db, fresh: readonly number[], request: FastifyRequest) {
  try {
    // Hundreds of new children can be most of a young registry's patients: until autovacuum's analyze
    // comes round the planner still sees the table as it was, and on PostgreSQL each slice's blocked
    // pairs then ran for ~0.1 s a child (the concurrency test's 1,000 namesakes: over 2 minutes).
    if (fresh.length >= 100) await db.execute(sql`analyze patients`);
    let size = 50;
    for (let i = 0; i < fresh.length; ) {
      await yieldToOthers();
      const started = performance.now();
      const slice = fresh.slice(i, i + size);
      await db.transaction((tx) => checkImportedChildren(tx, slice));
      i += slice.length;
      const took = performance.now() - started;
      if (took > 100) size = Math.max(2, size >> 1);
      else if (took < 25) size = Math.min(500, size * 2);
    }
  } catch (err) {
    request.log.error(
      { err },
      'import: duplicate check of the new children failed; the nightly pass will find them',
    );
  }
}

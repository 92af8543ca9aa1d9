import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadWithoutCountingTriggers,
  rebuildNotificationCounts,
} from '../src/modules/notifications/notification-counts';
import { startTestServer, type TestServer } from './harness';
import { CNP_GIRL, completeBody, draftBody } from './notification-fixtures';

let s: TestServer;
type Row = Record<string, number | boolean>;
const rows = async (text: string) => ((await s.sql(text)) as { rows: Row[] }).rows;
// Counter rows that reached 0 (a notification moved or deleted) mean the same as absent rows.
const counts = async () => ({
  units: await rows(`select reporting_unit_id, status, has_reviewer_observation, is_deleted, count::int
    from notification_counts where count <> 0 order by 1, 2, 3, 4`),
  creators: await rows(`select created_by, reporting_unit_id, status, count::int
    from notification_creator_counts where count <> 0 order by 1, 2, 3`),
});
const doubled = (list: Row[]) => list.map((r) => ({ ...r, count: Number(r.count) * 2 }));
/** A copy of every notification, as a bulk import would add rows: plain INSERT … SELECT. */
const copyEveryNotification = sql`
  insert into cancer_notifications (patient_id, reporting_unit_id, status, has_reviewer_observation, is_deleted,
    data, created_by, updated_by)
  select patient_id, reporting_unit_id, status, has_reviewer_observation, is_deleted, data, created_by, updated_by
  from cancer_notifications`;

let byTriggers: Awaited<ReturnType<typeof counts>>;

beforeAll(async () => {
  s = await startTestServer();
  const reporter = await s.signIn('reporter@demo.local');
  const reporter2 = await s.signIn('reporter2@demo.local');
  const unitadmin = await s.signIn('unitadmin@demo.local');
  const save = async (token: string, body: unknown) => {
    const res = await s.request('POST', '/api/cancer-notification/', { token, body });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  // Every counted dimension varies: units, statuses, creators, a reviewer observation, a deletion.
  await save(reporter, completeBody());
  const girl = { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu', countyId: 225, cityId: 95060 };
  const observed = await save(reporter, draftBody({ patientDetails: girl }));
  const deleted = await save(reporter, draftBody());
  await save(reporter2, draftBody({ notificationOverview: { reportingUnitId: 2 } }));
  await save(reporter2, completeBody({ notificationOverview: { reportingUnitId: 2 } }));
  await s.sql(`update cancer_notifications set has_reviewer_observation = true where id = ${observed}`);
  expect(
    (await s.request('DELETE', `/api/cancer-notification/${deleted}`, { token: unitadmin })).status,
  ).toBe(204);
  byTriggers = await counts();
});
afterAll(() => s.close());

describe('rebuildNotificationCounts', () => {
  it('recounts exactly what the triggers kept, whatever the counter tables held before', async () => {
    expect(byTriggers.units.length).toBeGreaterThanOrEqual(4);
    expect(byTriggers.units.some((r) => r.is_deleted)).toBe(true);
    expect(byTriggers.units.some((r) => r.has_reviewer_observation)).toBe(true);
    expect(new Set(byTriggers.creators.map((r) => r.created_by)).size).toBe(2);
    await s.sql('update notification_counts set count = count + 5');
    await s.sql('delete from notification_creator_counts where status = 2');
    await s.sql(
      'insert into notification_creator_counts (created_by, reporting_unit_id, status, count) values (1, 99, 1, 3)',
    );
    await rebuildNotificationCounts(s.database.db);
    expect(await counts()).toEqual(byTriggers);
  });
});

describe('loadWithoutCountingTriggers', () => {
  it('loads without the row triggers and leaves the counts as the triggers would have', async () => {
    await s.database.db.transaction((tx) =>
      loadWithoutCountingTriggers(tx, () => tx.execute(copyEveryNotification)),
    );
    const after = await counts();
    expect(after).toEqual({ units: doubled(byTriggers.units), creators: doubled(byTriggers.creators) });
    // The triggers are back on: one more row is counted by them.
    await s.sql(`insert into cancer_notifications (patient_id, reporting_unit_id, status, data, created_by, updated_by)
      select patient_id, reporting_unit_id, status, data, created_by, updated_by from cancer_notifications
      where not is_deleted and not has_reviewer_observation and status = 2 order by id limit 1`);
    const completedLive = (r: Row) => r.status === 2 && !r.is_deleted && !r.has_reviewer_observation;
    const before = after.units.filter(completedLive).map((r) => Number(r.count));
    const now = (await counts()).units.filter(completedLive).map((r) => Number(r.count));
    expect(now.reduce((a, b) => a + b, 0)).toBe(before.reduce((a, b) => a + b, 0) + 1);
  });

  it('keeps the triggers and the counts when the load fails (the transaction rolls back)', async () => {
    const before = await counts();
    await expect(
      s.database.db.transaction((tx) =>
        loadWithoutCountingTriggers(tx, async () => {
          await tx.execute(copyEveryNotification);
          throw new Error('a row of the file is wrong');
        }),
      ),
    ).rejects.toThrow('a row of the file is wrong');
    expect(await counts()).toEqual(before);
    const triggers = await rows(`select tgname, tgenabled from pg_trigger
      where tgrelid = 'cancer_notifications'::regclass and tgname like 'notification%counts%'`);
    expect(triggers).toHaveLength(3);
    expect(triggers.every((t) => String(t.tgenabled) === 'O')).toBe(true);
  });
});

// Migration 0030: one aggregated upsert per statement. Statements that touch many rows at once (an
// import's INSERT … SELECT, a bulk status change, a delete of several rows) must count exactly.
const recount = async () => ({
  units:
    await rows(`select reporting_unit_id, status, has_reviewer_observation, is_deleted, count(*)::int as count
    from cancer_notifications group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  creators: await rows(`select created_by, reporting_unit_id, status, count(*)::int as count
    from cancer_notifications where not is_deleted group by 1, 2, 3 order by 1, 2, 3`),
});

describe('the statement-level counting triggers', () => {
  it('keep both counters equal to a recount after multi-row inserts, updates and deletes', async () => {
    await s.database.db.execute(copyEveryNotification);
    expect(await counts()).toEqual(await recount());
    // Status changes, unit moves and deletions of many rows in one statement, in both directions.
    await s.sql('update cancer_notifications set status = 3 - status where id % 2 = 0');
    await s.sql(
      'update cancer_notifications set reporting_unit_id = 2, is_deleted = not is_deleted where id % 3 = 0',
    );
    await s.sql(
      'update cancer_notifications set has_reviewer_observation = not has_reviewer_observation where id % 5 = 0',
    );
    // An update of no counted column writes nothing, and changes nothing.
    await s.sql('update cancer_notifications set data = data');
    expect(await counts()).toEqual(await recount());
    await s.sql(`delete from cancer_notifications where id in (select n.id from cancer_notifications n
      where not exists (select 1 from notification_versions v where v.notification_id = n.id)
        and not exists (select 1 from cancer_cases c where c.current_notification_id = n.id)
      order by n.id desc limit 4)`);
    expect(await counts()).toEqual(await recount());
  });
});

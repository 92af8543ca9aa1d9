import type { Notification } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import {
  BatchRowRefused,
  type NewNotificationsPlan,
} from '../src/modules/notifications/notification-batch-write';
import { importPipeline, type PlannedItem } from '../src/modules/reports/import/import-move';
import type { Staging } from '../src/modules/reports/import/import-staging';
import { badRequest } from '../src/platform/errors';

// The order the import's pipeline keeps (import-move.ts): a batch is planned after the one before,
// staged after the one before, while the check loop goes on; a refusal stops the planning and comes
// back with its file row. The plan and the staging are stand-ins that log what they are asked and
// when they finish (the imports' own tests run the real ones against both databases).

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const items = (...rows: number[]): PlannedItem[] =>
  rows.map((row) => ({ notification: { id: 0 } as unknown as Notification, row }));

function standIns(refuseRow?: number) {
  const log: string[] = [];
  const plan = {
    async add(_db: Db, batch: readonly PlannedItem[]) {
      const name = batch.map((i) => i.row).join('+');
      log.push(`plan ${name}`);
      await tick();
      const refused = batch.findIndex((i) => i.row === refuseRow);
      if (refused >= 0) throw new BatchRowRefused(refused, badRequest('notification.noCaseToFollow'));
      log.push(`planned ${name}`);
      return { notifications: [{ id: batch[0].row, data: {} }], versions: [], audits: [] };
    },
  } as unknown as NewNotificationsPlan;
  const staging = {
    async stage(target: string, _table: unknown, rows: readonly { id?: number }[]) {
      if (target !== 'notifications') return;
      log.push(`stage ${rows[0].id}`);
      await tick();
      log.push(`staged ${rows[0].id}`);
    },
    async discard() {
      log.push('discard');
    },
  } as unknown as Staging;
  return { log, pipeline: importPipeline({} as Db, plan, staging) };
}

describe('the import pipeline', () => {
  it('plans and stages each batch after the one before, while the loop goes on', async () => {
    const { log, pipeline } = standIns();
    await pipeline.add(items(1, 2));
    log.push('loop');
    await pipeline.add(items(3, 4));
    log.push('loop');
    await pipeline.planned();
    log.push('loop after planned');
    expect(await pipeline.drain()).toBeNull();
    // `add` hands a batch over and returns: the loop runs while it is planned, and waits for it only
    // when it hands the next one over; a batch is staged only after the previous one is.
    expect(log).toEqual([
      'plan 1+2',
      'loop',
      'planned 1+2',
      'stage 1',
      'plan 3+4',
      'loop',
      'staged 1',
      'planned 3+4',
      'stage 3',
      'loop after planned',
      'staged 3',
    ]);
  });

  it('answers the file row the plan refused and plans nothing after it', async () => {
    const { log, pipeline } = standIns(4);
    await pipeline.add(items(1, 2));
    await pipeline.add(items(3, 4));
    await pipeline.add(items(5, 6));
    const refused = await pipeline.drain();
    expect(refused?.row).toBe(4);
    expect(refused?.refusal.code).toBe('notification.noCaseToFollow');
    expect(log.filter((l) => l.startsWith('plan '))).toEqual(['plan 1+2', 'plan 3+4']);
    await pipeline.discard();
    expect(log.at(-1)).toBe('discard');
  });
});

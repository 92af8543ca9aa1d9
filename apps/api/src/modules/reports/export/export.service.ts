import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { outsideTheSave } from '../../../platform/idempotency';
import { type ExportPlan, writeExport } from './export-pipeline';

/**
 * A read-only repeatable-read transaction held open until `end`: what an export reads in it is one
 * snapshot of the registry, whatever is saved meanwhile.
 */
async function openSnapshot(db: Db) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let opened: (tx: Db) => void = () => {};
  const ready = new Promise<Db>((resolve) => {
    opened = resolve;
  });
  // A read, whatever key the request came with: the snapshot's first statement must be its SET.
  const transaction = outsideTheSave(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      opened(tx as unknown as Db);
      await released;
    }),
  );
  const tx = await Promise.race([
    ready,
    transaction.then(() => {
      throw new Error('the export snapshot ended before it began');
    }),
  ]);
  return {
    tx,
    end: async () => {
      release();
      await transaction;
    },
  };
}

type ReadyPlan<R extends { id: number }> = Omit<ExportPlan<R>, 'aborted' | 'beforeEnd' | 'written'>;

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
} as const;

/**
 * Answers an export: headers at once, then the rows as they are read, page by page, straight into
 * the response. The audit row (who, which layout, the filter, how many rows) is written before the
 * file is finished, so a file no audit row records is never a valid file; an export the client
 * abandons is recorded too, with the rows it had received so far.
 *
 * `snapshot`: the plan is built and the rows read in one repeatable-read transaction, for an export
 * whose plan must match its rows (the anonymised export's class sizes: a case saved between its two
 * passes would otherwise land in a class the plan measured without it).
 */
export function sendExport<R extends { id: number }>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  plan: ReadyPlan<R> | ((q: Db) => Promise<ReadyPlan<R>>),
  input: {
    fileName: string;
    filter: unknown;
    layoutId: string;
    format: ExportPlan<R>['format'];
    snapshot?: boolean;
  },
) {
  const { layoutId, format } = input;
  const out = new PassThrough();
  let aborted = false;
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) aborted = true;
  });
  const audit = (q: Db, rows: number, completed: boolean) =>
    writeAudit(q, request, {
      action: 'report.exported',
      entity: 'report',
      entityId: layoutId,
      details: { layout: layoutId, format, filter: input.filter, rows, completed },
    });
  let audited = false;
  const run = async () => {
    // A running count: a failure midway is audited with the rows that went out before it.
    let rows = 0;
    let snapshot: Awaited<ReturnType<typeof openSnapshot>> | null = null;
    try {
      if (input.snapshot) snapshot = await openSnapshot(db);
      const q = snapshot?.tx ?? db;
      const ready = typeof plan === 'function' ? await plan(q) : plan;
      await writeExport(
        {
          ...ready,
          written: (count) => {
            rows = count;
          },
          aborted: () => aborted,
          beforeEnd: async (count) => {
            // Every row is read: the snapshot ends (on the embedded database its transaction holds
            // the only connection) and the audit row is committed before the file is closed.
            await snapshot?.end();
            audited = true;
            await audit(db, count, !aborted);
          },
        },
        out,
      );
    } catch (error) {
      request.log.error({ err: error, file: input.fileName }, 'export failed');
      out.destroy(error as Error);
      await snapshot?.end().catch(() => undefined);
      if (!audited)
        await audit(db, rows, false).catch((e) => request.log.error({ err: e }, 'export audit failed'));
    }
  };
  void run();
  const name = encodeURIComponent(input.fileName);
  return reply
    .header('Content-Type', CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${input.fileName}"; filename*=UTF-8''${name}`)
    .header('Cache-Control', 'no-store')
    .send(out);
}

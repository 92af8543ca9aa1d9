import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { type ExportPlan, writeExport } from './export-pipeline';

type ReadyPlan<R extends { id: number }> = Omit<ExportPlan<R>, 'aborted' | 'beforeEnd' | 'written'>;

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
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
    const work = async (q: Db) => {
      const ready = typeof plan === 'function' ? await plan(q) : plan;
      await writeExport(
        {
          ...ready,
          written: (count) => {
            rows = count;
          },
          aborted: () => aborted,
          beforeEnd: async (count) => {
            audited = true;
            // In the export's own transaction: on the embedded database another query would wait for it.
            await audit(q, count, !aborted);
          },
        },
        out,
      );
    };
    try {
      if (input.snapshot)
        await db.transaction(async (tx) => {
          await tx.execute(sql`set transaction isolation level repeatable read`);
          await work(tx as unknown as Db);
        });
      else await work(db);
    } catch (error) {
      request.log.error({ err: error, file: input.fileName }, 'export failed');
      out.destroy(error as Error);
      // A snapshot's rollback took its audit row with it.
      if (!audited || input.snapshot)
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

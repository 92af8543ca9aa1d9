import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { type ExportPlan, writeExport } from './export-pipeline';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * Answers an export: headers at once, then the rows as they are read, page by page, straight into
 * the response. The audit row (who, which layout, the filter, how many rows) is written before the
 * file is finished, so a file no audit row records is never a valid file; an export the client
 * abandons is recorded too, with the rows it had received so far.
 */
export function sendExport<R extends { id: number }>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  plan: Omit<ExportPlan<R>, 'aborted' | 'beforeEnd' | 'written'>,
  input: { fileName: string; filter: unknown },
) {
  const out = new PassThrough();
  let aborted = false;
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) aborted = true;
  });
  const audit = (rows: number, completed: boolean) =>
    writeAudit(db, request, {
      action: 'report.exported',
      entity: 'report',
      entityId: plan.layout.id,
      details: { layout: plan.layout.id, format: plan.format, filter: input.filter, rows, completed },
    });
  let audited = false;
  const run = async () => {
    // A running count: a failure midway is audited with the rows that went out before it.
    let rows = 0;
    try {
      await writeExport(
        {
          ...plan,
          written: (count) => {
            rows = count;
          },
          aborted: () => aborted,
          beforeEnd: async (count) => {
            audited = true;
            await audit(count, !aborted);
          },
        },
        out,
      );
    } catch (error) {
      request.log.error({ err: error, layout: plan.layout.id }, 'export failed');
      out.destroy(error as Error);
      if (!audited)
        await audit(rows, false).catch((e) => request.log.error({ err: e }, 'export audit failed'));
    }
  };
  void run();
  const name = encodeURIComponent(input.fileName);
  return reply
    .header('Content-Type', CONTENT_TYPES[plan.format])
    .header('Content-Disposition', `attachment; filename="${input.fileName}"; filename*=UTF-8''${name}`)
    .header('Cache-Control', 'no-store')
    .send(out);
}

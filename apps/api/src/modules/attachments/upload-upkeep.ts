import fs from 'node:fs';
import path from 'node:path';
import { UploadStatus } from '@registry/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { attachmentUploads, notificationAttachments } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { timeJob } from '../../platform/observability/metrics';
import { scheduleJob } from '../../platform/scheduled-jobs';
import { exists } from './chunk-file';
import { abandonUpload, publishUpload } from './upload-finish';

/**
 * After a crash or restart, every upload in progress is brought to a state its files support:
 * - its partial file is there: it stays resumable (the client sends the missing chunks again), and
 *   a finishing claim of a dead process is dropped so the next chunk can finish it;
 * - the partial is gone but the checked file was already renamed into place (crash between the
 *   rename and the database): it is published — the file is whole, it was synced before the rename;
 * - neither: it becomes Error, listed so the user sees it broke.
 * With several servers on one database (issue 26) an upload a live server is finishing is left to
 * it: its claim names the server, and a live server holds its advisory lock.
 */
export async function recoverUploads(ctx: AppContext, log: FastifyBaseLogger) {
  const rows = await ctx.db
    .select({ file: notificationAttachments, upload: attachmentUploads })
    .from(notificationAttachments)
    .leftJoin(attachmentUploads, eq(attachmentUploads.attachmentId, notificationAttachments.id))
    .where(
      and(
        eq(notificationAttachments.uploadStatus, UploadStatus.InProgress),
        eq(notificationAttachments.isDeleted, false),
      ),
    );
  for (const { file, upload } of rows) {
    try {
      if (upload?.finishingAt && (await ctx.instance.isAlive(upload.finishingInstance))) continue;
      if (upload && (await exists(ctx.files.partialPathOf(file.storageName)))) {
        if (upload.finishingAt)
          await ctx.db
            .update(attachmentUploads)
            .set({ finishingAt: null, finishingInstance: null })
            .where(eq(attachmentUploads.attachmentId, file.id));
      } else if (upload?.sha256 && (await exists(ctx.files.pathOf(file.storageName)))) {
        await publishUpload(ctx, null, file.id, file.createdBy);
        log.info({ attachmentId: file.id }, 'upload recovered: published the file already in place');
      } else {
        await abandonUpload(ctx, file.id, file.storageName, false);
        log.warn({ attachmentId: file.id }, 'upload recovered: partial file gone, marked Error');
      }
    } catch (err) {
      log.error({ err, attachmentId: file.id }, 'upload recovery failed');
    }
  }
}

/**
 * Ends uploads with no chunk for the configured time (Error, partial removed) and removes partial
 * files no upload owns (a crash before the row was written, or a plain upload cut off) once as old.
 */
export async function sweepUploads(ctx: AppContext, log: FastifyBaseLogger, now = Date.now()) {
  const cutoff = new Date(now - ctx.config.attachments.uploadTtlMinutes * 60_000);
  const stale = await ctx.db
    .select({ id: notificationAttachments.id, storageName: notificationAttachments.storageName })
    .from(attachmentUploads)
    .innerJoin(notificationAttachments, eq(notificationAttachments.id, attachmentUploads.attachmentId))
    .where(lt(attachmentUploads.updatedAt, cutoff));
  for (const s of stale) await abandonUpload(ctx, s.id, s.storageName, false);
  if (stale.length) log.info({ count: stale.length }, 'abandoned uploads ended');

  const live = new Set(
    (
      await ctx.db
        .select({ storageName: notificationAttachments.storageName })
        .from(attachmentUploads)
        .innerJoin(notificationAttachments, eq(notificationAttachments.id, attachmentUploads.attachmentId))
    ).map((r) => `${r.storageName}.part`),
  );
  for (const name of await fs.promises.readdir(ctx.files.tmpDir)) {
    if (live.has(name)) continue;
    const file = path.join(ctx.files.tmpDir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < cutoff.getTime()) await fs.promises.rm(file, { force: true });
  }
}

/**
 * Runs the recovery once, then recovery and sweep periodically — on one server at a time and once per
 * period across servers (platform/scheduled-jobs.ts), so a dead server's uploads are taken over by the
 * living ones without waiting for it to start again.
 */
export async function startUploadUpkeep(app: FastifyInstance, ctx: AppContext) {
  await ctx.instance.runExclusive('uploads-recover', () =>
    timeJob('upload_recovery', () => recoverUploads(ctx, app.log)),
  );
  const everyMs = Math.min(ctx.config.attachments.uploadTtlMinutes, 15) * 60_000;
  scheduleJob(app, ctx.db, ctx.instance, 'upload-upkeep', everyMs, async () => {
    await timeJob('upload_recovery', () => recoverUploads(ctx, app.log));
    await timeJob('upload_sweep', () => sweepUploads(ctx, app.log));
  });
}

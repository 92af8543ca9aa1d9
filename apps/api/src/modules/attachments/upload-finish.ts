import { type ChunkUploadAnswer, UploadStatus } from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { attachmentUploads, notificationAttachments } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { extensionOf } from '../../platform/files/file-types';
import { assertRoomFor, lockNotification } from './attachment-access';
import { checkAndHash, removeFile, uploadBroken } from './chunk-file';

/** A claim on a complete upload older than this is taken to be dead (its process crashed). */
const STALE_CLAIM_MS = 10 * 60_000;

export async function answerOf(db: Db, attachmentId: number): Promise<ChunkUploadAnswer> {
  const [row] = await db
    .select()
    .from(notificationAttachments)
    .where(eq(notificationAttachments.id, attachmentId));
  if (!row || row.isDeleted) throw uploadBroken();
  return {
    fileStorageName: row.storageName,
    uploadStatus: row.uploadStatus,
    uploadedDateUTC: row.uploadedAt.toISOString(),
  };
}

/**
 * Ends an upload that will not finish: Error (hidden from the list when the file was refused, so
 * only uploads that broke stay visible), and its files removed — but only if it was still in
 * progress: an upload someone else already published is never touched.
 */
export async function abandonUpload(
  ctx: AppContext,
  attachmentId: number,
  storageName: string,
  hide: boolean,
) {
  const ended = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(notificationAttachments)
      .set({ uploadStatus: UploadStatus.Error, ...(hide ? { isDeleted: true } : {}) })
      .where(
        and(
          eq(notificationAttachments.id, attachmentId),
          eq(notificationAttachments.uploadStatus, UploadStatus.InProgress),
        ),
      )
      .returning({ id: notificationAttachments.id });
    if (rows.length)
      await tx.delete(attachmentUploads).where(eq(attachmentUploads.attachmentId, attachmentId));
    return rows.length > 0;
  });
  if (ended) {
    await removeFile(ctx.files.partialPathOf(storageName));
    await ctx.files.remove(storageName);
  }
}

/** Claims a complete upload for checking, unless it is incomplete or another request is at it. */
async function claim(ctx: AppContext, attachmentId: number) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ upload: attachmentUploads, file: notificationAttachments })
      .from(attachmentUploads)
      .innerJoin(notificationAttachments, eq(notificationAttachments.id, attachmentUploads.attachmentId))
      .where(eq(attachmentUploads.attachmentId, attachmentId))
      .for('update');
    if (!row || row.file.uploadStatus !== UploadStatus.InProgress) return null;
    const u = row.upload;
    if (u.receivedChunks.length !== u.numberOfChunks || u.lastChunkSize === null) return null;
    // Another request is at it, unless its server is gone (issue 26: one server may die mid-check)
    // or its claim is so old that it must have failed without letting go.
    if (
      u.finishingAt &&
      Date.now() - u.finishingAt.getTime() < STALE_CLAIM_MS &&
      (u.finishingInstance === null || (await ctx.instance.isAlive(u.finishingInstance)))
    )
      return null;
    await tx
      .update(attachmentUploads)
      .set({ finishingAt: new Date(), finishingInstance: ctx.instance.id })
      .where(eq(attachmentUploads.attachmentId, attachmentId));
    return { ...row.file, expectedSize: (u.numberOfChunks - 1) * u.chunkSize + u.lastChunkSize };
  });
}

/**
 * Finishes a complete upload (ARCHITECTURE §6). Crash-safe order: the whole file is checked and
 * hashed; the hash is recorded; the file is synced and renamed into place; only then does the row
 * turn Finished. A crash before the rename leaves a resumable upload, after it a file start-up
 * recovery publishes — never a Finished row without its whole file.
 */
export async function finishUpload(
  ctx: AppContext,
  request: FastifyRequest | null,
  attachmentId: number,
): Promise<ChunkUploadAnswer> {
  const file = await claim(ctx, attachmentId);
  if (!file) return answerOf(ctx.db, attachmentId);
  const partial = ctx.files.partialPathOf(file.storageName);
  try {
    if (!partial) throw uploadBroken();
    const sha256 = await checkAndHash(partial, extensionOf(file.storageName), file.expectedSize);
    await ctx.db
      .update(attachmentUploads)
      .set({ sha256, size: file.expectedSize })
      .where(eq(attachmentUploads.attachmentId, attachmentId));
    await ctx.files.moveIntoPlace(partial, file.storageName);
  } catch (err) {
    // Refused content is the caller's fault (400, row hidden); anything else broke and stays listed as Error.
    await abandonUpload(ctx, attachmentId, file.storageName, err instanceof AppError);
    throw err;
  }
  return publishUpload(ctx, request, attachmentId, file.createdBy);
}

/**
 * Turns an upload whose file is in place into a Finished attachment, checking the per-notification
 * rules under a lock on the notification, so two archives finishing at once cannot both pass.
 */
export async function publishUpload(
  ctx: AppContext,
  request: FastifyRequest | null,
  attachmentId: number,
  userId: number | null,
): Promise<ChunkUploadAnswer> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ file: notificationAttachments, upload: attachmentUploads })
        .from(notificationAttachments)
        .innerJoin(attachmentUploads, eq(attachmentUploads.attachmentId, notificationAttachments.id))
        .where(eq(notificationAttachments.id, attachmentId));
      if (!found?.upload.sha256) throw uploadBroken();
      const { file, upload } = found;
      await lockNotification(tx, file.notificationId);
      await assertRoomFor(
        tx,
        file.notificationId,
        file.fileName,
        ctx.config.attachments.maxPerNotification,
        file.id,
      );
      const [done] = await tx
        .update(notificationAttachments)
        .set({
          uploadStatus: UploadStatus.Finished,
          sha256: upload.sha256,
          size: upload.size,
          uploadedAt: new Date(),
        })
        .where(
          and(
            eq(notificationAttachments.id, attachmentId),
            eq(notificationAttachments.uploadStatus, UploadStatus.InProgress),
            eq(notificationAttachments.isDeleted, false),
          ),
        )
        .returning();
      if (!done) throw uploadBroken();
      await tx.delete(attachmentUploads).where(eq(attachmentUploads.attachmentId, attachmentId));
      await writeAudit(tx, request, {
        action: 'attachment.uploaded',
        userId,
        entity: 'notification_attachment',
        entityId: done.id,
        details: {
          notificationId: done.notificationId,
          documentType: done.documentType,
          size: done.size,
          sha256: done.sha256,
        },
      });
      return {
        fileStorageName: done.storageName,
        uploadStatus: done.uploadStatus,
        uploadedDateUTC: done.uploadedAt.toISOString(),
      };
    });
  } catch (err) {
    const [row] = await ctx.db
      .select({ storageName: notificationAttachments.storageName })
      .from(notificationAttachments)
      .where(eq(notificationAttachments.id, attachmentId));
    if (row) await abandonUpload(ctx, attachmentId, row.storageName, err instanceof AppError);
    throw err;
  }
}

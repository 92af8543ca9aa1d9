import {
  AttachmentParentType,
  type NotificationAttachment,
  type Session,
  UploadStatus,
} from '@registry/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { attachmentUploads, cancerNotifications, notificationAttachments } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { unitScope } from '../notifications/notification-scope';
import { assertMayChangeFiles, findVisibleNotification } from './attachment-access';
import { removeFile } from './chunk-file';

export const toAttachment = (f: typeof notificationAttachments.$inferSelect): NotificationAttachment => ({
  id: f.id,
  fileName: f.fileName,
  uploadedDateUTC: f.uploadedAt.toISOString(),
  uploadStatus: f.uploadStatus,
  fileStorageName: f.storageName,
});

/**
 * The documents of one panel of a notification (spec 02 §7), every upload status included so the
 * list can show uploads in progress or broken. With `previousNotificationId` the list is that
 * earlier notification's — which the caller must be able to see as well.
 */
export async function listAttachments(
  ctx: AppContext,
  session: Session,
  notificationId: number,
  documentType: number,
  previousNotificationId: number,
) {
  await findVisibleNotification(ctx.db, session, notificationId);
  const listed = previousNotificationId
    ? await findVisibleNotification(ctx.db, session, previousNotificationId)
    : { id: notificationId };
  const rows = await ctx.db
    .select()
    .from(notificationAttachments)
    .where(
      and(
        eq(notificationAttachments.notificationId, listed.id),
        eq(notificationAttachments.documentType, documentType),
        eq(notificationAttachments.isDeleted, false),
      ),
    )
    .orderBy(asc(notificationAttachments.id));
  return rows.map(toAttachment);
}

/** An attachment with its notification, if the caller may see that notification. */
async function findAttachment(ctx: AppContext, session: Session, id: number, parentType: number) {
  if (parentType !== AttachmentParentType.CancerNotification) throw notFound();
  const [found] = await ctx.db
    .select({ file: notificationAttachments, notification: cancerNotifications })
    .from(notificationAttachments)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, notificationAttachments.notificationId))
    .where(
      and(
        eq(notificationAttachments.id, id),
        eq(notificationAttachments.isDeleted, false),
        eq(cancerNotifications.isDeleted, false),
        unitScope(session),
      ),
    );
  if (!found) throw notFound();
  return found;
}

/** A finished attachment's file as a stream, audited; 404 for one the caller may not see. */
export async function openAttachment(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  id: number,
  parentType: number,
) {
  const { file } = await findAttachment(ctx, session, id, parentType);
  const opened = file.uploadStatus === UploadStatus.Finished ? ctx.files.open(file.storageName) : null;
  if (!opened) {
    if (file.uploadStatus === UploadStatus.Finished)
      request.log.error({ attachmentId: id, storageName: file.storageName }, 'attachment file missing');
    throw notFound();
  }
  await writeAudit(ctx.db, request, {
    action: 'attachment.downloaded',
    entity: 'notification_attachment',
    entityId: id,
    details: { notificationId: file.notificationId, documentType: file.documentType },
  });
  return { ...opened, fileName: file.fileName };
}

/** Soft delete by someone who may edit the panel; the file goes once the delete is committed. */
export async function deleteAttachment(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  id: number,
  parentType: number,
) {
  const { file, notification } = await findAttachment(ctx, session, id, parentType);
  assertMayChangeFiles(session, notification, file.documentType);
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .update(notificationAttachments)
      .set({
        isDeleted: true,
        ...(file.uploadStatus === UploadStatus.InProgress ? { uploadStatus: UploadStatus.Error } : {}),
      })
      .where(and(eq(notificationAttachments.id, id), eq(notificationAttachments.isDeleted, false)))
      .returning({ id: notificationAttachments.id });
    if (!gone) throw notFound();
    await tx.delete(attachmentUploads).where(eq(attachmentUploads.attachmentId, id));
    await writeAudit(tx, request, {
      action: 'attachment.deleted',
      entity: 'notification_attachment',
      entityId: id,
      details: {
        notificationId: file.notificationId,
        documentType: file.documentType,
        fileName: file.fileName,
      },
    });
  });
  await ctx.files.remove(file.storageName);
  await removeFile(ctx.files.partialPathOf(file.storageName));
}

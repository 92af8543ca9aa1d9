import type { Multipart } from '@fastify/multipart';
import {
  flag,
  NotificationDocumentType,
  type Session,
  SINGLE_ATTACHMENT_MAX_BYTES,
  singleAttachmentExtensions,
  UploadStatus,
} from '@registry/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { type cancerNotifications, notificationAttachments } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { FileRule, StoredFile } from '../../platform/files/file-store';
import { assertMayChangeFiles, assertRoomFor } from './attachment-access';

const rule: FileRule = { extensions: singleAttachmentExtensions, maxBytes: SINGLE_ATTACHMENT_MAX_BYTES };
const fileFields: Record<string, number> = {
  histopathologyAttachment: NotificationDocumentType.Histology,
  imagisticsAttachment: NotificationDocumentType.Imagistics,
};
/** The file parts of the notification save's multipart variant (its route declares them). */
export const singleAttachmentParts = Object.keys(fileFields);
const deleteFlags: Record<string, number> = {
  deleteHistopathologyAttachment: NotificationDocumentType.Histology,
  deleteImagisticsAttachment: NotificationDocumentType.Imagistics,
};

/**
 * The single-file variant of the notification save (spec 02 §3/§5): `histopathologyAttachment` and
 * `imagisticsAttachment` files (pdf, docx, doc, ≤ 4,000,000 bytes) become documents of the saved
 * notification, in the save's own transaction; `deleteHistopathologyAttachment` /
 * `deleteImagisticsAttachment` remove that panel's earlier documents first (send both to replace).
 * Files are stored as they stream in and removed again if the save does not commit.
 */
export function singleAttachments(ctx: AppContext, request: FastifyRequest, session: Session) {
  const added: { documentType: number; file: StoredFile }[] = [];
  const deleteTypes = new Set<number>();
  const replaced: string[] = [];

  return {
    /** Takes a multipart part of the save if it is one of the variant's; false leaves it to the caller. */
    async take(part: Multipart): Promise<boolean> {
      if (part.type === 'file') {
        const documentType = fileFields[part.fieldname];
        if (!documentType || !part.filename) return false;
        added.push({ documentType, file: await ctx.files.save(part.file, part.filename, rule) });
        return true;
      }
      const documentType = deleteFlags[part.fieldname];
      if (!documentType) return false;
      if (flag.safeParse(part.value).data) deleteTypes.add(documentType);
      return true;
    },

    /** Runs inside the save's transaction, once the notification row is written; answers whether it added a document. */
    async attach(tx: Tx, row: typeof cancerNotifications.$inferSelect): Promise<boolean> {
      for (const type of new Set([...deleteTypes, ...added.map((a) => a.documentType)]))
        assertMayChangeFiles(session, row, type);
      if (deleteTypes.size) {
        const gone = await tx
          .update(notificationAttachments)
          .set({ isDeleted: true })
          .where(
            and(
              eq(notificationAttachments.notificationId, row.id),
              inArray(notificationAttachments.documentType, [...deleteTypes]),
              eq(notificationAttachments.isDeleted, false),
            ),
          )
          .returning();
        for (const g of gone) {
          replaced.push(g.storageName);
          await writeAudit(tx, request, {
            action: 'attachment.deleted',
            entity: 'notification_attachment',
            entityId: g.id,
            details: { notificationId: row.id, documentType: g.documentType, fileName: g.fileName },
          });
        }
      }
      for (const { documentType, file } of added) {
        await assertRoomFor(tx, row.id, file.fileName, ctx.config.attachments.maxPerNotification);
        const [stored] = await tx
          .insert(notificationAttachments)
          .values({
            notificationId: row.id,
            documentType,
            fileName: file.fileName,
            storageName: file.storageName,
            sha256: file.sha256,
            size: file.size,
            uploadStatus: UploadStatus.Finished,
            createdBy: session.userId,
          })
          .returning();
        await writeAudit(tx, request, {
          action: 'attachment.uploaded',
          entity: 'notification_attachment',
          entityId: stored.id,
          details: { notificationId: row.id, documentType, size: file.size, sha256: file.sha256 },
        });
      }
      return added.length > 0;
    },

    /** Runs the save: on failure the stored files go, on success the replaced ones do. */
    async settle<T>(save: () => Promise<T>): Promise<T> {
      let result: T;
      try {
        result = await save();
      } catch (err) {
        await Promise.all(added.map((a) => ctx.files.remove(a.file.storageName)));
        throw err;
      }
      await Promise.all(replaced.map((name) => ctx.files.remove(name)));
      return result;
    },
  };
}

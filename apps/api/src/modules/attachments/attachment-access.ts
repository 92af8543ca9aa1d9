import {
  attachmentMsg,
  Editability,
  editability,
  emptyNotification,
  isArchiveFile,
  NotificationDocumentType,
  NotificationStatus,
  notificationMsg,
  type Session,
  UploadStatus,
} from '@registry/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cancerNotifications, notificationAttachments } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { isLast } from '../notifications/notification-read.service';
import { unitScope } from '../notifications/notification-scope';

type NotificationRow = typeof cancerNotifications.$inferSelect;

const panelOf = {
  [NotificationDocumentType.Histology]: 'cancerHistopathology',
  [NotificationDocumentType.Imagistics]: 'cancerImagistics',
  [NotificationDocumentType.Epicrisis]: 'cancerEpicrisis',
} as const;

/** A notification the caller may see (unit scoping in SQL), else 404: never a hint it exists. */
export async function findVisibleNotification(db: Db | Tx, session: Session, id: number) {
  const [row] = await db
    .select()
    .from(cancerNotifications)
    .where(and(eq(cancerNotifications.id, id), eq(cancerNotifications.isDeleted, false), unitScope(session)));
  if (!row) throw notFound();
  return row;
}

/**
 * Whether the caller may add or remove documents of this panel: the same editability the form
 * applies (spec 02 §4) — a reporter's completed non-case notification is read-only, and a record a
 * later notification superseded is read-only for everyone.
 */
export function assertMayChangeFiles(session: Session, row: NotificationRow, documentType: number) {
  if (!isLast(row)) throw badRequest(notificationMsg.notLastNotification);
  const panel = panelOf[documentType as keyof typeof panelOf];
  const status =
    row.status === NotificationStatus.Completed ? NotificationStatus.Completed : NotificationStatus.Draft;
  const model = emptyNotification({ id: row.id, status, isCancerCase: row.isCancerCase });
  if (!panel || editability(model, session).panels[panel] !== Editability.Editable) throw forbidden();
}

/** Locks the notification row, so two uploads finishing at once are checked one after the other. */
export async function lockNotification(tx: Tx, id: number) {
  await tx
    .select({ id: cancerNotifications.id })
    .from(cancerNotifications)
    .where(eq(cancerNotifications.id, id))
    .for('update');
}

/**
 * The per-notification rules of spec 02 §5 against the files already stored: one archive at most,
 * and the configured maximum of documents. `exceptId` is the upload being checked itself.
 */
export async function assertRoomFor(
  db: Db | Tx,
  notificationId: number,
  fileName: string,
  maxPerNotification: number | null,
  exceptId = 0,
) {
  const stored = await db
    .select({ fileName: notificationAttachments.fileName })
    .from(notificationAttachments)
    .where(
      and(
        eq(notificationAttachments.notificationId, notificationId),
        eq(notificationAttachments.isDeleted, false),
        eq(notificationAttachments.uploadStatus, UploadStatus.Finished),
        ne(notificationAttachments.id, exceptId),
      ),
    );
  if (isArchiveFile(fileName) && stored.some((f) => isArchiveFile(f.fileName)))
    throw badRequest(notificationMsg.onlyOneArchive);
  if (maxPerNotification !== null && stored.length >= maxPerNotification)
    throw badRequest(attachmentMsg.tooMany(maxPerNotification));
}

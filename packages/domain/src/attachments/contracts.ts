import { z } from 'zod';
import { NotificationDocumentType } from '../notification/constants';
import { attachment as notificationAttachment } from '../notification/model-fields';
import { boundedInt, pathId, pathInt } from '../shared/ids';
import { messageCode } from '../shared/messages';

/**
 * Attachments of spec 02 §3/§5/§7: the chunked upload, the list, download and delete. One contract
 * for the server and the add dialog, so both agree on sizes and extensions.
 */

/** What an attachment hangs on (`parentType` of the document calls); only notifications so far. */
export const AttachmentParentType = { CancerNotification: 1 } as const;

/** Spec 02 §9: the add dialog slices files into chunks of exactly this size (the last may be shorter). */
export const ATTACHMENT_CHUNK_SIZE = 20_971_520;
/** Spec 02 §5: the add dialog's limit per file (10^10 bytes). */
export const ATTACHMENT_MAX_BYTES = 10_000_000_000;
/** Spec 02 §5: the single-file variant of the notification save. */
export const SINGLE_ATTACHMENT_MAX_BYTES = 4_000_000;

/** Spec 02 §5: histopathology, imagistics and epicrisis accept these (docx/doc by default too). */
export const attachmentExtensions = [
  'jpg',
  'jpeg',
  'png',
  'pdf',
  'xls',
  'xlsx',
  'zip',
  'rar',
  '7z',
  'docx',
  'doc',
] as const;
export const singleAttachmentExtensions = ['pdf', 'docx', 'doc'] as const;
/** At most one of these per notification (spec 02 §5 only-one-archive option). */
export const archiveExtensions = ['zip', 'rar', '7z'] as const;

export const extensionOfFileName = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};
export const isArchiveFile = (fileName: string) =>
  (archiveExtensions as readonly string[]).includes(extensionOfFileName(fileName));
/** What the viewers can show: PDF in the PDF viewer, images in the image viewer (spec 02 §2). */
export const viewerOf = (fileName: string): 'pdf' | 'image' | null => {
  const ext = extensionOfFileName(fileName);
  if (ext === 'pdf') return 'pdf';
  return ['png', 'jpg', 'jpeg'].includes(ext) ? 'image' : null;
};
/** How many chunks the add dialog sends for a file of `size` bytes. */
export const chunkCountOf = (size: number, chunkSize = ATTACHMENT_CHUNK_SIZE) =>
  Math.max(1, Math.ceil(size / chunkSize));

export const attachmentMsg = {
  /** More documents than the configured maximum per notification. */
  tooMany: (max: number) => messageCode('attachment.tooMany', max),
  /** A chunk that does not fit its upload (wrong size, index or count; unknown or expired upload). */
  uploadBroken: 'attachment.uploadBroken',
} as const;

const documentType = pathInt(1, 3).refine((v) =>
  Object.values(NotificationDocumentType).includes(v as 1 | 2 | 3),
);
const parentType = pathInt(1, 10).pipe(z.literal(AttachmentParentType.CancerNotification));

export const chunkUploadParams = z.object({ parentEntityId: pathId, parentType, documentType });
/** The text fields of one chunk; they must come before `fileChunk` in the form. */
export const chunkUploadFields = z.object({
  chunkIndex: boundedInt(),
  numberOfChunks: boundedInt(1),
  fileName: z.string().trim().min(1).max(255),
  /** Empty on the first chunk; the answer's fileStorageName on every later one. */
  storageFileName: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || null),
});
export type ChunkUploadFields = z.infer<typeof chunkUploadFields>;

export const chunkUploadAnswer = z.object({
  fileStorageName: z.string(),
  /** 1 InProgress while chunks are missing; 2 Finished once the file is whole, checked and stored. */
  uploadStatus: z.number().int(),
  uploadedDateUTC: z.string(),
});
export type ChunkUploadAnswer = z.infer<typeof chunkUploadAnswer>;

export const attachmentListParams = z.object({
  id: pathId,
  documentType,
  previousNotificationId: pathInt(0),
});
export const attachmentList = z.array(notificationAttachment);
export const attachmentParams = z.object({ id: pathId, parentType });

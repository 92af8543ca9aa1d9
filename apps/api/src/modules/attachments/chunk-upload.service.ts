import { Readable } from 'node:stream';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentExtensions,
  type ChunkUploadAnswer,
  type ChunkUploadFields,
  chunkUploadFields,
  codeOfIssue,
  type Session,
  UploadStatus,
} from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { attachmentUploads, notificationAttachments } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { fieldErrors } from '../../platform/errors';
import { extensionOf, matchesSignature } from '../../platform/files/file-types';
import { requireDeclaredMultipart } from '../../platform/files/multipart';
import { assertMayChangeFiles, assertRoomFor, findVisibleNotification } from './attachment-access';
import { createPartial, removeFile, tooLarge, uploadBroken, writeChunk, wrongKind } from './chunk-file';
import { abandonUpload, answerOf, finishUpload } from './upload-finish';

export type ChunkTarget = { notificationId: number; documentType: number };
type Upload = {
  attachmentId: number | null;
  storageName: string;
  partial: string;
  fileName: string;
  chunkSize: number;
  /** Already Finished: a retried last chunk whose answer was lost gets the answer again. */
  finished: boolean;
};

function parseFields(raw: Record<string, string>): ChunkUploadFields {
  const parsed = chunkUploadFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= codeOfIssue(issue);
  throw fieldErrors(errors);
}

/** The upload a chunk belongs to: the caller's own one in progress, or a new one on the first chunk. */
async function openUpload(ctx: AppContext, session: Session, target: ChunkTarget, f: ChunkUploadFields) {
  if (f.chunkIndex >= f.numberOfChunks) throw fieldErrors({ chunkIndex: 'validation.invalid' });
  if (f.storageFileName) {
    const [row] = await ctx.db
      .select({ file: notificationAttachments, upload: attachmentUploads })
      .from(notificationAttachments)
      .leftJoin(attachmentUploads, eq(attachmentUploads.attachmentId, notificationAttachments.id))
      .where(
        and(
          eq(notificationAttachments.storageName, f.storageFileName),
          eq(notificationAttachments.notificationId, target.notificationId),
          eq(notificationAttachments.documentType, target.documentType),
          eq(notificationAttachments.isDeleted, false),
        ),
      );
    const partial = ctx.files.partialPathOf(f.storageFileName);
    if (!row || !partial || row.file.createdBy !== session.userId) throw uploadBroken();
    const finished = row.file.uploadStatus === UploadStatus.Finished;
    if (!finished && (!row.upload || row.upload.numberOfChunks !== f.numberOfChunks)) throw uploadBroken();
    return {
      attachmentId: row.file.id,
      storageName: row.file.storageName,
      partial,
      fileName: row.file.fileName,
      chunkSize: row.upload?.chunkSize ?? ctx.config.attachments.chunkSize,
      finished,
    };
  }
  const { chunkSize, maxPerNotification } = ctx.config.attachments;
  const extension = extensionOf(f.fileName);
  if (!(attachmentExtensions as readonly string[]).includes(extension)) throw wrongKind();
  if ((f.numberOfChunks - 1) * chunkSize >= ATTACHMENT_MAX_BYTES) throw tooLarge();
  // Refused before a byte is stored; checked again, under a lock, when the file is complete.
  await assertRoomFor(ctx.db, target.notificationId, f.fileName, maxPerNotification);
  const storageName = ctx.files.newStorageName(extension);
  const partial = ctx.files.partialPathOf(storageName)!;
  await createPartial(partial);
  return { attachmentId: null, storageName, partial, fileName: f.fileName, chunkSize, finished: false };
}

/** Writes the chunk's bytes and checks their size against its place in the file. */
async function storeChunk(upload: Upload, f: ChunkUploadFields, source: Readable) {
  if (upload.finished) {
    source.resume();
    return 0;
  }
  const { bytes, head } = await writeChunk(
    upload.partial,
    f.chunkIndex * upload.chunkSize,
    upload.chunkSize,
    source,
  );
  const last = f.chunkIndex === f.numberOfChunks - 1;
  if (bytes === 0 || (!last && bytes !== upload.chunkSize)) throw uploadBroken();
  if ((f.numberOfChunks - 1) * upload.chunkSize + (last ? bytes : 0) > ATTACHMENT_MAX_BYTES) throw tooLarge();
  // The first bytes decide what the file is: an .exe named .pdf is refused at once, not at the end.
  if (f.chunkIndex === 0 && !matchesSignature(extensionOf(upload.storageName), head)) throw wrongKind();
  return bytes;
}

/** Records a written chunk; answers whether every chunk is now in. */
async function recordChunk(
  ctx: AppContext,
  session: Session,
  target: ChunkTarget,
  upload: Upload,
  f: ChunkUploadFields,
  bytes: number,
) {
  const lastChunkSize = f.chunkIndex === f.numberOfChunks - 1 ? bytes : null;
  return ctx.db.transaction(async (tx) => {
    if (upload.attachmentId === null) {
      const [file] = await tx
        .insert(notificationAttachments)
        .values({
          notificationId: target.notificationId,
          documentType: target.documentType,
          fileName: upload.fileName,
          storageName: upload.storageName,
          uploadStatus: UploadStatus.InProgress,
          createdBy: session.userId,
        })
        .returning();
      await tx.insert(attachmentUploads).values({
        attachmentId: file.id,
        chunkSize: upload.chunkSize,
        numberOfChunks: f.numberOfChunks,
        receivedChunks: [f.chunkIndex],
        lastChunkSize,
        createdBy: session.userId,
      });
      return { attachmentId: file.id, complete: f.numberOfChunks === 1, uploadedAt: file.uploadedAt };
    }
    const [row] = await tx
      .select()
      .from(attachmentUploads)
      .where(eq(attachmentUploads.attachmentId, upload.attachmentId))
      .for('update');
    if (!row) throw uploadBroken();
    const received = [...new Set([...row.receivedChunks, f.chunkIndex])].sort((a, b) => a - b);
    await tx
      .update(attachmentUploads)
      .set({
        receivedChunks: received,
        lastChunkSize: lastChunkSize ?? row.lastChunkSize,
        updatedAt: new Date(),
      })
      .where(eq(attachmentUploads.attachmentId, upload.attachmentId));
    return {
      attachmentId: upload.attachmentId,
      complete: received.length === row.numberOfChunks,
      uploadedAt: row.createdAt,
    };
  });
}

/**
 * One chunk of a chunked upload (spec 02 §7). The text fields should come before `fileChunk`: the
 * chunk is then streamed straight to its place in the partial file. A chunk sent before its fields
 * is held in memory (one chunk at most) until they arrive.
 */
export async function receiveChunk(
  ctx: AppContext,
  request: FastifyRequest,
  session: Session,
  target: ChunkTarget,
): Promise<ChunkUploadAnswer> {
  const notification = await findVisibleNotification(ctx.db, session, target.notificationId);
  assertMayChangeFiles(session, notification, target.documentType);
  const { chunkSize } = ctx.config.attachments;
  const raw: Record<string, string> = {};
  let upload: Upload | null = null;
  let sent: { fields: ChunkUploadFields; bytes: number } | null = null;
  let held: Buffer | null = null;
  let used: ChunkUploadFields | null = null;
  try {
    requireDeclaredMultipart(request, ['fileChunk']);
    // Two files, not one: a second `fileChunk` is the edge's translated 400 (input-guard.ts), not the limit's 413.
    const parts = request.parts({ limits: { fileSize: chunkSize, files: 2, fields: 10, fieldSize: 1024 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value ?? '');
      } else if (part.fieldname !== 'fileChunk' || sent || held) {
        part.file.resume();
      } else if (chunkUploadFields.safeParse(raw).success) {
        used = parseFields(raw);
        upload = await openUpload(ctx, session, target, used).catch((err) => {
          part.file.resume();
          throw err;
        });
        sent = { fields: used, bytes: await storeChunk(upload, used, part.file) };
      } else {
        held = await part.toBuffer();
      }
    }
    const fields = parseFields(raw);
    if (held) {
      used = fields;
      upload = await openUpload(ctx, session, target, fields);
      sent = { fields, bytes: await storeChunk(upload, fields, Readable.from([held])) };
    }
    if (!sent || !upload) throw fieldErrors({ fileChunk: 'validation.required' });
    // A storage name sent after the chunk would have been taken for a new upload.
    if (fields.storageFileName !== sent.fields.storageFileName) throw uploadBroken();
    if (upload.finished) return answerOf(ctx.db, upload.attachmentId!);
    const recorded = await recordChunk(ctx, session, target, upload, sent.fields, sent.bytes);
    upload = { ...upload, attachmentId: recorded.attachmentId };
    if (recorded.complete) return finishUpload(ctx, request, recorded.attachmentId);
    return {
      fileStorageName: upload.storageName,
      uploadStatus: UploadStatus.InProgress,
      uploadedDateUTC: recorded.uploadedAt.toISOString(),
    };
  } catch (err) {
    // A new upload that never got its row leaves nothing; a started one whose content is refused ends.
    if (upload && upload.attachmentId === null) await removeFile(upload.partial);
    else if (upload && !upload.finished && used?.chunkIndex === 0 && isWrongKind(err))
      await abandonUpload(ctx, upload.attachmentId!, upload.storageName, true);
    throw err;
  }
}

const isWrongKind = (err: unknown) => (err as { code?: string })?.code === 'validation.extensions';

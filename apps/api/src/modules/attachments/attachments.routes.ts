import {
  attachmentList,
  attachmentListParams,
  attachmentParams,
  chunkUploadAnswer,
  chunkUploadParams,
  Role,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { deleteAttachment, listAttachments } from './attachments.service';
import { receiveChunk } from './chunk-upload.service';

const tags = ['attachments'];
const readers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer, Role.Auditor] as const;
const writers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer] as const;

/**
 * Notification attachments, spec 02 §7 "Attachments and language". The download,
 * `GET /api/document/{id}/{parentType}`, shares its path shape with the stored-file call and is
 * answered by the documents module's dispatcher (openAttachment).
 */
export function attachmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:parentEntityId/:parentType/:documentType',
      {
        config: { access: writers, multipartFiles: ['fileChunk'] },
        schema: {
          tags,
          summary:
            'One chunk of a document upload. parentType 1 = cancer notification (parentEntityId its id); documentType 1 histology, 2 imagistics, 3 epicrisis',
          description:
            'Multipart, text fields first: chunkIndex (0-based), numberOfChunks, fileName, storageFileName (empty on the first chunk, then the answer’s fileStorageName), then fileChunk. ' +
            'Every chunk but the last is exactly 20,971,520 bytes; a file is at most 10^10 bytes; jpg, jpeg, png, pdf, xls, xlsx, zip, rar, 7z, docx, doc, checked by extension and content; one archive per notification. ' +
            'Chunks may come in any order and be retried. The answer says uploadStatus 1 (InProgress) until the chunk that completes the file, then 2 (Finished). ' +
            'An upload interrupted by a restart resumes with the missing chunks; one idle past ATTACHMENT_UPLOAD_TTL_MINUTES ends as 3 (Error).',
          params: chunkUploadParams,
          consumes: ['multipart/form-data'],
          response: { 200: chunkUploadAnswer },
        },
      },
      (req) =>
        receiveChunk(ctx, req, requireSession(req), {
          notificationId: req.params.parentEntityId,
          documentType: req.params.documentType,
        }),
    );
    app.get(
      '/cancer-notification/:id/:documentType/:previousNotificationId',
      {
        config: { access: readers },
        schema: {
          tags,
          summary:
            'The documents of one panel of a notification, any upload status; previousNotificationId ≠ 0 lists that earlier notification’s instead',
          params: attachmentListParams,
          response: { 200: attachmentList },
        },
      },
      (req) =>
        listAttachments(
          ctx,
          requireSession(req),
          req.params.id,
          req.params.documentType,
          req.params.previousNotificationId,
        ),
    );
    app.delete(
      '/:id/:parentType',
      {
        config: { access: writers },
        schema: {
          tags,
          summary: 'Deletes a document (parentType 1 = cancer notification attachment)',
          params: attachmentParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deleteAttachment(ctx, req, requireSession(req), req.params.id, req.params.parentType);
        return reply.code(204).send(null);
      },
    );
  };
}

import {
  pathId,
  pathInt,
  Role,
  TERMS_DOCUMENT_ID,
  usefulDocument,
  usefulDocumentForm,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { fileRules } from '../../platform/files/file-store';
import { readMultipart } from '../../platform/files/multipart';
import { openAttachment } from '../attachments';
import { buildAgreementFor, openStoredFile } from './stored-files.service';
import {
  deleteUsefulDocument,
  findUsefulDocuments,
  openUsefulDocument,
  saveUsefulDocument,
} from './useful-documents.service';

const tags = ['documents'];
const idParams = z.object({ id: pathId });
const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Useful documents and stored files, spec 01 §7.6. */
export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/useful',
      { config: { access: 'signedIn' }, schema: { tags, response: { 200: z.array(usefulDocument) } } },
      () => findUsefulDocuments(ctx),
    );
    app.get(
      '/useful/:id/file',
      {
        // The terms must be readable by an invitee who has no account yet (confirm-account page).
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'The PDF, inline, for /document/view/{id}. Document 1 (terms) is public; others need a session',
          params: idParams,
        },
      },
      async (req, reply) => {
        if (req.params.id !== TERMS_DOCUMENT_ID && !req.session)
          return reply.code(401).send({ key: 'errors.unauthorized' });
        const file = await openUsefulDocument(ctx, req.params.id);
        return reply
          .type(file.contentType)
          .header('content-disposition', contentDisposition('inline', file.fileName))
          .send(file.stream);
      },
    );
    app.post(
      '/useful',
      {
        config: { access: [Role.SuperAdministrator], multipartFiles: ['document'] },
        schema: {
          tags,
          summary:
            'Adds or edits a useful document. Multipart: id, name, description, document (PDF ≤ 4,000,000 bytes, required when new)',
          consumes: ['multipart/form-data'],
          response: { 200: usefulDocument },
        },
      },
      async (req) => {
        const { fields, files } = await readMultipart(req, ctx.files, usefulDocumentForm, {
          document: fileRules.usefulDocument,
        });
        return saveUsefulDocument(ctx, req, fields, files.document);
      },
    );
    app.delete(
      '/useful/:id',
      {
        config: { access: [Role.SuperAdministrator] },
        schema: { tags, params: idParams, response: { 204: z.null() } },
      },
      async (req, reply) => {
        await deleteUsefulDocument(ctx, req, req.params.id);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/agreement-template/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary:
            "The data-processing agreement (.docx) for employee {id}, for members of the employee's unit",
          params: idParams,
        },
      },
      async (req, reply) => {
        const docx = await buildAgreementFor(ctx, requireSession(req), req.params.id);
        return reply
          .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
          .header(
            'content-disposition',
            contentDisposition('attachment', `acord-prelucrare-date-${req.params.id}.docx`),
          )
          .send(docx);
      },
    );
    app.get(
      '/:fileName/:type',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary:
            'A stored file by its storage name (type 1 profile picture, 2 agreement of an employee or a patient, 3 social survey of a patient), or — when the first segment is a number — attachment {id} of parent type {type} (1 cancer notification)',
          params: z.object({ fileName: z.string().max(64), type: pathInt(1, 3) }),
        },
      },
      async (req, reply) => {
        const session = requireSession(req);
        // GET /api/document/{id}/{parentType} has the same shape: storage names are never all digits.
        const attachment = /^\d{1,9}$/.test(req.params.fileName);
        const file = attachment
          ? await openAttachment(ctx, req, session, Number(req.params.fileName), req.params.type)
          : await openStoredFile(ctx, req, session, req.params.fileName, req.params.type);
        const kind =
          attachment && !/^(application\/pdf|image\/)/.test(file.contentType) ? 'attachment' : 'inline';
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(kind, file.fileName))
          .send(file.stream);
      },
    );
  };
}

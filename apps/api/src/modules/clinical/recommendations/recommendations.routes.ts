import {
  pathId,
  RECOMMENDATION_DOCUMENT_MAX_BYTES,
  Role,
  recommendation,
  recommendationDeleteQuery,
  recommendationDocumentExtensions,
  recommendationForm,
  recommendationList,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../../platform/access';
import type { AppContext } from '../../../platform/context';
import { readMultipart } from '../../../platform/files/multipart';
import { assertMedicalCaseAccess } from '../medical-cases/medical-case-access';
import {
  deleteRecommendation,
  findRecommendations,
  openRecommendationDocument,
  saveRecommendation,
} from './recommendations.service';

const tags = ['medical cases'];
const access = { access: [Role.SuperAdministrator, Role.Reporter, Role.Reviewer] };
const idParams = z.object({ id: pathId });
const recParams = idParams.extend({ recommendationId: pathId });
const documentRule = {
  extensions: recommendationDocumentExtensions,
  maxBytes: RECOMMENDATION_DOCUMENT_MAX_BYTES,
};
const formNote =
  'Multipart: hospitalUnitId (a registry unit) or hospitalName (one outside the registry), plannedDate (YYYY-MM-DD), text (≤ 4000), document (PDF or DOCX ≤ 20 MB, checked by its first bytes). Team members and case owners of the treating unit; others who can read get 403, the rest 404. Audited.';

const inlineOrAttachment = (contentType: string, name: string) =>
  `${contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The recommendations tab of a medical case (issue 14), under /api/medical-case. */
export function recommendationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/recommendations',
      {
        config: access,
        schema: {
          tags,
          summary: "The case's recommendations, latest planned first, and whether the caller may change them",
          params: idParams,
          response: { 200: recommendationList },
        },
      },
      (req) => findRecommendations(ctx.db, requireSession(req), req.params.id),
    );
    app.post(
      '/:id/recommendations',
      {
        config: { ...access, multipartFiles: ['document'] },
        schema: {
          tags,
          summary: `Adds a recommendation. ${formNote}`,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: recommendation },
        },
      },
      async (req) => {
        const session = requireSession(req);
        // Refuse before the upload is stored: a caller without rights leaves no file behind.
        await assertMedicalCaseAccess(ctx.db, session, req.params.id, 'edit');
        const { fields, files } = await readMultipart(req, ctx.files, recommendationForm, {
          document: documentRule,
        });
        return saveRecommendation(ctx, req, session, req.params.id, null, fields, files.document);
      },
    );
    app.put(
      '/:id/recommendations/:recommendationId',
      {
        config: { ...access, multipartFiles: ['document'] },
        schema: {
          tags,
          summary: `Edits a recommendation: send the version read (stale → 409); a new document replaces the old one, removeDocument=true drops it. ${formNote}`,
          params: recParams,
          consumes: ['multipart/form-data'],
          response: { 200: recommendation },
        },
      },
      async (req) => {
        const session = requireSession(req);
        await assertMedicalCaseAccess(ctx.db, session, req.params.id, 'edit');
        const { fields, files } = await readMultipart(req, ctx.files, recommendationForm, {
          document: documentRule,
        });
        return saveRecommendation(
          ctx,
          req,
          session,
          req.params.id,
          req.params.recommendationId,
          fields,
          files.document,
        );
      },
    );
    app.delete(
      '/:id/recommendations/:recommendationId',
      {
        config: access,
        schema: {
          tags,
          summary:
            'Deletes a recommendation (soft: kept for the audit trail); a stale version answers 409. Audited.',
          params: recParams,
          querystring: recommendationDeleteQuery,
        },
      },
      async (req, reply) => {
        const { id, recommendationId } = req.params;
        await deleteRecommendation(ctx.db, req, requireSession(req), id, recommendationId, req.query.version);
        return reply.code(204).send();
      },
    );
    app.get(
      '/:id/recommendations/:recommendationId/document',
      {
        config: access,
        schema: {
          tags,
          summary:
            "The recommendation's document: a PDF inline (for the viewer), a DOCX as a download. The read is audited.",
          params: recParams,
        },
      },
      async (req, reply) => {
        const { id, recommendationId } = req.params;
        const file = await openRecommendationDocument(ctx, req, requireSession(req), id, recommendationId);
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', inlineOrAttachment(file.contentType, file.fileName))
          .send(file.stream);
      },
    );
  };
}

import {
  INTERVENTION_DOCUMENT_MAX_BYTES,
  interventionAnswer,
  interventionCancelRequest,
  interventionCreateRequest,
  interventionDocument,
  interventionDocumentExtensions,
  interventionRescheduleRequest,
  interventionUpdateRequest,
  interventionVersions,
  interventionWriteAnswer,
  pathId,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../../platform/access';
import type { AppContext } from '../../../platform/context';
import { readMultipart } from '../../../platform/files/multipart';
import type { ListCache } from '../../dictionaries';
import { medicalCaseRoles } from '../medical-cases/medical-cases.routes';
import { assertInterventionAccess } from './intervention-access';
import {
  addInterventionDocument,
  deleteInterventionDocument,
  openInterventionDocument,
} from './intervention-documents.service';
import { readIntervention } from './intervention-read.service';
import { cancelIntervention, rescheduleIntervention } from './intervention-status.service';
import { findInterventionVersions } from './intervention-versions';
import { createIntervention, saveIntervention } from './intervention-write.service';

const tags = ['interventions'];
const access = { access: medicalCaseRoles };
const idParams = z.object({ id: pathId });
const docParams = idParams.extend({ documentId: pathId });
const scope =
  'Scoped through the medical case: a caller who may not read it gets 404, one who may read but not edit 403. A stale version answers 409. Audited.';

const disposition = (contentType: string, name: string) =>
  `${contentType === 'application/pdf' || contentType.startsWith('image/') ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A case's clinical interventions (issue 15), under /api/intervention. */
export function interventionRoutes(ctx: AppContext, cache: ListCache): FastifyPluginAsyncZod {
  return async (app) => {
    const write = { 200: interventionWriteAnswer };
    app.post(
      '/',
      {
        config: access,
        schema: {
          tags,
          summary: `Plans an intervention of a medical case: the common fields and the type's detail, checked by the type's rules. ${scope}`,
          body: interventionCreateRequest,
          response: write,
        },
      },
      (req) => createIntervention(ctx.db, cache, req, requireSession(req), req.body),
    );
    app.get(
      '/:id',
      {
        config: access,
        schema: {
          tags,
          summary: `The whole intervention with its detail, documents and whether the caller may edit it. ${scope}`,
          params: idParams,
          response: { 200: interventionAnswer },
        },
      },
      (req) => readIntervention(ctx.db, req, requireSession(req), req.params.id),
    );
    app.get(
      '/:id/versions',
      {
        config: access,
        schema: {
          tags,
          summary: `Every saved version of the intervention, newest first: the whole record each write left, its author and date. ${scope}`,
          params: idParams,
          response: { 200: interventionVersions },
        },
      },
      (req) => findInterventionVersions(ctx.db, requireSession(req), req.params.id),
    );
    app.put(
      '/:id',
      {
        config: access,
        schema: {
          tags,
          summary: `Saves the intervention (not a canceled one; a completed one keeps its completion fields). ${scope}`,
          params: idParams,
          body: interventionUpdateRequest,
          response: write,
        },
      },
      (req) => saveIntervention(ctx.db, cache, req, requireSession(req), req.params.id, req.body, false),
    );
    app.post(
      '/:id/complete',
      {
        config: access,
        schema: {
          tags,
          summary: `Completes a planned intervention: the whole record, its completion fields filled. ${scope}`,
          params: idParams,
          body: interventionUpdateRequest,
          response: write,
        },
      },
      (req) => saveIntervention(ctx.db, cache, req, requireSession(req), req.params.id, req.body, true),
    );
    app.post(
      '/:id/cancel',
      {
        config: access,
        schema: {
          tags,
          summary: `Cancels a planned intervention, with an optional reason. ${scope}`,
          params: idParams,
          body: interventionCancelRequest,
          response: write,
        },
      },
      (req) => cancelIntervention(ctx.db, req, requireSession(req), req.params.id, req.body),
    );
    app.post(
      '/:id/reschedule',
      {
        config: access,
        schema: {
          tags,
          summary: `Moves a planned intervention to another day or time (the calendar's drag). ${scope}`,
          params: idParams,
          body: interventionRescheduleRequest,
          response: write,
        },
      },
      (req) => rescheduleIntervention(ctx.db, req, requireSession(req), req.params.id, req.body),
    );
    app.post(
      '/:id/documents',
      {
        config: { ...access, multipartFiles: ['document'] },
        schema: {
          tags,
          summary: `Adds a document (multipart field "document": PDF, DOCX, JPG or PNG ≤ 20 MB, checked by its first bytes). ${scope}`,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: interventionDocument },
        },
      },
      async (req) => {
        const session = requireSession(req);
        // Refuse before the upload is stored: a caller without rights leaves no file behind.
        await assertInterventionAccess(ctx.db, session, req.params.id, 'edit');
        const { files } = await readMultipart(req, ctx.files, z.object({}), {
          document: { extensions: interventionDocumentExtensions, maxBytes: INTERVENTION_DOCUMENT_MAX_BYTES },
        });
        return addInterventionDocument(ctx, req, session, req.params.id, files.document);
      },
    );
    app.get(
      '/:id/documents/:documentId',
      {
        config: access,
        schema: {
          tags,
          summary: `A document's file: PDF and images inline (for the viewer), DOCX as a download. ${scope}`,
          params: docParams,
        },
      },
      async (req, reply) => {
        const { id, documentId } = req.params;
        const file = await openInterventionDocument(ctx, req, requireSession(req), id, documentId);
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', disposition(file.contentType, file.fileName))
          .send(file.stream);
      },
    );
    app.delete(
      '/:id/documents/:documentId',
      {
        config: access,
        schema: {
          tags,
          summary: `Removes a document (soft: kept for the audit trail). ${scope}`,
          params: docParams,
        },
      },
      async (req, reply) => {
        const { id, documentId } = req.params;
        await deleteInterventionDocument(ctx, req, requireSession(req), id, documentId);
        return reply.code(204).send();
      },
    );
  };
}

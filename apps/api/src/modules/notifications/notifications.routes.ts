import type { Multipart } from '@fastify/multipart';
import {
  checkIdentifierAnswer,
  notificationAnswer,
  notificationFilter,
  notificationList,
  pathId,
  qualityCheck,
  qualityCheckId,
  Role,
} from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { requireDeclaredMultipart } from '../../platform/files/multipart';
import { languageOf } from '../../platform/i18n';
import { refuseNul } from '../../platform/input-guard';
import { singleAttachmentParts, singleAttachments } from '../attachments';
import { mailHoldingNotices } from '../child-holding/holding-notices';
import type { ListCache } from '../dictionaries';
import { deleteNotification } from './notification-delete.service';
import { findNotifications } from './notification-list.service';
import { confirmQualityCheck } from './notification-quality.service';
import {
  checkIdentifier,
  findByIdentifierAndMorphology,
  findNotification,
} from './notification-read.service';
import { saveNotification } from './notification-save.service';

const tags = ['cancer notifications'];
const readers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer, Role.Auditor] as const;
const writers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer] as const;
const idParams = z.object({ id: pathId });
/**
 * A look-up's identifier: a CNP or a foreigner's document number, letters and digits only, so
 * the audit trail always records what was searched (its trigger keeps only such identifiers).
 */
const lookupIdentifier = z.string().regex(/^[0-9A-Za-z]{5,13}$/);

/**
 * Reads a JSON save body, or a multipart one whose `notification` field holds the JSON (spec 02 §7);
 * the single-file attachment parts go to `take`, other files are drained unread.
 */
async function saveBody(req: FastifyRequest, take: (part: Multipart) => Promise<boolean>): Promise<unknown> {
  if (!req.isMultipart()) return req.body;
  requireDeclaredMultipart(req, singleAttachmentParts);
  let body: unknown;
  for await (const part of req.parts()) {
    if (await take(part)) continue;
    if (part.type === 'file') part.file.resume();
    else if (part.fieldname === 'notification') {
      try {
        body = JSON.parse(String(part.value));
      } catch {
        throw badRequest('errors.badRequest');
      }
      // The field's JSON may spell U+0000 as an escape, which the edge's scan of the raw text cannot see.
      refuseNul(body);
    }
  }
  if (body === undefined) throw badRequest('errors.badRequest');
  return body;
}

/** Cancer notifications, spec 02 §7 (the list call belongs to the list screen's module). */
export function notificationRoutes(db: Db, ctx: AppContext, cache: ListCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filter',
      {
        config: { access: readers },
        schema: {
          tags,
          summary:
            'The notification list with its filters and the draft/completed counters, scoped to the caller’s units',
          body: notificationFilter,
          response: { 200: notificationList },
        },
      },
      (req) => findNotifications(db, requireSession(req), languageOf(req), req.body),
    );
    app.get(
      '/check-identifier/:identifier',
      {
        config: { access: writers },
        schema: {
          tags,
          summary: 'Tumours the registry knows for an identifier (diagnostic selector)',
          description:
            'A patient look-up: audited (`patient.lookup` with the identifier and the result count) and limited per user ' +
            '(PATIENT_LOOKUP_LIMIT per PATIENT_LOOKUP_WINDOW_MINUTES, together with the follow-up prefill); over the limit: 429.',
          params: z.object({ identifier: lookupIdentifier }),
          response: { 200: checkIdentifierAnswer },
        },
      },
      (req) =>
        checkIdentifier(
          db,
          req,
          requireSession(req),
          ctx.config.patientLookup,
          languageOf(req),
          req.params.identifier,
        ),
    );
    app.get(
      '/:identifier/:morphoCode',
      {
        config: { access: writers },
        schema: {
          tags,
          summary:
            "The caller's draft for this patient and morphology, or a new notification prefilled from the case's current record",
          description:
            "Minimum necessary disclosure: callers who may read the case's current record (its unit, reviewers, the super administrator) " +
            'get the tumour and the treatment; a reporter of another unit gets the identity (identifier, names, birth date, sex) and the ' +
            "tumour's coding only. Never the last contact, observations or files. An audited, limited patient look-up (429 over the limit).",
          params: z.object({
            identifier: lookupIdentifier,
            morphoCode: pathId,
          }),
          response: { 200: notificationAnswer },
        },
      },
      (req) =>
        findByIdentifierAndMorphology(
          db,
          req,
          requireSession(req),
          ctx.config.patientLookup,
          req.params.identifier,
          req.params.morphoCode,
        ),
    );
    app.get(
      '/:id',
      {
        config: { access: readers },
        schema: { tags, params: idParams, response: { 200: notificationAnswer } },
      },
      (req) => findNotification(db, req, requireSession(req), req.params.id),
    );
    app.post(
      '/',
      {
        config: {
          access: writers,
          multipartFiles: singleAttachmentParts,
          // A repeat (Idempotency-Key) reads the saved notification again, as GET /:id does.
          replayRead: {
            kind: 'cancer-notification',
            read: (req, id) => findNotification(db, req, requireSession(req), id),
          },
        },
        schema: {
          tags,
          summary:
            'Saves a notification (JSON, or multipart with the JSON in the `notification` field). Send `version` as read; a stale save gets 409. ' +
            'Multipart may add histopathologyAttachment / imagisticsAttachment files (pdf, docx, doc, ≤ 4,000,000 bytes) as documents of the panel; deleteHistopathologyAttachment / deleteImagisticsAttachment = true remove that panel’s earlier documents first.',
          consumes: ['application/json', 'multipart/form-data'],
          response: { 200: notificationAnswer },
        },
      },
      async (req) => {
        const files = singleAttachments(ctx, req, requireSession(req));
        return files.settle(async () => {
          const body = await saveBody(req, files.take);
          const version = Number((body as { version?: unknown } | null)?.version ?? 0);
          const saved = await saveNotification(db, cache, req, requireSession(req), languageOf(req), {
            body,
            version: Number.isInteger(version) ? version : -1,
            attach: files.attach,
            limits: ctx.config.patientLookup,
          });
          // After the commit: the holding units hear of a request this save filed (issue 38). A save
          // whose holding waits on nothing filed none (the scheduled sweep catches a failed send).
          if (saved.holdingAwaitsConfirmation)
            await mailHoldingNotices(db, ctx.mailer, ctx.config.publicUrl, req.log);
          return saved;
        });
      },
    );
    app.post(
      '/:id/quality-checks/:checkId/confirm',
      {
        config: { access: writers },
        schema: {
          tags,
          summary:
            'Confirms a Query or Rare consistency check of the last save as verified (issue 16): stored with who and when, audited, scoped like the notification. ' +
            'The confirmation holds while the fields the check reads keep their values; a save that changes one of them brings the warning back. 400 when the check is not a Query or Rare result.',
          params: z.object({ id: pathId, checkId: qualityCheckId }),
          response: {
            200: z.object({
              qualityChecks: z.array(qualityCheck),
              hasUnresolvedQualityWarnings: z.boolean(),
            }),
          },
        },
      },
      (req) => confirmQualityCheck(db, req, requireSession(req), req.params.id, req.params.checkId),
    );
    app.delete(
      '/:id',
      { config: { access: writers }, schema: { tags, params: idParams, response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteNotification(db, req, requireSession(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}

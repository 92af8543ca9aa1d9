import {
  checkIdentifierAnswer,
  notificationAnswer,
  notificationFilter,
  notificationList,
  Role,
} from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import { badRequest } from '../../platform/errors';
import { languageOf } from '../../platform/i18n';
import { deleteNotification } from './notification-delete.service';
import { findNotifications } from './notification-list.service';
import {
  checkIdentifier,
  findByIdentifierAndMorphology,
  findNotification,
} from './notification-read.service';
import { saveNotification } from './notification-save.service';

const tags = ['cancer notifications'];
const readers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer, Role.Auditor] as const;
const writers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer] as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Reads a JSON save body, or a multipart one whose `notification` field holds the JSON (spec 02 §7). */
async function saveBody(req: FastifyRequest): Promise<unknown> {
  if (!req.isMultipart()) return req.body;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      // Files travel through the attachment calls (chunked, checked); the single-file variant is not taken here.
      part.file.resume();
    } else if (part.fieldname === 'notification') {
      try {
        return JSON.parse(String(part.value));
      } catch {
        throw badRequest('errors.badRequest');
      }
    }
  }
  throw badRequest('errors.badRequest');
}

/** Cancer notifications, spec 02 §7 (the list call belongs to the list screen's module). */
export function notificationRoutes(db: Db): FastifyPluginAsyncZod {
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
          params: z.object({ identifier: z.string().min(5).max(13) }),
          response: { 200: checkIdentifierAnswer },
        },
      },
      (req) => checkIdentifier(db, requireSession(req), languageOf(req), req.params.identifier),
    );
    app.get(
      '/:identifier/:morphoCode',
      {
        config: { access: writers },
        schema: {
          tags,
          summary:
            "The caller's draft for this patient and morphology, or a new notification prefilled from the case's current record",
          params: z.object({
            identifier: z.string().min(5).max(13),
            morphoCode: z.coerce.number().int().positive(),
          }),
          response: { 200: notificationAnswer },
        },
      },
      (req) =>
        findByIdentifierAndMorphology(
          db,
          req,
          requireSession(req),
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
        config: { access: writers },
        schema: {
          tags,
          summary:
            'Saves a notification (JSON, or multipart with the JSON in the `notification` field). Send `version` as read; a stale save gets 409.',
          response: { 200: notificationAnswer },
        },
      },
      async (req) => {
        const body = await saveBody(req);
        const version = Number((body as { version?: unknown } | null)?.version ?? 0);
        return saveNotification(db, req, requireSession(req), languageOf(req), {
          body,
          version: Number.isInteger(version) ? version : -1,
        });
      },
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

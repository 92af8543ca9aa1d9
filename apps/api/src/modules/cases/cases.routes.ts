import {
  auditFilter,
  auditList,
  caseFilter,
  caseList,
  caseReviewRequest,
  evolutionAnswer,
  evolutionRequest,
  notificationList,
  pathId,
  previousNotificationsRequest,
  Role,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import { languageOf } from '../../platform/i18n';
import { findAudit } from './audit.service';
import { findCases, findPreviousNotifications, reviewCase } from './cases.service';
import { findEvolution } from './evolution.service';

const reviewers = [Role.SuperAdministrator, Role.Reviewer] as const;
// Everyone who may see previous notifications: not reporters (spec 02 §2), not executives.
const caseReaders = [Role.SuperAdministrator, Role.Reviewer, Role.Auditor] as const;

/** Cancer cases, review, previous notifications and case evolution (spec 02 §2, §7), under /api/cancer-cases. */
export function caseRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['cancer cases'];
    app.post(
      '/filter',
      { config: { access: reviewers }, schema: { tags, body: caseFilter, response: { 200: caseList } } },
      (req) => findCases(db, requireSession(req), languageOf(req), req.body),
    );
    app.post(
      '/:id/review',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary:
            "Marks the case's current version reviewed, optionally with the reviewer observation; send the caseVersion you read",
          params: z.object({ id: pathId }),
          body: caseReviewRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await reviewCase(db, req, requireSession(req), req.params.id, req.body);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/previous-notifications',
      {
        config: { access: caseReaders },
        schema: {
          tags,
          summary: 'The other notifications of the case of cancerNotificationId, newest first',
          body: previousNotificationsRequest,
          response: { 200: notificationList.pick({ items: true, totalRows: true }) },
        },
      },
      (req) => findPreviousNotifications(db, requireSession(req), languageOf(req), req.body),
    );
    app.post(
      '/evolution',
      {
        config: { access: caseReaders },
        schema: {
          tags,
          summary: "The case's completed versions, newest first, labelled, 50 a page",
          description:
            "Also qualityConfirmations (who confirmed which consistency check) and patientChanges: every proposal of the child's general data by a unit that did not hold the record (issue 22), newest first, with the proposing unit and user, who accepted or refused it, and each field labelled before and as proposed; patientId links to the patient page, where a holder or a reviewer decides (mayDecide).",
          body: evolutionRequest,
          response: { 200: evolutionAnswer },
        },
      },
      (req) => findEvolution(db, requireSession(req), languageOf(req), req.body),
    );
  };
}

/** The audit page's call (spec 02 §7), under /api/cancer-audit. */
export function auditRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filter',
      {
        config: { access: reviewers },
        schema: { tags: ['cancer audit'], body: auditFilter, response: { 200: auditList } },
      },
      (req) => findAudit(db, req.body),
    );
  };
}

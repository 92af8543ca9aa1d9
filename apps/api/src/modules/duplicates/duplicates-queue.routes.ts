import {
  duplicateAnswer,
  duplicateAnswerResult,
  duplicatePairDetail,
  duplicateQueueFilter,
  duplicateQueueList,
  mergeFilter,
  mergeList,
  pathId,
  Role,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import { languageOf } from '../../platform/i18n';
import {
  answerDuplicatePair,
  findDuplicatePairs,
  findMerges,
  readDuplicatePair,
} from './duplicate-queue.service';
import { unmergePatients } from './patient-merge.service';

/**
 * Who answers the duplicates queue: the reviewers (spec 01 §3: the role that checks every unit's
 * cases) and the super administrator. The queue spans the whole registry, as their case review does:
 * a duplicate is by nature two units' records of one child, which no unit-scoped reader may compare.
 */
const reviewers = [Role.SuperAdministrator, Role.Reviewer] as const;

/** The reviewers' duplicates queue, answers, merge history and unmerge (issue 27), under /api/duplicates. */
export function duplicatesQueueRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['duplicates'];
    app.post(
      '/filter',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary: 'Candidate pairs: by default open and unsure, newest and most probable first',
          body: duplicateQueueFilter,
          response: { 200: duplicateQueueList },
        },
      },
      (req) => findDuplicatePairs(db, req.body),
    );
    app.get(
      '/:id',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary: "A pair with both patients side by side and either patient's merges (audited read)",
          params: z.object({ id: pathId }),
          response: { 200: duplicatePairDetail },
        },
      },
      (req) => readDuplicatePair(db, req, languageOf(req), req.params.id),
    );
    app.post(
      '/:id/answer',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary:
            'same (merge into survivingPatientId, one transaction), different (never proposed again) or unsure (kept)',
          params: z.object({ id: pathId }),
          body: duplicateAnswer,
          response: { 200: duplicateAnswerResult },
        },
      },
      (req) => answerDuplicatePair(db, req, requireSession(req), req.params.id, req.body),
    );
    app.post(
      '/merges/filter',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary: 'The merge history, newest first',
          body: mergeFilter,
          response: { 200: mergeList },
        },
      },
      (req) => findMerges(db, req.body),
    );
    app.post(
      '/merges/:id/unmerge',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary: 'Restores the state before the merge exactly; refused once the records changed since',
          params: z.object({ id: pathId }),
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        const session = requireSession(req);
        await db.transaction((tx) => unmergePatients(tx, req, session.userId, req.params.id));
        return reply.code(204).send(null);
      },
    );
  };
}

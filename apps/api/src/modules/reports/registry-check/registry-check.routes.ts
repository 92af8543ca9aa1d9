import {
  pathId,
  Role,
  registryCheckLatest,
  registryCheckRecords,
  registryCheckRecordsQuery,
  registryCheckStarted,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireSession } from '../../../platform/access';
import type { ServerInstance } from '../../../platform/server-instance';
import { latestRegistryCheck, registryCheckRecordsOf } from './registry-check-read.service';
import { markStaleRuns, startRegistryCheck, waitForRegistryChecks } from './registry-check-run.service';

const reviewers = [Role.SuperAdministrator, Role.Reviewer] as const;
const tags = ['reports'];

/**
 * Whole-registry check (issue 16), under /api/registry-check: every consistency check over every
 * case's current record and the multiple-primary rules across each patient's cases, as one job.
 */
export function registryCheckRoutes(db: Db, instance: ServerInstance): FastifyPluginAsyncZod {
  return async (app) => {
    // A run left "running" by a server that stopped is marked failed when the next server starts.
    await markStaleRuns(db, instance);
    app.addHook('onClose', async () => {
      await waitForRegistryChecks(instance);
    });
    app.post(
      '',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary: 'Starts a whole-registry check in the background; 409 while one is running',
          description:
            'Answers 202 with the run id at once; the run reads the current records in keyset pages of 1000 patients ' +
            '(all cases of a patient together, for the multiple-primary rules), writes the findings per page and raises ' +
            'its progress; GET latest reports it. One run at a time (unique partial index); audited (started, finished).',
          response: { 202: registryCheckStarted },
        },
      },
      async (req, reply) =>
        reply.code(202).send(await startRegistryCheck(db, instance, req, requireSession(req))),
    );
    app.get(
      '/latest',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary: 'The latest run (status, progress) and the latest finished report (when, by whom, counts)',
          description:
            'Counts are per check and severity (OK, Query, Rare, Missing, Invalid); a run whose server stopped is reported failed.',
          response: { 200: registryCheckLatest },
        },
      },
      () => latestRegistryCheck(db, instance),
    );
    app.post(
      '/:runId/records',
      {
        config: { access: reviewers },
        schema: {
          tags,
          summary: 'The records behind one count of a run (check and severity other than OK), paged',
          params: z.object({ runId: pathId }),
          body: registryCheckRecordsQuery,
          response: { 200: registryCheckRecords },
        },
      },
      (req) => registryCheckRecordsOf(db, req.params.runId, req.body),
    );
  };
}

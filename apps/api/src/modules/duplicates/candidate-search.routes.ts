import { duplicateCandidateQuery, duplicateCandidates, Role } from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import { writeAudit } from '../../platform/audit';
import { findDuplicateCandidates } from './candidate-search.service';

/** Who reviews cases reads every child (access model): the candidate search is theirs. */
const reviewers = [Role.SuperAdministrator, Role.Reviewer] as const;

/** The candidate search (issue 27 item 1), under /api/duplicates. */
export function candidateSearchRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/candidates',
      {
        config: { access: reviewers },
        schema: {
          tags: ['duplicates'],
          summary:
            "The registry's patients that may be this child, best first, with score, level and reasons",
          description:
            'Blocked by index probes (a birth date a keying error could have made, surname and first given name ' +
            'within a year, CNP digits), scored by Fellegi–Sunter weights from the registry (docs/duplicates.md). ' +
            'At most 20 probable or possible candidates. Audited.',
          body: duplicateCandidateQuery,
          response: { 200: duplicateCandidates },
        },
      },
      async (req) => {
        requireSession(req);
        const q = req.body;
        const candidates = await findDuplicateCandidates(db, { ...q, firstName: q.firstName ?? null });
        await writeAudit(db, req, {
          action: 'patient.duplicate-search',
          entity: 'patient',
          patientIdentifier: q.identifier ?? undefined,
          details: { resultCount: candidates.length, patientIds: candidates.map((c) => c.patientId) },
        });
        return { candidates };
      },
    );
  };
}

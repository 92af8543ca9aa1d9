import { holdingDecision, holdingRequest, holdingRequests, pathId, Role } from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { decideHoldingRequest, listHoldingRequests } from './holding-requests.service';

const tags = ['child holding'];
/** Those who treat or register children; executives and auditors get 403. */
const carers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer] as const;
const rule =
  "A unit holds a child's record (reads its identity, contacts, addresses and files, and writes it for every unit) when it treats the child, or when its completed new-diagnosis report grants it: it was the child's first reporter, it held the child already, or a reviewer or a holding unit confirmed the link. A report naming a child other units hold files a request here; until confirmed the unit sees only what it typed and its changes of the identity are proposals.";

/** Requests of units to hold a child other units hold (issue 38): the reviewers' and holding units' work. */
export function childHoldingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: carers },
        schema: {
          tags,
          summary: 'Holding requests, newest first: pending only unless `all=true`',
          description: `${rule} A reviewer sees every request; a unit's staff the requests naming a child one of their units holds (the requesting unit sees none: the entry shows the record's identity). \`mayDecide\`: the caller may confirm or refuse it.`,
          querystring: z.object({ all: z.enum(['true', 'false']).optional() }),
          response: { 200: holdingRequests },
        },
      },
      (req) => listHoldingRequests(ctx.db, requireSession(req), req.query.all !== 'true'),
    );
    app.post(
      '/:id',
      {
        config: { access: carers },
        schema: {
          tags,
          summary: 'Confirms (the unit then holds the child) or refuses a pending holding request; audited',
          description: `${rule} Decided by a reviewer or a unit that holds the child. 403 holding.notYours for the requesting unit; 404 for one who may not see it; 409 holding.decided when it was already decided. Answers the request as decided.`,
          params: z.object({ id: pathId }),
          body: holdingDecision,
          response: { 200: holdingRequest },
        },
      },
      (req) => decideHoldingRequest(ctx.db, req, requireSession(req), req.params.id, req.body.confirm),
    );
  };
}

import {
  calendarFeed,
  calendarFeedRequest,
  interventionFilter,
  interventionTimeline,
  pathId,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireSession } from '../../../platform/access';
import { medicalCaseRoles } from '../medical-cases/medical-cases.routes';
import { findCalendarFeed } from './calendar-feed.service';
import { findCaseInterventions } from './intervention-read.service';

const access = { access: medicalCaseRoles };

/** The case's timeline, under /api/medical-case. */
export function caseInterventionRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:id/interventions/filter',
      {
        config: access,
        schema: {
          tags: ['interventions'],
          summary:
            "The case's interventions in time order (planned date, start time, id), by type and status, and whether the caller may add or change them. Non-readers of the case get 404",
          params: z.object({ id: pathId }),
          body: interventionFilter,
          response: { 200: interventionTimeline },
        },
      },
      (req) => findCaseInterventions(db, requireSession(req), req.params.id, req.body),
    );
  };
}

/** The calendar, under /api/calendar. */
export function calendarRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/feed',
      {
        config: access,
        schema: {
          tags: ['interventions'],
          summary:
            'The interventions from `from` to `to` (ISO dates, at most 62 days apart; planned in the range or begun before and ending in it) of every medical case the caller may read, by unit (treating or carrying out), type and status; patient names for the case team only; `editable` when the caller may reschedule it; `truncated` when more matched than the 10,000 sent',
          body: calendarFeedRequest,
          response: { 200: calendarFeed },
        },
      },
      (req) => findCalendarFeed(db, requireSession(req), req.body),
    );
  };
}

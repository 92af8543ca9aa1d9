import {
  dropdownItem,
  pathId,
  Role,
  reportingUnit,
  reportingUnitFilter,
  reportingUnitForm,
  reportingUnitList,
  visitDetails,
  visitDetailsRequest,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import { languageOf } from '../../platform/i18n';
import {
  deleteUnit,
  findUnit,
  findUnitChoices,
  findUnits,
  findVisitDetails,
  saveUnit,
} from './units.service';

const tags = ['reporting units'];
const idParams = z.object({ id: pathId });

/** Medical (reporting) units, spec 01 §7.3. */
export function unitRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filter',
      {
        config: { access: 'signedIn' },
        schema: { tags, body: reportingUnitFilter, response: { 200: reportingUnitList } },
      },
      (req) => findUnits(db, languageOf(req), req.body),
    );
    app.get(
      '/ddl',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Units for dropdowns; reporters get only their own',
          response: { 200: z.array(dropdownItem) },
        },
      },
      (req) => findUnitChoices(db, requireSession(req)),
    );
    app.post(
      '/visit-details',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "A unit's contact card for a visit: the unit, its head count and its admins' contacts",
          body: visitDetailsRequest,
          response: { 200: visitDetails },
        },
      },
      (req) => findVisitDetails(db, languageOf(req), req.body.reportingUnitId),
    );
    app.get(
      '/:id',
      {
        config: { access: 'signedIn' },
        schema: { tags, params: idParams, response: { 200: reportingUnit } },
      },
      (req) => findUnit(db, languageOf(req), req.params.id),
    );
    app.post(
      '/',
      {
        config: {
          access: 'signedIn',
          // A repeat (Idempotency-Key) reads the saved unit again, as GET /:id does.
          replayRead: { kind: 'reporting-unit', read: (req, id) => findUnit(db, languageOf(req), id) },
        },
        schema: {
          tags,
          summary: 'Adds (super administrator) or edits (admin of the unit) a unit; answers the saved unit',
          body: reportingUnitForm,
          response: { 200: reportingUnit },
        },
      },
      async (req) => findUnit(db, languageOf(req), await saveUnit(db, req, requireSession(req), req.body)),
    );
    app.delete(
      '/:id',
      {
        config: { access: [Role.SuperAdministrator] },
        schema: {
          tags,
          description:
            'Soft delete: notifications and employees keep pointing at the unit. 409 medicalCase.unitTreatsCases ' +
            '(params: the count) while the unit treats live medical cases: transfer them to another unit first.',
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deleteUnit(db, req, req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}

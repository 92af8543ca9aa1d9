import { pathId } from '@registry/domain';
import {
  associationAnswer,
  notificationListsAnswer,
  ranksAnswer,
} from '@registry/domain/dictionaries/contracts';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import { languageOf } from '../../platform/i18n';
import { association, notificationLists, ranks } from './dictionaries.service';
import type { ListCache } from './list-cache';

const tags = ['dictionaries'];

/** The reference-data calls under api/cancer-notification (spec 02 §7). */
export function notificationListRoutes(db: Db, cache: ListCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/lists',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary:
            'Every list the notification form needs, in the LanguageId language: the reporting units the caller may use, ' +
            'morphology–prognostic factor ranks, tumour gradings with their histologic types, the ids of imaging ' +
            'subcategories with contrast material, and `lists` keyed by list name (ListId: gender 7, behaviour 12, ' +
            'topography 13, morphology 14, … abroad treatment type 48, death reason 49)',
          response: { 200: notificationListsAnswer },
        },
      },
      async (req) => notificationLists(db, cache, requireSession(req), languageOf(req)),
    );

    app.get(
      '/marker-ranks',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary:
            'Rank of each marker (list 36) per morphology: 1 not favourable, 2 favourable, 3 meaningless',
          response: { 200: ranksAnswer },
        },
      },
      async () => ranks(db, cache, ListId.marker),
    );

    app.get(
      '/prognostic-factor-ranks',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary:
            'Rank of each other prognostic factor (list 37) per morphology: 1 not favourable, 2 favourable, 3 meaningless',
          response: { 200: ranksAnswer },
        },
      },
      async () => ranks(db, cache, ListId.otherPrognosticFactor),
    );

    app.get(
      '/:morphoId/:topoId/association',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary:
            'ICCC-3 (IARC 2017) group of a morphology (id = histology×10+behaviour) at a topography (id = 1000 + code digits); ' +
            'isValidAssociation false with null groups when the pair is outside ICCC-3 or implausible; 404 for an unknown id',
          params: z.object({ morphoId: pathId, topoId: pathId }),
          response: { 200: associationAnswer },
        },
      },
      async (req) => association(db, req.params.morphoId, req.params.topoId),
    );
  };
}

import { countryIdOf, languageFromId, pathId, pathInt, ROMANIA_COUNTRY_ID } from '@registry/domain';
import {
  dictionaryListAnswer,
  groupListsAnswer,
  manyToManyListsAnswer,
  synonymsAnswer,
} from '@registry/domain/dictionaries/contracts';
import { LIST_GROUPS, type ListGroupId } from '@registry/domain/dictionaries/list-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { languageOf } from '../../platform/i18n';
import { listKeyOf, manyToManyLists, readLists, synonyms } from './dictionaries.service';
import type { ListCache } from './list-cache';
import { readCities, readList } from './list-readers';

const tags = ['language'];
const access = { access: 'signedIn' as const };
const languageId = pathInt(1, 2).describe('1 ro, 2 en');
const includeInactive = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .describe('Also list withdrawn entries (to show saved records)'),
});

const LIST_IDS =
  'List ids: 1 language, 2 country, 3 county, 4 city, 5 reporting unit type, 6 role, 7 gender, 8 notification status, ' +
  '9 document type, 10 treatment type, 11 clinical status, 12 behaviour (id = code + 1), 13 topography, 14 morphology, ' +
  '15 grade, 16 laterality, 17 tumour location, 18 diagnostic explanation, 19 basis of diagnosis (id = code + 1), ' +
  '20 reporting reason, 21 tracking status (3 dead), 22–24 ICCC-3 main group/subgroup/extended, 25–27 Toronto class/level 1/level 2, ' +
  '28 TNM stage type, 29 T, 30 N, 31 M, 32 stage, 33 simplified stage, 34 imaging category, 35 imaging subcategory, ' +
  '36 marker, 37 other prognostic factor, 38 prognostic category, 39 histologic type/subtype, 40 tumour grading, ' +
  '41 therapeutic agent, 42 therapeutic protocol, 43 treatment response, 44 lack-of-treatment reason, ' +
  '45 radiotherapy with systemic therapy, 46 radiotherapy with surgery, 47 systemic therapy role, 48 abroad treatment type, ' +
  '49 death reason (topography + 999999 other, 999998 unavailable). City (4) is per county: /api/language/city/{countyId}.';

/** The list calls under /api/language (spec 01 §7.5), next to POST /api/language/{id}. */
export function languageListRoutes(db: Db, cache: ListCache): FastifyPluginAsyncZod {
  return async (app) => {
    const one = async (id: number, language: 'ro' | 'en', inactive: boolean) => {
      const key = listKeyOf(id);
      if (!key || key === 'city') throw notFound();
      return cache.get(`list:${key}:${language}:${inactive}`, () => readList(db, key, language, inactive));
    };

    app.get(
      '/lists/:id',
      {
        config: access,
        schema: {
          tags,
          summary: `One list in the LanguageId language. ${LIST_IDS}`,
          params: z.object({ id: pathId }),
          querystring: includeInactive,
          response: { 200: dictionaryListAnswer },
        },
      },
      async (req) => one(req.params.id, languageOf(req), req.query.includeInactive === 'true'),
    );

    app.get(
      '/list/:languageId/:tableId',
      {
        config: access,
        schema: {
          tags,
          summary: `One list in the given language. ${LIST_IDS}`,
          params: z.object({ languageId, tableId: pathId }),
          querystring: includeInactive,
          response: { 200: dictionaryListAnswer },
        },
      },
      async (req) =>
        one(req.params.tableId, languageFromId(req.params.languageId), req.query.includeInactive === 'true'),
    );

    app.get(
      '/grouplists/:languageId/:groupId',
      {
        config: access,
        schema: {
          tags,
          summary:
            'The lists of one group, keyed by list name: 1 patient (gender, country, county), 2 notification (status, reasons, ' +
            'tracking, death reason, diagnostic, topography, morphology, ICCC-3), 3 staging (Toronto, TNM), 4 exams and ' +
            'prognosis (imaging, markers, factors, gradings), 5 treatment, 6 administration (language, unit type, role)',
          params: z.object({ languageId, groupId: pathId }),
          response: { 200: groupListsAnswer },
        },
      },
      async (req) => {
        const keys = LIST_GROUPS[req.params.groupId as ListGroupId];
        if (!keys) throw notFound();
        const language = languageFromId(req.params.languageId);
        return cache.get(`group:${req.params.groupId}:${language}`, () => readLists(db, keys, language));
      },
    );

    app.get(
      '/notification-many-to-many-lists',
      {
        config: access,
        schema: {
          tags,
          summary: 'Many-to-many pairs (leftId, rightId) between notification lists',
          response: { 200: manyToManyListsAnswer },
        },
      },
      async () => manyToManyLists(db, cache),
    );

    app.get(
      '/county/:countryId',
      {
        config: access,
        schema: {
          tags,
          summary:
            'Counties (id = county SIRUTA, code = vehicle code) of Romania: country id 1 (as the spec calls it) or 642 (ISO); other countries have none',
          params: z.object({ countryId: pathId }),
          response: { 200: dictionaryListAnswer },
        },
      },
      async (req) =>
        countryIdOf(req.params.countryId) === ROMANIA_COUNTRY_ID ? one(3, languageOf(req), false) : [],
    );

    app.get(
      '/city/:countyId',
      {
        config: access,
        schema: {
          tags,
          summary:
            'Municipalities, towns and communes (SIRUTA level 2; id and code = SIRUTA) of a county (id = county SIRUTA)',
          params: z.object({ countyId: pathId }),
          querystring: includeInactive,
          response: { 200: dictionaryListAnswer },
        },
      },
      async (req) => {
        const inactive = req.query.includeInactive === 'true';
        return cache.get(`city:${req.params.countyId}:${inactive}`, () =>
          readCities(db, req.params.countyId, inactive),
        );
      },
    );

    app.get(
      '/synonyms/:id',
      {
        config: access,
        schema: {
          tags,
          summary:
            'Morphology terms of one behaviour (id = behaviour list id, i.e. code + 1; the spec filter keeps codes containing "/" + (id − 1)): ' +
            'level 1 the preferred term in the LanguageId language, level 2 the ICD-O-3 synonyms (English)',
          params: z.object({ id: pathInt(1, 10) }),
          response: { 200: synonymsAnswer },
        },
      },
      async (req) => synonyms(db, cache, req.params.id, languageOf(req)),
    );
  };
}

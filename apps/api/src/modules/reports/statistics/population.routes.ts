import {
  POPULATION_TEMPLATE_FILE_NAME,
  populationImportResult,
  populationSummary,
  Role,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { requireSession } from '../../../platform/access';
import {
  importPopulation,
  populationTemplate,
  readPopulationUpload,
  populationSummary as summaryOf,
} from './population.service';
import { reportReaders } from './statistics.routes';

const superAdmin = [Role.SuperAdministrator] as const;
const tags = ['reports'];

/** Population denominators of the incidence rates (issue 16), under /api/population. */
export function populationRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '',
      {
        config: { access: reportReaders },
        schema: {
          tags,
          summary: 'Which years of population are loaded, for how many counties, by whom',
          response: { 200: populationSummary },
        },
      },
      () => summaryOf(db),
    );
    app.get(
      '/template',
      {
        config: { access: superAdmin },
        schema: {
          tags,
          summary:
            'The population CSV template: header, then every county × sex × age group of last year (population blank)',
        },
      },
      async (_req, reply) =>
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${POPULATION_TEMPLATE_FILE_NAME}"`)
          .send(await populationTemplate(db, new Date().getUTCFullYear() - 1)),
    );
    app.post(
      '/import',
      {
        config: { access: superAdmin, multipartFiles: ['file'] },
        schema: {
          tags,
          summary:
            'Imports a population CSV (multipart field `file`): replaces the years it contains, all or nothing',
          description:
            'A bad line refuses the whole file: 400 with `errors` keyed `line N` (the header is line 1). Audited (imported, refused).',
          consumes: ['multipart/form-data'],
          response: { 200: populationImportResult },
        },
      },
      async (req) => importPopulation(db, req, requireSession(req), await readPopulationUpload(req)),
    );
  };
}

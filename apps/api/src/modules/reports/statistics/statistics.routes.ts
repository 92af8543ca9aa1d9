import {
  type DataQualityQuery,
  dataQualityAnswer,
  dataQualityQuery,
  type IncidenceQuery,
  incidenceAnswer,
  incidenceQuery,
  REPORT_FILE_NAMES,
  Role,
  type StatisticsReportName,
  type SurvivalQuery,
  survivalAnswer,
  survivalQuery,
} from '@registry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { requireSession } from '../../../platform/access';
import { writeAudit } from '../../../platform/audit';
import { languageOf } from '../../../platform/i18n';
import { computeDataQuality } from './data-quality.service';
import { computeIncidence } from './incidence.service';
import { publishedDataQuality, publishedIncidence, publishedSurvival } from './published-reports';
import { suppressFor } from './statistics-lookups';
import { dataQualityWorkbook, incidenceWorkbook, survivalWorkbook } from './statistics-xlsx';
import { computeSurvival } from './survival.service';

/** Reviewers, super administrators and executives (executives: aggregates with 1–4 suppressed). */
export const reportReaders = [Role.SuperAdministrator, Role.Reviewer, Role.Executive] as const;
const tags = ['reports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SUPPRESSION =
  ' Executives get the same answer with every count from 1 to 4 suppressed (null, `suppressed: true`) and the figures computed from it,' +
  ' for fixed five-year periods only (2015–2019, 2020–2024, …; any other range or filter combination answers 400), with one suppression' +
  ' pattern over every table of the period so that no set of answers gives a hidden count back (docs/reports.md).';

/** The Reports page's tables (issue 16), under /api/report; each also as an xlsx download. */
export function statisticsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const sendXlsx = async (
      req: FastifyRequest,
      reply: FastifyReply,
      name: StatisticsReportName,
      body: unknown,
      file: Promise<Buffer>,
    ) => {
      // The workbook is zipped while the audit row is written: the answer is computed by then, so the
      // export is sure to happen, and neither waits for the other.
      const [content] = await Promise.all([
        file,
        writeAudit(db, req, {
          action: 'report.exported',
          entity: 'report',
          entityId: name,
          details: { report: name, format: 'xlsx', filter: body },
        }),
      ]);
      const fileName = REPORT_FILE_NAMES[name];
      return reply
        .header('Content-Type', XLSX)
        .header(
          'Content-Disposition',
          `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('Cache-Control', 'no-store')
        .send(content);
    };
    const who = (req: FastifyRequest) => ({
      language: languageOf(req),
      suppress: suppressFor(requireSession(req)),
    });
    const incidence = (req: FastifyRequest<{ Body: IncidenceQuery }>) => {
      const { language, suppress } = who(req);
      return suppress ? publishedIncidence(db, req.body, language) : computeIncidence(db, req.body, language);
    };
    const quality = (req: FastifyRequest<{ Body: DataQualityQuery }>) => {
      const { language, suppress } = who(req);
      return suppress
        ? publishedDataQuality(db, req.body, language)
        : computeDataQuality(db, req.body, language);
    };
    const survival = (req: FastifyRequest, q: SurvivalQuery) => {
      const { language, suppress } = who(req);
      return suppress ? publishedSurvival(db, q, language) : computeSurvival(db, q, language);
    };

    app.post(
      '/incidence',
      {
        config: { access: reportReaders },
        schema: {
          tags,
          summary:
            'New cases by ICCC-3 group, county or year × age group × sex; rates per million when denominators are loaded',
          description:
            'Counts of the current records by diagnosis date; crude, age-specific and age-standardised rates (direct method, Segi 1960 world standard) ' +
            'only when population is loaded for every year, county, sex and age group needed, else `denominators: "missing"`.' +
            SUPPRESSION,
          body: incidenceQuery,
          response: { 200: incidenceAnswer },
        },
      },
      (req) => incidence(req),
    );
    app.post(
      '/incidence/xlsx',
      {
        config: { access: reportReaders },
        schema: { tags, summary: 'The incidence table as Incidenta.xlsx (audited)', body: incidenceQuery },
      },
      async (req, reply) => {
        const answer = await incidence(req);
        return sendXlsx(req, reply, 'incidence', req.body, incidenceWorkbook(answer, languageOf(req)));
      },
    );
    app.post(
      '/data-quality',
      {
        config: { access: reportReaders },
        schema: {
          tags,
          summary:
            'Data-quality indicators per year of diagnosis or per reporting unit, with the n behind each',
          description:
            '% MV, % DCO, % unknown basis, % ICCC-3 XII, % unknown age, % unresolved warnings, median days to notification, completion and review.' +
            SUPPRESSION,
          body: dataQualityQuery,
          response: { 200: dataQualityAnswer },
        },
      },
      (req) => quality(req),
    );
    app.post(
      '/data-quality/xlsx',
      {
        config: { access: reportReaders },
        schema: {
          tags,
          summary: 'The data-quality table as Calitatea-datelor.xlsx (audited)',
          body: dataQualityQuery,
        },
      },
      async (req, reply) => {
        const answer = await quality(req);
        return sendXlsx(req, reply, 'data-quality', req.body, dataQualityWorkbook(answer, languageOf(req)));
      },
    );
    app.post(
      '/survival',
      {
        config: { access: reportReaders },
        schema: {
          tags,
          summary:
            'Observed Kaplan–Meier survival at 1, 3 and 5 years by ICCC-3 main group and period of diagnosis',
          description:
            '95 % CI from Greenwood’s variance on the log(−log) scale; number at risk at each horizon; cases without follow-up and DCO cases counted apart; ' +
            'optional step curve (at most 200 points per row).' +
            SUPPRESSION,
          body: survivalQuery,
          response: { 200: survivalAnswer },
        },
      },
      (req) => survival(req, req.body),
    );
    app.post(
      '/survival/xlsx',
      {
        config: { access: reportReaders },
        schema: { tags, summary: 'The survival table as Supravietuire.xlsx (audited)', body: survivalQuery },
      },
      async (req, reply) => {
        const answer = await survival(req, { ...req.body, curve: false });
        return sendXlsx(req, reply, 'survival', req.body, survivalWorkbook(answer, languageOf(req)));
      },
    );
  };
}

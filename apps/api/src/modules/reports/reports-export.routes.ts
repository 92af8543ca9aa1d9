import {
  ANONYMISED_EXPORT_PATH,
  anonymisedFilterRefusal,
  anonymisedLayout,
  CASE_EXPORT_TYPES,
  type CaseFilter,
  caseFilter,
  concordLayout,
  ENCR_CSV_FILE_NAME,
  type ExportCase,
  type ExportLayout,
  encodedLayout,
  encrExportRequest,
  encrLayout,
  K_ANONYMITY,
  NOTIFICATIONS_EXPORT_PATH,
  nativeLayout,
  notificationFilter,
  notificationsLayout,
  Role,
  richNativeLayout,
} from '@registry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import { badRequest } from '../../platform/errors';
import { languageOf } from '../../platform/i18n';
import type { ListCache } from '../dictionaries';
import { planAnonymisedExport } from './export/anonymised-export';
import { sendExport } from './export/export.service';
import { exportDictionaries } from './export/export-dictionaries';
import { EXPORT_PAGE_SIZE } from './export/export-pipeline';
import { casePages, notificationPages } from './export/export-sources';
import { IARC_EXPORTS, planIarcExport } from './export/iarc-exports';

// Who may export mirrors who may list: the case exports are the cases list's (POST
// api/cancer-cases/filter: reviewers and the super administrator), the notification export the
// notification list's (reporters scoped to their units, reviewers, super administrator, auditors).
const caseReaders = [Role.SuperAdministrator, Role.Reviewer] as const;
const notificationReaders = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer, Role.Auditor] as const;
const anonymisedReaders = [Role.Executive, Role.SuperAdministrator] as const;

type CaseLayoutId = (typeof CASE_EXPORT_TYPES)[number]['layout'];
const LAYOUTS: Record<Exclude<CaseLayoutId, keyof typeof IARC_EXPORTS>, ExportLayout> = {
  native: nativeLayout,
  'rich-native': richNativeLayout,
  encr: encrLayout,
  concord: concordLayout,
  encoded: encodedLayout,
};

const tags = ['reports'];
// No response schema: the answer is a file stream (xlsx, or CSV for ENCR), described here instead.
const STREAMING =
  ` Answers 200 with the file (attachment). Rows are read in keyset pages of ${EXPORT_PAGE_SIZE} and written to the response as they are read (bounded memory); ` +
  'the file is named in Content-Disposition; every export appends an audit row (who, layout, filter, row count).';

/** Spec 02 §7 "Exports", under /api/report: every export is a POST whose body is its list's filter. */
export function reportExportRoutes(db: Db, cache: ListCache): FastifyPluginAsyncZod {
  return async (app) => {
    const exportCases = async (
      req: FastifyRequest,
      reply: FastifyReply,
      layout: ExportLayout,
      filter: CaseFilter,
      options: { format?: 'xlsx' | 'csv'; fileName?: string } = {},
    ) => {
      const session = requireSession(req);
      const dictionaries = await exportDictionaries(db, cache);
      const format = options.format ?? 'xlsx';
      return sendExport(
        db,
        req,
        reply,
        {
          layout: layout as ExportLayout<ExportCase & { id: number }>,
          pages: casePages(db, session, filter, { tumour: layout.tumourFacts, layoutId: layout.id }),
          dictionaries,
          language: languageOf(req),
          format,
          codeSheet: layout === encodedLayout,
        },
        { fileName: options.fileName ?? layout.fileName, filter, layoutId: layout.id, format },
      );
    };

    for (const { type, layout: id, path } of CASE_EXPORT_TYPES) {
      if (id === 'iicc3' || id === 'iarccrgtools') {
        const which = IARC_EXPORTS[id];
        app.post(
          `/${path}/export`,
          {
            config: { access: caseReaders },
            schema: {
              tags,
              summary: `Export type ${type}: ${which.layout.fileName} of the cases the cases-list filter selects`,
              description: `${which.description} Scoped and filtered like POST /api/cancer-cases/filter.${STREAMING}`,
              body: caseFilter,
            },
          },
          async (req, reply) => {
            const session = requireSession(req);
            const dictionaries = await exportDictionaries(db, cache);
            return sendExport(
              db,
              req,
              reply,
              { ...planIarcExport(db, session, req.body, dictionaries, which), language: languageOf(req) },
              { fileName: which.layout.fileName, filter: req.body, layoutId: id, format: which.format },
            );
          },
        );
        continue;
      }
      const layout = LAYOUTS[id];
      const summary = `Export type ${type}: ${layout.fileName} of the cases the cases-list filter selects`;
      if (id === 'encr') {
        app.post(
          `/${path}/export`,
          {
            config: { access: caseReaders },
            schema: {
              tags,
              summary,
              description:
                'The 39 variables of the JRC-ENCR Quality Check Software (QCS) incidence file, coded as docs/exports/encr.md ' +
                'describes (variable names as headers in both languages). `format: "csv"` answers ' +
                `${ENCR_CSV_FILE_NAME}, \`;\`-separated as the QCS driver writes it.${STREAMING}`,
              body: encrExportRequest,
            },
          },
          (req, reply) =>
            exportCases(req, reply, layout, req.body, {
              format: req.body.format,
              fileName: req.body.format === 'csv' ? ENCR_CSV_FILE_NAME : layout.fileName,
            }),
        );
        continue;
      }
      app.post(
        `/${path}/export`,
        {
          config: { access: caseReaders },
          schema: {
            tags,
            summary,
            description: `Scoped and filtered exactly like POST /api/cancer-cases/filter (sort and paging ignored: rows in case order).${STREAMING}`,
            body: caseFilter,
          },
        },
        (req, reply) => exportCases(req, reply, layout, req.body),
      );
    }

    app.post(
      `/${ANONYMISED_EXPORT_PATH}/export`,
      {
        config: { access: anonymisedReaders },
        schema: {
          tags,
          summary: `${anonymisedLayout.fileName}: every case, anonymised (executive dashboard)`,
          description:
            `k-anonymous (k = ${K_ANONYMITY}) on diagnosis year, age group, sex, NUTS-2 region and ICCC-3 main group: a ` +
            'first sheet states the rule and counts what was suppressed (regions written x; the rows of a year × age group ' +
            `× sex × group cell of fewer than ${K_ANONYMITY} cases left out), the second holds one row per case with vital ` +
            'status, survival days, censoring, intervals in days from diagnosis and treatment flags. No names, identifiers, ' +
            'ids or keys, calendar dates, county, city, morphology, topography, unit or free text. Covers all units. ' +
            'Refused (400): every filter but whole diagnosis years (a start on 1 January, an end on 31 December).' +
            STREAMING,
          body: caseFilter,
        },
      },
      async (req, reply) => {
        const refusal = anonymisedFilterRefusal(req.body);
        if (refusal) throw badRequest(refusal);
        const session = requireSession(req);
        const language = languageOf(req);
        const dictionaries = await exportDictionaries(db, cache);
        return sendExport(
          db,
          req,
          reply,
          (q) => planAnonymisedExport(q, session, req.body, dictionaries, language),
          {
            fileName: anonymisedLayout.fileName,
            filter: req.body,
            layoutId: anonymisedLayout.id,
            format: 'xlsx',
            snapshot: true,
          },
        );
      },
    );

    app.post(
      `/${NOTIFICATIONS_EXPORT_PATH}/export`,
      {
        config: { access: notificationReaders },
        schema: {
          tags,
          summary: `${notificationsLayout.fileName}: the notification list's columns for the filter in use`,
          description: `Scoped and filtered exactly like POST /api/cancer-notification/filter (a reporter gets only their units).${STREAMING}`,
          body: notificationFilter,
        },
      },
      async (req, reply) => {
        const session = requireSession(req);
        const language = languageOf(req);
        return sendExport(
          db,
          req,
          reply,
          {
            layout: notificationsLayout as unknown as ExportLayout<{ id: number }>,
            pages: notificationPages(db, session, language, req.body),
            dictionaries: await exportDictionaries(db, cache),
            language,
            format: 'xlsx',
          },
          {
            fileName: notificationsLayout.fileName,
            filter: req.body,
            layoutId: notificationsLayout.id,
            format: 'xlsx',
          },
        );
      },
    );
  };
}

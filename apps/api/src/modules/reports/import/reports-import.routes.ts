import { IMPORT_FILE_NAMES, Role } from '@registry/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireSession } from '../../../platform/access';
import type { AppContext } from '../../../platform/context';
import { languageOf } from '../../../platform/i18n';
import { recordImportRows, timeJob } from '../../../platform/observability/metrics';
import { mailHoldingNotices } from '../../child-holding/holding-notices';
import type { ListCache } from '../../dictionaries';
import { notificationTemplate, vitalStatusTemplate } from './import-templates';
import { readImportUpload } from './import-upload';
import { importNotifications } from './notification-import.service';
import { importVitalStatuses } from './vital-status-import.service';

/** How many notifications (or, for vital statuses, new case versions) a 204 wrote: the toast says it. */
const IMPORTED_COUNT_HEADER = 'X-Imported-Count';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const superAdministrators = [Role.SuperAdministrator] as const;
const reviewers = [Role.SuperAdministrator, Role.Reviewer] as const;

function sendWorkbook(reply: FastifyReply, fileName: string, workbook: Buffer, errorRows?: number) {
  if (errorRows !== undefined) reply.header('x-import-error-rows', String(errorRows));
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('access-control-expose-headers', 'content-disposition, x-import-error-rows')
    .send(workbook);
}

const IMPORT_RULES =
  'Multipart with the .xlsx in `file` (at most 50 MB; the extension and the zip signature are checked). ' +
  'All or nothing, in one transaction: 204 when every row was imported (its `X-Imported-Count` header says how many notifications, or case versions, were written); otherwise nothing is written and the answer (200) is ' +
  'the error workbook — the uploaded rows with an error column naming each wrong field and why (LanguageId), the wrong cells filled red, ' +
  'and the header `x-import-error-rows`. A file that is not a readable .xlsx, has a wrong extension or no rows gets 400, one over 50 MB 413.';

type ImportOutcome = { imported: number } | { errorRows: number };
/** An import that answers with the error workbook wrote nothing: the job was refused, not failed. */
const outcomeOf = (o: ImportOutcome) => ('imported' in o ? 'succeeded' : 'refused');
function countRows(kind: 'notification' | 'vital_status', o: ImportOutcome) {
  if ('imported' in o) recordImportRows(kind, 'imported', o.imported);
  else recordImportRows(kind, 'error', o.errorRows);
}

/** The two imports of spec 02 §7 and their templates. */
export function reportImportRoutes(db: Db, ctx: AppContext, cache: ListCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/cancer-notification-import/template',
      {
        config: { access: superAdministrators },
        schema: {
          tags: ['imports'],
          summary:
            'The notification import template: Romanian headers on the first sheet, how to fill each column and its codes on the second (in the caller’s language)',
        },
      },
      async (req, reply) =>
        sendWorkbook(
          reply,
          IMPORT_FILE_NAMES.notificationTemplate,
          await notificationTemplate(db, languageOf(req)),
        ),
    );
    app.post(
      '/cancer-notification-import',
      {
        config: { access: superAdministrators, multipartFiles: ['file'] },
        schema: {
          tags: ['imports'],
          summary: 'Imports notifications from the template, one per row (super administrators)',
          description:
            `${IMPORT_RULES} Each row goes through the form's own rules and save service (draft or completed by its Status column, ` +
            'patient linkage and cases included). A row that repeats a notification the registry holds, or an earlier row, is an error ' +
            '(same identifier, unit, reason, morphology, diagnosis date and last contact date), so importing a file twice adds nothing. ' +
            `The error workbook is ${IMPORT_FILE_NAMES.notificationErrors}.`,
          consumes: ['multipart/form-data'],
        },
      },
      async (req, reply) => {
        const upload = await readImportUpload(req, ctx.files);
        try {
          const outcome = await timeJob(
            'notification_import',
            () => importNotifications(db, cache, req, requireSession(req), languageOf(req), upload),
            outcomeOf,
          );
          countRows('notification', outcome);
          // After the commit: the holding units hear of the requests the import filed (issue 38).
          if ('imported' in outcome) await mailHoldingNotices(db, ctx.mailer, ctx.config.publicUrl, req.log);
          if ('imported' in outcome)
            return reply.code(204).header(IMPORTED_COUNT_HEADER, String(outcome.imported)).send();
          return sendWorkbook(
            reply,
            IMPORT_FILE_NAMES.notificationErrors,
            outcome.workbook,
            outcome.errorRows,
          );
        } finally {
          await upload.discard();
        }
      },
    );
    app.get(
      '/cancer-case-status-import/template',
      {
        config: { access: reviewers },
        schema: {
          tags: ['imports'],
          summary: 'The vital-status import template, with its instructions sheet',
        },
      },
      async (req, reply) =>
        sendWorkbook(
          reply,
          IMPORT_FILE_NAMES.vitalStatusTemplate,
          await vitalStatusTemplate(db, languageOf(req)),
        ),
    );
    app.post(
      '/cancer-case-status-import',
      {
        config: { access: reviewers, multipartFiles: ['file'] },
        schema: {
          tags: ['imports'],
          summary: 'Imports vital statuses of cases as of a status date (reviewers and super administrators)',
          description:
            `${IMPORT_RULES} Text fields: \`statusDate\` (required, YYYY-MM-DD, 1990-01-01 to today in Europe/Bucharest) and \`fileName\`. ` +
            'Each row names a case by its identifier (plus the morphology code when the patient has several cases). Each case whose ' +
            'vital status changes gets a new completed notification copied from its current record with the follow-up fields changed ' +
            '(so case evolution shows what changed and who imported it) and goes back to review. An unknown or ambiguous identifier, a ' +
            `death before the diagnosis or a contact after the status date is an error row. The error workbook is ${IMPORT_FILE_NAMES.vitalStatusErrors}.`,
          consumes: ['multipart/form-data'],
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        const upload = await readImportUpload(req, ctx.files);
        try {
          const outcome = await timeJob(
            'vital_status_import',
            () => importVitalStatuses(db, cache, req, requireSession(req), languageOf(req), upload),
            outcomeOf,
          );
          countRows('vital_status', outcome);
          if ('imported' in outcome)
            return reply.code(204).header(IMPORTED_COUNT_HEADER, String(outcome.imported)).send(null);
          return sendWorkbook(
            reply,
            IMPORT_FILE_NAMES.vitalStatusErrors,
            outcome.workbook,
            outcome.errorRows,
          );
        } finally {
          await upload.discard();
        }
      },
    );
  };
}

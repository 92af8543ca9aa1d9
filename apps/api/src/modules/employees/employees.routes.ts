import {
  employee,
  employeeFilter,
  employeeForm,
  employeeList,
  employeeSaved,
  pathId,
  translateCode,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { fileRules } from '../../platform/files/file-store';
import { readMultipart } from '../../platform/files/multipart';
import { languageOf } from '../../platform/i18n';
import { deleteEmployee, findEmployee, findEmployees, saveEmployee } from './employees.service';

const tags = ['employees'];

/** Personnel of a unit, spec 01 §7.4. */
export function employeeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filter',
      {
        config: { access: 'signedIn' },
        schema: { tags, body: employeeFilter, response: { 200: employeeList } },
      },
      (req) => findEmployees(ctx, requireSession(req), languageOf(req), req.body),
    );
    app.get(
      '/:employeeId/:unitId',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          params: z.object({
            employeeId: pathId,
            unitId: pathId,
          }),
          response: { 200: employee },
        },
      },
      (req) =>
        findEmployee(ctx, requireSession(req), languageOf(req), req.params.employeeId, req.params.unitId),
    );
    app.post(
      '/',
      {
        config: { access: 'signedIn', multipartFiles: ['profilePicture', 'agreement'] },
        schema: {
          tags,
          summary:
            'Adds or edits an employee (admin of the unit). Multipart: the employee fields, profilePicture (.jpg/.jpeg/.png ≤ 4,000,000 bytes), agreement',
          consumes: ['multipart/form-data'],
          response: { 200: employeeSaved },
        },
      },
      async (req) => {
        const session = requireSession(req);
        const { fields, files } = await readMultipart(req, ctx.files, employeeForm, {
          profilePicture: fileRules.profilePicture,
          agreement: fileRules.agreement,
        });
        const saved = await saveEmployee(ctx, req, session, fields, files);
        const language = languageOf(req);
        const answer = await findEmployee(ctx, session, language, saved.employeeId, fields.reportingUnitId);
        return { ...answer, warning: saved.warning ? translateCode(saved.warning, language) : null };
      },
    );
    app.delete(
      '/:id/reporting-unit/:reportingUnitId',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          params: z.object({
            id: pathId,
            reportingUnitId: pathId,
          }),
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deleteEmployee(ctx, req, requireSession(req), req.params.id, req.params.reportingUnitId);
        return reply.code(204).send(null);
      },
    );
  };
}

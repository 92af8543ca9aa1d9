import { auditTrailFilter, auditTrailList, Role } from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireSession } from '../../platform/access';
import { languageOf } from '../../platform/i18n';
import { exportAuditTrail, findAuditTrail } from './audit-trail.service';

/**
 * Super administrators read the whole trail; reviewers the rows about patients' records. Auditors
 * and executives are refused: the spec's auditor reads clinical records, not colleagues' activity,
 * and the trail names staff, their e-mails and addresses (least privilege, DOMAIN data protection).
 */
const trailReaders = [Role.SuperAdministrator, Role.Reviewer] as const;
const tags = ['audit trail'];

/** Who did what to which record, when and from where (issue 17 item 8), under /api/audit-trail. */
export function auditTrailRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filter',
      {
        config: { access: trailReaders },
        schema: {
          tags,
          summary:
            'One page of the audit trail, newest first by default; reviewers see only rows about a patient record. ' +
            'patientIdentifier (or a 13-digit search) finds every read and write of that child’s records. The reading is itself audited.',
          body: auditTrailFilter,
          response: { 200: auditTrailList },
        },
      },
      (req) => findAuditTrail(db, req, requireSession(req), languageOf(req), req.body),
    );
    app.post(
      '/export',
      {
        config: { access: trailReaders },
        schema: {
          tags,
          summary:
            'The same filter (take and skip ignored) as an .xlsx, streamed, labelled in the request language, times in Romanian time; audited.',
          body: auditTrailFilter,
        },
      },
      async (req, reply) => {
        const stream = await exportAuditTrail(db, req, requireSession(req), languageOf(req), req.body);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="audit-trail-${day}.xlsx"`)
          .send(stream);
      },
    );
  };
}

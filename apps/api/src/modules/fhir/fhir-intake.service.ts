import type { Bundle } from '@medplum/fhirtypes';
import {
  EmployeePermission,
  type Language,
  messageCode,
  NotificationStatus,
  Role,
  type Session,
  translateCode,
} from '@registry/domain';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cancerNotifications, fhirIntakes } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { ListCache } from '../dictionaries';
import { saveNotification } from '../notifications/notification-save.service';
import { readReport } from './fhir-bundle';
import { mapReport } from './fhir-mapping';
import { type FhirIssue, FhirRefusal } from './fhir-outcome';
import type { MappingReport } from './fhir-report';
import { structureIssues } from './fhir-structure';
import type { IntakeCaller } from './fhir-token';

/**
 * The client acts as a reporter of its own unit and of nothing else, so the save applies the access
 * model, holding rules and checks exactly as for a person of that unit. It is recorded as the
 * administrator who registered it (the audit rows say which client).
 */
export function sessionOf(caller: IntakeCaller): Session {
  return {
    userId: caller.createdBy,
    role: Role.Reporter,
    fullname: `FHIR: ${caller.name}`,
    employeePermissions: [
      {
        employeeId: 0,
        reportingUnitId: caller.reportingUnitId,
        permissionIds: [EmployeePermission.Reporter],
      },
    ],
  };
}

export type IntakeResult = {
  status: 200 | 201;
  notificationId: number;
  key: 'fhir.created' | 'fhir.updated' | 'fhir.alreadyCompleted';
};

/** The save's refusal as issues naming the received element each refused field came from. */
function refusalOf(
  error: AppError,
  mapping: MappingReport,
  contentPath: string,
  language: Language,
): FhirRefusal {
  const fields = error.extra.fields as Record<string, string> | undefined;
  const issues: FhirIssue[] = fields
    ? Object.entries(fields).map(([field, code]) => {
        return {
          expression: mapping.pathOf(field) ?? contentPath,
          key: 'fhir.refused',
          params: [`${field}: ${translateCode(code, language)}`],
          code: 'business',
        };
      })
    : [
        {
          expression: contentPath,
          key: 'fhir.refused',
          params: [
            translateCode(
              messageCode(error.code, ...((error.extra.params as (string | number)[]) ?? [])),
              language,
            ),
          ],
          code: error.statusCode === 403 ? 'forbidden' : 'business',
        },
      ];
  return new FhirRefusal(error.statusCode === 404 ? 404 : error.statusCode === 403 ? 403 : 400, issues);
}

/**
 * One received report: structure (R4), the report's shape, the mapping, then the registry's own
 * save. A resend of the same report (identifier or message id, same client) updates its draft while
 * it is one, else answers what it produced. Any refusal throws before or inside the one transaction.
 */
export async function receiveReport(
  db: Db,
  cache: ListCache,
  request: FastifyRequest,
  caller: IntakeCaller,
  limits: Config['patientLookup'],
  cnpSystems: Config['fhirCnpSystems'],
  bundle: Bundle,
  kind: 'message' | 'collection',
  language: Language,
): Promise<IntakeResult> {
  const structural = structureIssues(bundle);
  if (structural.length) throw new FhirRefusal(400, structural);
  const report = readReport(bundle, kind);
  const { body, mapping } = await mapReport(db, report, caller.reportingUnitId, cnpSystems);

  const keys = [
    report.bundleIdentifier ? eq(fhirIntakes.bundleIdentifier, report.bundleIdentifier) : undefined,
    report.messageHeaderId ? eq(fhirIntakes.messageHeaderId, report.messageHeaderId) : undefined,
  ].filter((k) => k !== undefined);
  const [earlier] = await db
    .select({
      intake: fhirIntakes,
      status: cancerNotifications.status,
      version: cancerNotifications.version,
      isDeleted: cancerNotifications.isDeleted,
    })
    .from(fhirIntakes)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, fhirIntakes.notificationId))
    .where(and(eq(fhirIntakes.clientId, caller.clientId), or(...keys)));
  if (earlier && (earlier.status !== NotificationStatus.Draft || earlier.isDeleted))
    return { status: 200, notificationId: earlier.intake.notificationId, key: 'fhir.alreadyCompleted' };

  const session = sessionOf(caller);
  // The save's audit rows and scoping read the session from the request, as for a person's save.
  request.session = session;
  const saveBody = earlier ? { ...body, id: earlier.intake.notificationId, version: earlier.version } : body;
  try {
    const saved = await saveNotification(db, cache, request, session, language, {
      body: saveBody,
      version: earlier?.version ?? 0,
      limits,
      // Inside the save's transaction: the intake row and its audit commit with the draft, or nothing does.
      attach: async (tx, row) => {
        const values = {
          clientId: caller.clientId,
          reportingUnitId: caller.reportingUnitId,
          bundleIdentifier: report.bundleIdentifier,
          messageHeaderId: report.messageHeaderId,
          notificationId: row.id,
          bundle: bundle as unknown as Record<string, unknown>,
          mapping: mapping.entries,
        };
        if (earlier)
          await tx
            .update(fhirIntakes)
            .set({ ...values, timesReceived: earlier.intake.timesReceived + 1, updatedAt: new Date() })
            .where(eq(fhirIntakes.id, earlier.intake.id));
        else await tx.insert(fhirIntakes).values(values);
        await writeAudit(tx, request, {
          action: 'fhir.bundle-received',
          entity: 'cancer_notification',
          entityId: row.id,
          details: {
            fhirClientId: caller.clientId,
            reportingUnitId: caller.reportingUnitId,
            bundleIdentifier: report.bundleIdentifier,
            messageHeaderId: report.messageHeaderId,
            resend: Boolean(earlier),
          },
        });
        return false;
      },
    });
    return {
      status: earlier ? 200 : 201,
      notificationId: saved.id,
      key: earlier ? 'fhir.updated' : 'fhir.created',
    };
  } catch (e) {
    if (e instanceof AppError) throw refusalOf(e, mapping, report.contentPath, language);
    // Two copies of one report at once: the second meets the first's unique key and is told to resend.
    if (codeOf(e) === '23505')
      throw new FhirRefusal(409, [
        {
          expression: `${report.contentPath}.identifier`,
          key: 'fhir.refused',
          params: ['409'],
          code: 'duplicate',
        },
      ]);
    throw e;
  }
}

function codeOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, n = 0; e && n < 5; n++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

import { fhirIntake, pathId, Role, type Session } from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { cancerNotifications, fhirClients, fhirIntakes } from '../../db/schema';
import { requireSession } from '../../platform/access';
import { writeAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { unitScope } from '../notifications';

/** The notification's readers (notifications.routes.ts): the received report is read as the notification is. */
const readers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer, Role.Auditor] as const;

/** The report a notification was received as, under the notification's own scope; 404 when none or not visible. */
export async function findFhirIntake(
  db: Db,
  request: FastifyRequest,
  session: Session,
  notificationId: number,
) {
  const [found] = await db
    .select({ intake: fhirIntakes, clientName: fhirClients.name, patientId: cancerNotifications.patientId })
    .from(fhirIntakes)
    .innerJoin(cancerNotifications, eq(cancerNotifications.id, fhirIntakes.notificationId))
    .innerJoin(fhirClients, eq(fhirClients.id, fhirIntakes.clientId))
    .where(
      and(
        eq(fhirIntakes.notificationId, notificationId),
        eq(cancerNotifications.isDeleted, false),
        unitScope(session),
      ),
    );
  if (!found) throw notFound();
  // The bundle carries the child's identity: its reading is audited as the notification's is.
  await writeAudit(db, request, {
    action: 'fhir.intake-read',
    entity: 'cancer_notification',
    entityId: notificationId,
    details: { patientId: found.patientId, fhirClientId: found.intake.clientId },
  });
  const { intake } = found;
  return {
    notificationId,
    clientId: intake.clientId,
    clientName: found.clientName,
    bundleIdentifier: intake.bundleIdentifier,
    messageHeaderId: intake.messageHeaderId,
    receivedAt: intake.receivedAt.toISOString(),
    updatedAt: intake.updatedAt.toISOString(),
    timesReceived: intake.timesReceived,
    bundle: intake.bundle,
    mapping: intake.mapping,
  };
}

export function fhirIntakeReadRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/fhir-intake',
      {
        config: { access: readers },
        schema: {
          tags: ['cancer notifications', 'fhir'],
          summary: 'The FHIR report a notification was received as, and what each received element became',
          description:
            "Readable by exactly those who may read the notification (404 otherwise, and for a notification typed by hand). `mapping`: `{ path (FHIRPath of the received element), received (its text), became (the notification's field, or 'not mapped') }`. Audited.",
          params: z.object({ id: pathId }),
          response: { 200: fhirIntake },
        },
      },
      (req) => findFhirIntake(db, req, requireSession(req), req.params.id),
    );
  };
}

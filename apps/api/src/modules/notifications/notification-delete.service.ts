import { isReviewer, isUnitAdmin, type Session } from '@registry/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { cancerNotifications } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { forbidden, notFound } from '../../platform/errors';
import { recomputeCase } from './notification-cases';
import { unitScope } from './notification-scope';

/**
 * Soft delete by the unit's admin or a reviewer (spec 02 §2); the case falls back to its previous
 * record, or closes with its medical case (audited too).
 */
export async function deleteNotification(db: Db, request: FastifyRequest, session: Session, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cancerNotifications)
      .where(
        and(eq(cancerNotifications.id, id), eq(cancerNotifications.isDeleted, false), unitScope(session)),
      )
      .for('update');
    if (!row) throw notFound();
    if (!isReviewer(session) && !isUnitAdmin(session, row.reportingUnitId)) throw forbidden();
    await tx
      .update(cancerNotifications)
      .set({ isDeleted: true, isCancerCase: false, updatedBy: session.userId, updatedAt: new Date() })
      .where(eq(cancerNotifications.id, id));
    const closedMedicalCase =
      row.caseId && row.isCancerCase ? await recomputeCase(tx, row.caseId, session.userId) : null;
    await writeAudit(tx, request, {
      action: 'notification.deleted',
      entity: 'cancer_notification',
      entityId: id,
      details: { caseId: row.caseId },
    });
    if (closedMedicalCase)
      await writeAudit(tx, request, {
        action: 'medicalCase.deleted',
        entity: 'medical_case',
        entityId: closedMedicalCase,
        details: { cancerCaseId: row.caseId, notificationId: id },
      });
  });
}

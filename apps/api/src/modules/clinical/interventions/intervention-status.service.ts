import {
  checkIntervention,
  EventStatus,
  type InterventionCommon,
  type interventionCancelRequest,
  interventionMsg,
  type interventionRescheduleRequest,
  isPlanned,
  movedSchedule,
  type Session,
  todayIso,
} from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { clinicalInterventions as ci } from '../../../db/schema';
import { badRequest, fieldErrors, staleVersion } from '../../../platform/errors';
import { assertInterventionAccess, type InterventionRow } from './intervention-access';
import { recordInterventionVersion } from './intervention-versions';
import { auditIntervention } from './intervention-write.service';

type CancelBody = z.output<typeof interventionCancelRequest>;
type RescheduleBody = z.output<typeof interventionRescheduleRequest>;

/** POST api/intervention/{id}/cancel: a planned one only; the reason is kept. */
export async function cancelIntervention(
  db: Db,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: CancelBody,
) {
  await assertInterventionAccess(db, session, id, 'edit');
  return db.transaction(async (tx) => {
    const { row, facts } = await assertInterventionAccess(tx, session, id, 'edit', { lock: true });
    if (row.version !== body.version) throw staleVersion();
    if (!isPlanned(row.status)) throw badRequest(interventionMsg.notPlanned);
    const version = row.version + 1;
    await tx
      .update(ci)
      .set({
        status: EventStatus.Canceled,
        cancelReason: body.reason,
        version,
        updatedBy: session.userId,
        updatedAt: new Date(),
      })
      .where(eq(ci.id, id));
    await recordInterventionVersion(tx, id);
    await auditIntervention(tx, request, 'intervention.canceled', id, facts, { type: row.type, version });
    return { id, version, status: EventStatus.Canceled };
  });
}

/** The common fields after the move: the schedule moved as a whole (movedSchedule), the rest kept. */
function moved(row: InterventionRow, body: RescheduleBody): InterventionCommon {
  return {
    ...movedSchedule(row, body),
    unitId: row.unitId,
    externalUnit: row.externalUnit,
    significant: row.significant,
  };
}

/**
 * POST api/intervention/{id}/reschedule: the calendar's drag. Planned ones only, by a caller who may
 * edit the case; the dates are held to the same rules as an edit.
 */
export async function rescheduleIntervention(
  db: Db,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: RescheduleBody,
) {
  await assertInterventionAccess(db, session, id, 'edit');
  return db.transaction(async (tx) => {
    const { row, facts } = await assertInterventionAccess(tx, session, id, 'edit', { lock: true });
    if (row.version !== body.version) throw staleVersion();
    if (!isPlanned(row.status)) throw badRequest(interventionMsg.notPlanned);
    const common = moved(row, body);
    const check = checkIntervention(row.type, common, row.detail, { today: todayIso(), completing: false });
    if (!check.ok) throw fieldErrors(check.errors);
    const version = row.version + 1;
    await tx
      .update(ci)
      .set({
        plannedDate: common.plannedDate,
        startTime: common.startTime,
        endDate: common.endDate,
        endTime: common.endTime,
        version,
        updatedBy: session.userId,
        updatedAt: new Date(),
      })
      .where(eq(ci.id, id));
    await recordInterventionVersion(tx, id);
    await auditIntervention(tx, request, 'intervention.rescheduled', id, facts, {
      from: row.plannedDate,
      to: common.plannedDate,
      version,
    });
    return { id, version, status: row.status };
  });
}

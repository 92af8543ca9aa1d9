import {
  checkIntervention,
  EventStatus,
  type InterventionCommon,
  type interventionCancelRequest,
  interventionMsg,
  type interventionRescheduleRequest,
  isPlanned,
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
    await auditIntervention(tx, request, 'intervention.canceled', id, facts, { type: row.type, version });
    return { id, version, status: EventStatus.Canceled };
  });
}

const dayShift = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The common fields after the move: omitted times kept, an omitted end date moved by as many days. */
function moved(row: InterventionRow, body: RescheduleBody): InterventionCommon {
  const endDate =
    body.endDate !== undefined
      ? body.endDate
      : row.endDate && addDays(row.endDate, dayShift(row.plannedDate, body.plannedDate));
  return {
    plannedDate: body.plannedDate,
    startTime: body.startTime !== undefined ? body.startTime : row.startTime,
    endDate,
    endTime: body.endTime !== undefined ? body.endTime : row.endTime,
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
    await auditIntervention(tx, request, 'intervention.rescheduled', id, facts, {
      from: row.plannedDate,
      to: common.plannedDate,
      version,
    });
    return { id, version, status: row.status };
  });
}

import {
  EventStatus,
  type EventStatusId,
  type InterventionCommon,
  type InterventionDetail,
  InterventionType,
  type InterventionTypeId,
  interventionCommon,
  type interventionCreateRequest,
  interventionMsg,
  interventionSummary,
  type interventionUpdateRequest,
  isChangeable,
  isPlanned,
  type LabTestDetail,
  labServiceStatus,
  type Session,
} from '@registry/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { clinicalInterventions as ci } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { badRequest, staleVersion } from '../../../platform/errors';
import type { ListCache } from '../../dictionaries';
import { assertMedicalCaseAccess } from '../medical-cases/medical-case-access';
import { assertInterventionAccess } from './intervention-access';
import { checkInterventionInput, diagnosisDateOf } from './intervention-check';
import { recordInterventionVersion } from './intervention-versions';

type CreateBody = z.output<typeof interventionCreateRequest>;
type UpdateBody = z.output<typeof interventionUpdateRequest>;

/** The columns a checked record is stored in: the common fields, the detail and what derives from it. */
export function interventionColumns(
  type: InterventionTypeId,
  common: InterventionCommon,
  detail: InterventionDetail,
) {
  return {
    plannedDate: common.plannedDate,
    startTime: common.startTime,
    endDate: common.endDate,
    endTime: common.endTime,
    unitId: common.unitId,
    externalUnit: common.externalUnit,
    significant: common.significant,
    detail,
    summary: interventionSummary(type, detail).slice(0, 200),
    labStatus:
      type === InterventionType.LabTest ? labServiceStatus((detail as LabTestDetail).analyses) : null,
  };
}

const commonOf = (body: CreateBody | UpdateBody): InterventionCommon => interventionCommon.parse(body);

export function auditIntervention(
  tx: Db | Tx,
  request: FastifyRequest,
  action: string,
  id: number,
  facts: { id: number; patientId: number },
  extra: Record<string, unknown> = {},
) {
  return writeAudit(tx, request, {
    action,
    entity: 'clinical_intervention',
    entityId: id,
    details: { medicalCaseId: facts.id, patientId: facts.patientId, ...extra },
  });
}

/** POST api/intervention: a planned intervention of the case (team members and the unit's case owners). */
export async function createIntervention(
  db: Db,
  cache: ListCache,
  request: FastifyRequest,
  session: Session,
  body: CreateBody,
) {
  // A first look outside the transaction, so a caller with no access learns nothing from the checks.
  await assertMedicalCaseAccess(db, session, body.medicalCaseId, 'edit');
  const type = body.type as InterventionTypeId;
  const checked = await checkInterventionInput(db, cache, type, commonOf(body), body.detail, false);
  return db.transaction(async (tx) => {
    const facts = await assertMedicalCaseAccess(tx, session, body.medicalCaseId, 'edit', { lock: true });
    const [row] = await tx
      .insert(ci)
      .values({
        medicalCaseId: facts.id,
        // The trigger of migration 0021 sets it from the case as well; said here for the types.
        caseUnitId: facts.reportingUnitId,
        type,
        status: EventStatus.Pending,
        ...interventionColumns(type, checked.common, checked.detail),
        createdBy: session.userId,
        updatedBy: session.userId,
      })
      .returning({ id: ci.id, version: ci.version, status: ci.status });
    await recordInterventionVersion(tx, row.id);
    await auditIntervention(tx, request, 'intervention.created', row.id, facts, { type });
    return { ...row, status: row.status as EventStatusId };
  });
}

/**
 * PUT api/intervention/{id} (edit) and POST …/complete: the whole record with the version read. An
 * edit keeps the status (a completed one is held to the completion fields still); completing needs
 * a planned one and its completion fields. A canceled one is no longer changed.
 */
export async function saveIntervention(
  db: Db,
  cache: ListCache,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: UpdateBody,
  complete: boolean,
) {
  const first = await assertInterventionAccess(db, session, id, 'edit');
  const type = first.row.type;
  const completing = complete || first.row.status === EventStatus.Completed;
  // A completion carries the real date (checkIntervention: not ahead of today, not before the
  // diagnosis; a start planned later than it moves to it).
  const diagnosisDate = completing ? await diagnosisDateOf(db, first.row.medicalCaseId) : null;
  const checked = await checkInterventionInput(
    db,
    cache,
    type,
    commonOf(body),
    body.detail,
    completing,
    diagnosisDate,
  );
  return db.transaction(async (tx) => {
    const { row, facts } = await assertInterventionAccess(tx, session, id, 'edit', { lock: true });
    if (row.version !== body.version) throw staleVersion();
    if (!isChangeable(row.status)) throw badRequest(interventionMsg.canceled);
    if (complete && !isPlanned(row.status)) throw badRequest(interventionMsg.notPlanned);
    const status = complete ? EventStatus.Completed : row.status;
    const version = row.version + 1;
    await tx
      .update(ci)
      .set({
        ...interventionColumns(type, checked.common, checked.detail),
        status,
        version,
        updatedBy: session.userId,
        updatedAt: new Date(),
      })
      .where(eq(ci.id, id));
    await recordInterventionVersion(tx, id);
    await auditIntervention(
      tx,
      request,
      complete ? 'intervention.completed' : 'intervention.updated',
      id,
      facts,
      // A completion earlier than planned says which plan it replaced.
      checked.common.plannedDate === row.plannedDate
        ? { type, version }
        : { type, version, plannedDate: row.plannedDate, doneOn: checked.common.endDate },
    );
    return { id, version, status };
  });
}

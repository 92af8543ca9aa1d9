import {
  type AnyInterventionAnswer,
  type EventStatusId,
  emptyInterventionDetail,
  type InterventionListItem,
  type InterventionTimeline,
  type InterventionTypeId,
  type interventionFilter,
  type LabServiceStatusValue,
  type Session,
} from '@registry/domain';
import { type AnyColumn, and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  clinicalInterventions as ci,
  clinicalInterventionDocuments as docs,
  reportingUnits,
  users,
} from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { assertMedicalCaseAccess } from '../medical-cases/medical-case-access';
import { assertInterventionAccess } from './intervention-access';

const updater = alias(users, 'updater');
const creator = alias(users, 'creator');
/** Any column pair (aliases of users included): drizzle types an alias's columns apart. */
const nameOf = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

/** The columns every answer shares, read with the unit's and the last editor's names. */
const listColumns = {
  id: ci.id,
  medicalCaseId: ci.medicalCaseId,
  type: ci.type,
  status: ci.status,
  plannedDate: ci.plannedDate,
  startTime: ci.startTime,
  endDate: ci.endDate,
  endTime: ci.endTime,
  unitId: ci.unitId,
  unit: sql<string | null>`coalesce(${reportingUnits.name}, ${ci.externalUnit})`,
  externalUnit: ci.externalUnit,
  significant: ci.significant,
  labStatus: ci.labStatus,
  version: ci.version,
  updatedAt: ci.updatedAt,
  updatedBy: nameOf(updater),
};

type Typed<T> = Omit<T, 'type' | 'status' | 'labStatus'> & {
  type: InterventionTypeId;
  status: EventStatusId;
  labStatus: LabServiceStatusValue | null;
};
const typed = <T extends { type: number; status: number; labStatus: string | null }>(r: T) =>
  r as unknown as Typed<T>;

/**
 * POST api/medical-case/{id}/interventions/filter: the case's interventions in time order (planned
 * date, then start time with untimed ones first, then id), filtered by type and status.
 */
export async function findCaseInterventions(
  db: Db,
  session: Session,
  medicalCaseId: number,
  filter: z.output<typeof interventionFilter>,
): Promise<InterventionTimeline> {
  const facts = await assertMedicalCaseAccess(db, session, medicalCaseId, 'read');
  const rows = await db
    .select({
      ...listColumns,
      summary: ci.summary,
      documentCount: sql<number>`(select count(*)::int from clinical_intervention_documents d
        where d.intervention_id = ${ci.id} and d.is_deleted = false)`,
    })
    .from(ci)
    .leftJoin(reportingUnits, eq(reportingUnits.id, ci.unitId))
    .innerJoin(updater, eq(updater.id, ci.updatedBy))
    .where(
      and(
        eq(ci.medicalCaseId, medicalCaseId),
        eq(ci.isDeleted, false),
        filter.types?.length ? inArray(ci.type, filter.types) : undefined,
        filter.statuses?.length ? inArray(ci.status, filter.statuses) : undefined,
      ),
    )
    .orderBy(asc(ci.plannedDate), sql`${ci.startTime} asc nulls first`, asc(ci.id));
  return { items: rows.map((r) => typed(r) as InterventionListItem), edit: facts.access.edit };
}

/** GET api/intervention/{id}: the whole record, its documents and whether the caller may edit it; audited. */
export async function readIntervention(
  db: Db,
  request: FastifyRequest,
  session: Session,
  id: number,
): Promise<AnyInterventionAnswer> {
  const { facts } = await assertInterventionAccess(db, session, id, 'read');
  const [row] = await db
    .select({
      ...listColumns,
      detail: ci.detail,
      cancelReason: ci.cancelReason,
      createdAt: ci.createdAt,
      createdBy: nameOf(creator),
    })
    .from(ci)
    .leftJoin(reportingUnits, eq(reportingUnits.id, ci.unitId))
    .innerJoin(updater, eq(updater.id, ci.updatedBy))
    .innerJoin(creator, eq(creator.id, ci.createdBy))
    .where(eq(ci.id, id));
  const documents = await db
    .select({
      id: docs.id,
      fileName: docs.fileName,
      size: docs.size,
      uploadedAt: docs.createdAt,
      uploadedBy: nameOf(users),
    })
    .from(docs)
    .innerJoin(users, eq(users.id, docs.createdBy))
    .where(and(eq(docs.interventionId, id), eq(docs.isDeleted, false)))
    .orderBy(asc(docs.id));
  await writeAudit(db, request, {
    action: 'intervention.read',
    entity: 'clinical_intervention',
    entityId: id,
    details: { medicalCaseId: facts.id, patientId: facts.patientId },
  });
  const r = typed(row);
  return {
    ...r,
    // Read through the type's schema: a field added since the record was written gets its default.
    detail: emptyInterventionDetail(r.type, row.detail),
    documents,
    edit: facts.access.edit,
  } as AnyInterventionAnswer;
}

import {
  type ChildHolders,
  mayDecideProposal,
  type PatientChangeProposal,
  ProposalStatus,
  patientMsg,
  type Session,
} from '@registry/domain';
import { type AnyColumn, and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { patientChangeProposals as p, patients, reportingUnits, users } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { childHolders } from '../../../platform/child-access';
import { AppError, notFound } from '../../../platform/errors';
import { scopedPatientRow } from './patient-read.service';

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');
const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.lastName}`;
type Values = Record<string, string | number | null>;

/**
 * The proposals made for a child's record, newest first: who proposed what from which unit, and
 * who decided. Read by those who may read the record (404 otherwise), as its page shows them.
 */
export async function findProposals(db: Db, session: Session, patientId: number) {
  await scopedPatientRow(db, session, patientId);
  const holders = await childHolders(db, patientId);
  const rows = await db
    .select({
      id: p.id,
      notificationId: p.notificationId,
      reportingUnitId: p.reportingUnitId,
      reportingUnit: reportingUnits.name,
      proposedBy: fullName(proposer),
      proposedAt: p.proposedAt,
      status: p.status,
      changes: sql<Values>`${p.changes}`,
      previous: sql<Values>`${p.previous}`,
      decidedBy: sql<string | null>`${fullName(decider)}`,
      decidedAt: p.decidedAt,
    })
    .from(p)
    .innerJoin(reportingUnits, eq(reportingUnits.id, p.reportingUnitId))
    .innerJoin(proposer, eq(proposer.id, p.proposedBy))
    .leftJoin(decider, eq(decider.id, p.decidedBy))
    .where(eq(p.patientId, patientId))
    .orderBy(desc(p.proposedAt), desc(p.id));
  return { items: rows.map((r) => toProposal(r, session, holders)) };
}

function toProposal(
  r: Omit<PatientChangeProposal, 'proposedAt' | 'decidedAt' | 'mayDecide'> & {
    proposedAt: Date;
    decidedAt: Date | null;
  },
  session: Session,
  holders: ChildHolders,
): PatientChangeProposal {
  return {
    ...r,
    proposedAt: r.proposedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    mayDecide: r.status === ProposalStatus.Pending && mayDecideProposal(session, holders, r.reportingUnitId),
  };
}

/**
 * Accepts (the proposed values enter the record, its version rises) or refuses a pending proposal:
 * a reviewer, or a unit that held the record before the proposing one. One transaction with the
 * record locked, audited with the field names (never their values, as `patient.updated`).
 */
export async function decideProposal(
  db: Db,
  request: FastifyRequest,
  session: Session,
  patientId: number,
  proposalId: number,
  accept: boolean,
) {
  await db.transaction(async (tx) => {
    await scopedPatientRow(tx, session, patientId, true);
    const [proposal] = await tx
      .select()
      .from(p)
      .where(and(eq(p.id, proposalId), eq(p.patientId, patientId)))
      .for('update');
    if (!proposal) throw notFound();
    if (proposal.status !== ProposalStatus.Pending) throw new AppError(409, patientMsg.proposalDecided);
    if (!mayDecideProposal(session, await childHolders(tx, patientId), proposal.reportingUnitId))
      throw new AppError(403, patientMsg.proposalNotYours);
    const changes = proposal.changes as Values;
    if (accept)
      await tx
        .update(patients)
        .set({
          ...changes,
          version: sql`${patients.version} + 1`,
          updatedBy: session.userId,
          updatedAt: new Date(),
        })
        .where(eq(patients.id, patientId));
    await tx
      .update(p)
      .set({
        status: accept ? ProposalStatus.Accepted : ProposalStatus.Refused,
        decidedBy: session.userId,
        decidedAt: new Date(),
      })
      .where(eq(p.id, proposalId));
    await writeAudit(tx, request, {
      action: accept ? 'patient.change-accepted' : 'patient.change-refused',
      entity: 'patient',
      entityId: patientId,
      details: {
        proposalId,
        notificationId: proposal.notificationId,
        proposingUnitId: proposal.reportingUnitId,
        fields: Object.keys(changes),
      },
    });
  });
  return findProposals(db, session, patientId);
}

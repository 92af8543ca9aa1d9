import { mayDecideProposal, ProposalStatus, patientMsg, type Session } from '@registry/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { patientChangeProposals as p, patients } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { childHolders } from '../../../platform/child-access';
import { AppError, notFound } from '../../../platform/errors';
import { listProposals } from './patient-proposals.query';
import { scopedPatientRow } from './patient-read.service';

type Values = Record<string, string | number | null>;

/**
 * The proposals made for a child's record, newest first: who proposed what from which unit, and
 * who decided. Read by those who may read the record (404 otherwise), as its page shows them.
 */
export async function findProposals(db: Db, session: Session, patientId: number) {
  await scopedPatientRow(db, session, patientId);
  return { items: await listProposals(db, session, patientId) };
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

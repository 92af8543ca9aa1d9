import {
  type ChildHolders,
  mayDecideProposal,
  type PatientChangeProposal,
  ProposalStatus,
  type Session,
} from '@registry/domain';
import { type AnyColumn, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { patientChangeProposals as p, reportingUnits, users } from '../../../db/schema';
import { childHolders } from '../../../platform/child-access';

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');
const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.lastName}`;
type Values = Record<string, string | number | null>;

/**
 * Every proposal made for a child's record, newest first: who proposed what from which unit, who
 * decided, and whether the caller may decide it. No scope check: the caller has already shown it
 * may read the record (the patient page) or the child's case (the case evolution).
 */
export async function listProposals(
  db: Db | Tx,
  session: Session,
  patientId: number,
): Promise<PatientChangeProposal[]> {
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
  return rows.map((r) => toProposal(r, session, holders));
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

import { z } from 'zod';

/** A field's value in a proposal: text, a dictionary id, or none. */
const proposedValue = z.union([z.string(), z.number(), z.null()]);

/**
 * A change of a child's general data proposed by a unit that did not hold the record (access
 * model, issue 22): `changes` the proposed values, `previous` the record's values when proposed.
 */
export const patientChangeProposal = z.object({
  id: z.number(),
  notificationId: z.number(),
  reportingUnitId: z.number(),
  reportingUnit: z.string(),
  proposedBy: z.string(),
  proposedAt: z.string(),
  /** ProposalStatus: 1 pending, 2 accepted, 3 refused, 4 withdrawn. */
  status: z.number(),
  changes: z.record(z.string(), proposedValue),
  previous: z.record(z.string(), proposedValue),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The caller may accept or refuse it (domain `mayDecideProposal`, and it is still pending). */
  mayDecide: z.boolean(),
});
export type PatientChangeProposal = z.infer<typeof patientChangeProposal>;

export const patientChangeProposals = z.object({ items: z.array(patientChangeProposal) });

/** The decision on a proposal. */
export const proposalDecision = z.object({ accept: z.boolean() });

import { z } from 'zod';

/**
 * A unit's request to hold the record of a child other units hold (issue 38): its completed
 * new-diagnosis report named the child; a reviewer or a holding unit confirms or refuses the link.
 * The child's identity is shown to those who may decide (reviewers, and holding units — it is their
 * own child's record); the requesting unit sees only its own report.
 */
export const holdingRequest = z.object({
  id: z.number(),
  notificationId: z.number(),
  patientId: z.number(),
  /** The child as the record has it (identifier, names, birth date). */
  identifier: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthdate: z.string().nullable(),
  requestingUnitId: z.number(),
  requestingUnit: z.string(),
  /** The units that hold the child's record now. */
  holdingUnits: z.array(z.string()),
  /** HoldingRequestStatus: 1 pending, 2 confirmed, 3 refused. */
  status: z.number(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The caller may confirm or refuse it (domain `mayDecideHolding`, and it is still pending). */
  mayDecide: z.boolean(),
});
export type HoldingRequest = z.infer<typeof holdingRequest>;

export const holdingRequests = z.object({ items: z.array(holdingRequest) });
export type HoldingRequests = z.infer<typeof holdingRequests>;

/** The decision on a holding request: confirm (the unit holds the child's record) or refuse. */
export const holdingDecision = z.object({ confirm: z.boolean() });

/**
 * The registry's access model for a child's data (issue 22, docs/security.md "Who may read and change a
 * child's data"). A child's data belongs to the units that care for the child. These pure predicates
 * are the rule; the API derives its SQL from them (`apps/api/src/platform/child-access.ts`), and the
 * screens use them to show or hide actions.
 *
 * A reporting unit's relationship with a child:
 * - **reports**: a live *completed* notification of the child with a new-diagnosis reason (1, 7, 10):
 *   the unit diagnosed the tumour itself and typed the child's data. Starts by that audited save.
 * - **treats**: the treating unit of one of the child's live medical cases (opened by a unit that
 *   reports the tumour, or transferred to it — both audited).
 * - **drafting**: only drafts, or only follow-ups of a tumour another unit reported: the unit sees
 *   what it typed and, for a follow-up, the coding-only prefill — never the registry's stored record.
 * - **claims**: a report as above, of a child other units already hold, not yet confirmed (issue 38):
 *   the report counts for the registry, but the unit is treated as drafting until a reviewer or a
 *   holding unit confirms the link (`child_holding_requests`); a refused link leaves it so.
 * A unit that reports (its holding granted) or treats the child **holds** the patient record: it reads the identity,
 * addresses, contacts and files, and its saves change the record for every holder (spec 01 §8
 * warning). Anyone else's change to a record others hold is a **proposal** that a holder or a
 * reviewer accepts.
 */
import { isReviewer, type Session, unitIdsOf } from '../identity/session';
import { NotificationStatus } from '../notification/constants';
import { isNewDiagnosisReason } from '../notification/rules';

/** The units that hold a child's record, as the server reads them in one query. */
export type ChildHolders = {
  /** Units with a live completed new-diagnosis notification of the child that grants the holding. */
  reportingUnitIds: readonly number[];
  /** Treating units of the child's live medical cases. */
  treatingUnitIds: readonly number[];
};

/** Whether a notification in this state makes its unit one that reports the child. */
export const reportsTheTumour = (n: {
  status: number;
  reportingReasonId: number | null;
  isDeleted?: boolean;
}) =>
  n.isDeleted !== true &&
  n.status === NotificationStatus.Completed &&
  isNewDiagnosisReason(n.reportingReasonId);

/**
 * Whether a notification makes its unit a holder of the child's record: it reports the tumour and its
 * holding is granted (`grantsHolding`: the unit held the child already, was its first reporter, or
 * had the link confirmed). A report that claims a child others hold grants nothing until confirmed.
 */
export const grantsHolding = (n: {
  status: number;
  reportingReasonId: number | null;
  isDeleted?: boolean;
  grantsHolding: boolean;
}) => reportsTheTumour(n) && n.grantsHolding;

/**
 * Whether a unit's completed report of the child grants it the holding at once: it holds the record
 * already, or nobody else does (the child's first reporter). Otherwise the report waits for a
 * reviewer or a holding unit to confirm the link — holding is granted, never claimed.
 */
export const holdsAtOnce = (unitId: number, holders: ChildHolders) =>
  holdsRecord(unitId, holders) || !othersHold(unitId, holders);

const othersHold = (unitId: number, holders: ChildHolders) =>
  [...holders.reportingUnitIds, ...holders.treatingUnitIds].some((other) => other !== unitId);

/** A holding request's state (issue 38). */
export const HoldingRequestStatus = { Pending: 1, Confirmed: 2, Refused: 3 } as const;
export type HoldingRequestStatusId = (typeof HoldingRequestStatus)[keyof typeof HoldingRequestStatus];

/**
 * Who decides a unit's request to hold a child: a reviewer, or someone of a unit that holds the
 * record — never the requesting unit itself (it would grant itself the record).
 */
export const mayDecideHolding = (s: Session, holders: ChildHolders, requestingUnitId: number) =>
  readsEveryChild(s) ||
  unitIdsOf(s).some((unitId) => unitId !== requestingUnitId && holdsRecord(unitId, holders));

export const holdsRecord = (unitId: number, holders: ChildHolders) =>
  holders.reportingUnitIds.includes(unitId) || holders.treatingUnitIds.includes(unitId);

/**
 * Whether a save by `unitId` changes the record other units see (spec 01 §8 "updated for all"
 * warning): only a holder writes the record, and only other holders share it.
 */
export const sharesRecord = (unitId: number, holders: ChildHolders) =>
  holdsRecord(unitId, holders) &&
  [...holders.reportingUnitIds, ...holders.treatingUnitIds].some((other) => other !== unitId);

/** Reviewers and the super administrator read (and consolidate) every child's record. */
export const readsEveryChild = (s: Session) => isReviewer(s);

/** Whether the caller may read the child's stored record (identity, addresses, contacts, files). */
export const mayReadChildRecord = (s: Session, holders: ChildHolders) =>
  readsEveryChild(s) || unitIdsOf(s).some((unitId) => holdsRecord(unitId, holders));

/**
 * What a notification's save does to the child's stored record, decided for the notification's
 * unit (whoever presses save — a reviewer saving a unit's draft does not turn it into a rewrite):
 * - `write`: the unit holds the record, or nobody else does (nothing of another unit to protect);
 * - `propose`: a completed save by a unit that does not hold a record others hold — its differing
 *   general data waits as a proposal for a holder or a reviewer;
 * - `keep`: a draft of such a unit — the draft keeps what it typed, the record is untouched.
 */
export type ChildRecordWrite = 'write' | 'propose' | 'keep';

export function childRecordWrite(unitId: number, holders: ChildHolders, status: number): ChildRecordWrite {
  if (holdsRecord(unitId, holders)) return 'write';
  const othersHold = holders.reportingUnitIds.length > 0 || holders.treatingUnitIds.length > 0;
  if (!othersHold) return 'write';
  return status === NotificationStatus.Completed ? 'propose' : 'keep';
}

/**
 * Who decides a proposal: a reviewer, or someone of a unit that held the record before the
 * proposing unit — never the proposing unit itself (it would accept its own change).
 */
export const mayDecideProposal = (s: Session, holders: ChildHolders, proposingUnitId: number) =>
  readsEveryChild(s) ||
  unitIdsOf(s).some((unitId) => unitId !== proposingUnitId && holdsRecord(unitId, holders));

/** The general data a proposal may carry: what a notification's patient panel writes to the record. */
export const PROPOSABLE_PATIENT_FIELDS = [
  'firstName',
  'lastName',
  'genderId',
  'birthdate',
  'countyId',
  'cityId',
  'address',
] as const;
export type ProposablePatientField = (typeof PROPOSABLE_PATIENT_FIELDS)[number];
export type PatientFieldValues = Partial<Record<ProposablePatientField, string | number | null>>;

/** The fields whose typed value differs from the stored one (a blank typed value proposes nothing). */
export function proposedChanges(stored: PatientFieldValues, typed: PatientFieldValues): PatientFieldValues {
  const changes: PatientFieldValues = {};
  for (const field of PROPOSABLE_PATIENT_FIELDS) {
    const value = typed[field];
    if (value === null || value === undefined || value === '') continue;
    if (value !== stored[field]) changes[field] = value;
  }
  return changes;
}

/** A proposal's state: waiting, taken into the record, refused, or replaced by a later save of the same report. */
export const ProposalStatus = { Pending: 1, Accepted: 2, Refused: 3, Withdrawn: 4 } as const;
export type ProposalStatusId = (typeof ProposalStatus)[keyof typeof ProposalStatus];

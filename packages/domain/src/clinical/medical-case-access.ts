/**
 * Who may do what with a medical case (issue 14, spec 02 §2 "Medical case"). Pure predicates over
 * the session and the case's access facts: the server enforces them (404 when the caller may not
 * even read, 403 when they may read but not act) and the screens use them to show or hide actions.
 *
 * - Team members (local or central) and the named case owner read and edit their cases.
 * - An employee holding the CaseOwner permission on the treating unit reads and edits every case of
 *   the unit, manages its team and transfers it to another unit.
 * - The unit administrator of the treating unit reads every case of the unit (no edit unless also
 *   on the team or a case owner).
 * - Reviewers and the super administrator read everything, edit nothing (the team keeps the case).
 * - Executives and auditors see no medical case (identifying clinical data).
 */
import { EmployeePermission, type EmployeePermissionId, Role } from '../identity/roles';
import type { Session } from '../identity/session';

/** What the server knows about one medical case when it decides: one query loads it. */
export type MedicalCaseAccessFacts = {
  /** The treating unit. */
  reportingUnitId: number;
  /** Employee ids of the local and central team. */
  teamEmployeeIds: readonly number[];
  /** The named case owner, when one is set. */
  ownerEmployeeId: number | null;
};

export type MedicalCaseCapability = 'read' | 'edit' | 'manageTeam' | 'transfer';

export type MedicalCaseAccess = Record<MedicalCaseCapability, boolean>;

/**
 * Team roles of spec 02 §6: Central 1, Local 2, CaseOwner 3. A member row holds 1 or 2; the case
 * owner is `medical_cases.owner_employee_id` (one per case by construction) and is shown with 3.
 */
export const MedicalTeamKind = { Central: 1, Local: 2, CaseOwner: 3 } as const;
export type MedicalTeamKindId = (typeof MedicalTeamKind)[keyof typeof MedicalTeamKind];

const holds = (s: Session, unitId: number, permission: EmployeePermissionId) =>
  s.employeePermissions.some((p) => p.reportingUnitId === unitId && p.permissionIds.includes(permission));

/** The caller's employee ids (one per unit they belong to). */
export const employeeIdsOf = (s: Session) => s.employeePermissions.map((p) => p.employeeId);

/** Whether the role may see medical cases at all; executives and auditors may not. */
export const mayUseMedicalCases = (s: Session) => s.role !== Role.Executive && s.role !== Role.Auditor;

const readsEverything = (s: Session) => s.role === Role.Reviewer || s.role === Role.SuperAdministrator;

/** Whether the caller holds CaseOwner on the unit (the permission itself: not implied by super admin). */
export const isUnitCaseOwner = (s: Session, unitId: number) => holds(s, unitId, EmployeePermission.CaseOwner);

export function isOnTeam(s: Session, facts: MedicalCaseAccessFacts) {
  const mine = employeeIdsOf(s);
  return (
    mine.some((id) => facts.teamEmployeeIds.includes(id)) ||
    (facts.ownerEmployeeId !== null && mine.includes(facts.ownerEmployeeId))
  );
}

export function medicalCaseAccess(s: Session, facts: MedicalCaseAccessFacts): MedicalCaseAccess {
  if (!mayUseMedicalCases(s)) return { read: false, edit: false, manageTeam: false, transfer: false };
  const owner = isUnitCaseOwner(s, facts.reportingUnitId);
  const member = isOnTeam(s, facts);
  const unitAdmin = holds(s, facts.reportingUnitId, EmployeePermission.Admin);
  const edit = owner || member;
  return {
    read: edit || unitAdmin || readsEverything(s),
    edit,
    manageTeam: owner,
    transfer: owner,
  };
}

export const canReadMedicalCase = (s: Session, f: MedicalCaseAccessFacts) => medicalCaseAccess(s, f).read;
export const canEditMedicalCase = (s: Session, f: MedicalCaseAccessFacts) => medicalCaseAccess(s, f).edit;
export const canManageMedicalTeam = (s: Session, f: MedicalCaseAccessFacts) =>
  medicalCaseAccess(s, f).manageTeam;
export const canTransferMedicalCase = (s: Session, f: MedicalCaseAccessFacts) =>
  medicalCaseAccess(s, f).transfer;

/**
 * Whether an employee with these permissions on a unit may be named the case owner there (by a
 * transfer): the case owner is the employee holding CaseOwner on the treating unit (spec 02 §6,
 * spec 01 §8), so whoever is named can manage the team and transfer again. An employee without it
 * would be left with read/edit only, and the case with no one of the unit to manage it.
 */
export const mayBeNamedCaseOwner = (permissionIds: readonly number[]) =>
  permissionIds.includes(EmployeePermission.CaseOwner);

/**
 * What the server knows about a cancer case when someone reaches for its medical case from it (the
 * open call and the "Medical case" button). The server may narrow the unit and employee lists to the
 * caller's own (the predicates only ask whether the caller is among them), so the button's facts tell
 * the caller nothing about other units or people.
 */
export type MedicalCaseReachFacts = {
  /**
   * Units that *reported the tumour*: a live completed notification with a new-diagnosis reason
   * (1, 7, 10) on the case, the unit of the first such report first.
   */
  tumourReportingUnitIds: readonly number[];
  /** Units with any live notification on the case (completed or draft, any reason): they know it exists. */
  caseReportingUnitIds: readonly number[];
  /** The live medical case, when there is one. */
  medicalCase: MedicalCaseAccessFacts | null;
};

/**
 * What reaching for the medical case from its cancer case gives the caller:
 * - `read`: it exists and the caller may read it;
 * - `open`: none exists and the caller may open it for `treatingUnitId`;
 * - `keptByAnotherTeam` (403): it exists, the caller's unit reported the tumour too but the caller is
 *   not on its team — they may know whom to ask;
 * - `askTreatingTeam` (403): the caller's unit knows the case only through follow-ups or drafts — a
 *   follow-up never unlocks the medical case nor takes it over: the treating team must add them;
 * - `openedByTreatingUnit` (403): reviewers and the super administrator when none exists — they edit
 *   nothing, and a case they opened would have no owner or team;
 * - `none` (404): the caller does not know the case (or sees no medical case at all).
 */
export type MedicalCaseReach =
  | { kind: 'read' }
  | { kind: 'open'; treatingUnitId: number }
  | { kind: 'keptByAnotherTeam' }
  | { kind: 'askTreatingTeam' }
  | { kind: 'openedByTreatingUnit' }
  | { kind: 'none' };

const unitsOf = (s: Session) => s.employeePermissions.map((p) => p.reportingUnitId);

/**
 * The unit a new medical case is treated by when the caller opens it: only a unit that reported the
 * tumour, the first one to report it when the caller belongs to several. Null when the caller's units
 * reported no tumour on the case (follow-ups, drafts, or nothing) or the role sees no medical case.
 */
export function treatingUnitForOpening(s: Session, tumourReportingUnitIds: readonly number[]): number | null {
  if (!mayUseMedicalCases(s)) return null;
  const mine = unitsOf(s);
  return tumourReportingUnitIds.find((u) => mine.includes(u)) ?? null;
}

export function medicalCaseReach(s: Session, facts: MedicalCaseReachFacts): MedicalCaseReach {
  if (!mayUseMedicalCases(s)) return { kind: 'none' };
  const mine = unitsOf(s);
  const reportedTumour = facts.tumourReportingUnitIds.some((u) => mine.includes(u));
  const knowsCase = reportedTumour || facts.caseReportingUnitIds.some((u) => mine.includes(u));
  if (facts.medicalCase) {
    if (medicalCaseAccess(s, facts.medicalCase).read) return { kind: 'read' };
    if (reportedTumour) return { kind: 'keptByAnotherTeam' };
    return knowsCase ? { kind: 'askTreatingTeam' } : { kind: 'none' };
  }
  if (readsEverything(s)) return { kind: 'openedByTreatingUnit' };
  const treatingUnitId = treatingUnitForOpening(s, facts.tumourReportingUnitIds);
  if (treatingUnitId !== null) return { kind: 'open', treatingUnitId };
  return knowsCase ? { kind: 'askTreatingTeam' } : { kind: 'none' };
}

/** Whether the "Medical case" button shows: the caller may read the medical case or open it. */
export function mayReachFromCase(s: Session, facts: MedicalCaseReachFacts): boolean {
  const { kind } = medicalCaseReach(s, facts);
  return kind === 'read' || kind === 'open';
}

/**
 * A medical case always has someone who can manage it (spec 01 §8 "No more rights on medical case",
 * spec 02 §6 team roles): an opener who does not hold CaseOwner joins the local team, so opening is
 * refused while the treating unit has no employee holding CaseOwner — nobody could add members,
 * take anyone off or transfer it. `unitHasCaseOwner` counts the unit's active employees.
 */
export const openingLeavesNoManager = (s: Session, treatingUnitId: number, unitHasCaseOwner: boolean) =>
  !isUnitCaseOwner(s, treatingUnitId) && !unitHasCaseOwner;

/**
 * The reach facts as the caller may see them: only their own units and employee ids stay named (a
 * treating unit not theirs becomes 0), in the same order. `medicalCaseReach` answers the same over
 * both (tested), so the button's GET tells no one who else reports or treats the child.
 */
export function narrowReachFacts(
  s: Session,
  facts: MedicalCaseReachFacts,
): {
  tumourReportingUnitIds: number[];
  caseReportingUnitIds: number[];
  medicalCase: { reportingUnitId: number; teamEmployeeIds: number[]; ownerEmployeeId: number | null } | null;
} {
  const units = unitsOf(s);
  const people = employeeIdsOf(s);
  const mc = facts.medicalCase;
  return {
    tumourReportingUnitIds: facts.tumourReportingUnitIds.filter((u) => units.includes(u)),
    caseReportingUnitIds: facts.caseReportingUnitIds.filter((u) => units.includes(u)),
    medicalCase: mc && {
      reportingUnitId: units.includes(mc.reportingUnitId) ? mc.reportingUnitId : 0,
      teamEmployeeIds: mc.teamEmployeeIds.filter((id) => people.includes(id)),
      ownerEmployeeId:
        mc.ownerEmployeeId !== null && people.includes(mc.ownerEmployeeId) ? mc.ownerEmployeeId : null,
    },
  };
}

/**
 * The caller's employee who may ask the treating team to join an existing medical case (issue 22):
 * someone of a unit that reports on the case but cannot read the medical case (`keptByAnotherTeam`,
 * `askTreatingTeam`); the employee of a unit that reported the tumour first, else of one that reports
 * follow-ups. Null for anyone else (no medical case yet, already a reader, a stranger to the case).
 */
export function joinRequestEmployeeId(s: Session, facts: MedicalCaseReachFacts): number | null {
  if (!facts.medicalCase) return null;
  const { kind } = medicalCaseReach(s, facts);
  if (kind !== 'keptByAnotherTeam' && kind !== 'askTreatingTeam') return null;
  const unit = [...facts.tumourReportingUnitIds, ...facts.caseReportingUnitIds].find((u) =>
    unitsOf(s).includes(u),
  );
  return s.employeePermissions.find((p) => p.reportingUnitId === unit)?.employeeId ?? null;
}

/**
 * The team an accepted requester joins (spec 02 §6): the local team for staff of the treating unit,
 * the central team for staff of a Central unit (type 1). Anyone else cannot be on the team: only a
 * transfer to their unit brings them the case (null).
 */
export function teamKindForJoining(
  requesterUnitId: number,
  requesterUnitTypeId: number,
  treatingUnitId: number,
): MedicalTeamKindId | null {
  if (requesterUnitId === treatingUnitId) return MedicalTeamKind.Local;
  return requesterUnitTypeId === 1 ? MedicalTeamKind.Central : null;
}

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
 * Who may open (create) the medical case of a cancer case that has none yet: an employee of a unit
 * that reported the case, which becomes the treating unit, so the opener is its owner or on its
 * team. Reviewers and the super administrator edit no medical case: opening one they could not keep
 * would leave it with no owner and no team, so they only reach one the treating unit has opened.
 * Returns the treating unit to use, or null when the caller may not open it.
 */
export function treatingUnitForOpening(
  s: Session,
  reportingUnitIds: readonly number[],
  currentRecordUnitId: number,
): number | null {
  if (!mayUseMedicalCases(s)) return null;
  const mine = s.employeePermissions.map((p) => p.reportingUnitId);
  // The current record's unit first: it is the one the registry already sees treating the child.
  if (mine.includes(currentRecordUnitId)) return currentRecordUnitId;
  return reportingUnitIds.find((u) => mine.includes(u)) ?? null;
}

/**
 * Whether the caller may reach a cancer case's medical case from the case (the "Medical case"
 * button): those who may open it, and reviewers and the super administrator, who read every case.
 */
export function mayReachFromCase(
  s: Session,
  reportingUnitIds: readonly number[],
  currentRecordUnitId: number,
): boolean {
  return (
    (mayUseMedicalCases(s) && readsEverything(s)) ||
    treatingUnitForOpening(s, reportingUnitIds, currentRecordUnitId) !== null
  );
}

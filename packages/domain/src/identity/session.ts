import { z } from 'zod';
import { EmployeePermission, type EmployeePermissionId, Role, type RoleId } from './roles';

/** One unit on which the signed-in employee holds permissions (spec 01 §3 auth state). */
export const employeePermissionEntry = z.object({
  employeeId: z.number().int(),
  reportingUnitId: z.number().int(),
  permissionIds: z.array(z.number().int()),
});
export type EmployeePermissionEntry = z.infer<typeof employeePermissionEntry>;

/** The claims of the access token: what the client decodes and what the server authorises on. */
export const accessTokenClaims = z.object({
  sub: z.string(),
  userId: z.number().int(),
  role: z.number().int(),
  fullname: z.string(),
  languageId: z.number().int(),
  employeePermissions: z.array(employeePermissionEntry),
  /** The sign-in this token belongs to; the server refuses it once that session is revoked. */
  sid: z.string().uuid(),
  /** The user's security stamp when the token was signed; a role, unit or password change moves it. */
  stamp: z.number().int(),
  exp: z.number().int(),
  iat: z.number().int().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

/** What authorisation needs to know about the caller; the server builds it from verified claims. */
export type Session = {
  userId: number;
  role: RoleId;
  fullname: string;
  employeePermissions: EmployeePermissionEntry[];
};

export const isSuperAdmin = (s: Session) => s.role === Role.SuperAdministrator;
/** The super administrator counts as a reviewer by default (spec 01 §6). */
export const isReviewer = (s: Session) => s.role === Role.Reviewer || isSuperAdmin(s);
export const isExecutive = (s: Session) => s.role === Role.Executive;
export const isAuditor = (s: Session) => s.role === Role.Auditor;
export const isEmployee = (s: Session) => s.employeePermissions.length > 0;

/** The employee id is taken from the first permission entry (spec 01 §3). */
export const employeeIdOf = (s: Session) => s.employeePermissions[0]?.employeeId ?? null;
/** An employee's default reporting unit is the first one. */
export const defaultUnitOf = (s: Session) => s.employeePermissions[0]?.reportingUnitId ?? null;

export const unitIdsOf = (s: Session) => s.employeePermissions.map((p) => p.reportingUnitId);

function hasUnitPermission(s: Session, unitId: number, permission: EmployeePermissionId) {
  return s.employeePermissions.some(
    (p) => p.reportingUnitId === unitId && p.permissionIds.includes(permission),
  );
}

export const belongsToUnit = (s: Session, unitId: number) =>
  isSuperAdmin(s) || s.employeePermissions.some((p) => p.reportingUnitId === unitId);
export const isUnitAdmin = (s: Session, unitId: number) =>
  isSuperAdmin(s) || hasUnitPermission(s, unitId, EmployeePermission.Admin);
export const isCaseOwner = (s: Session, unitId: number) =>
  isSuperAdmin(s) || hasUnitPermission(s, unitId, EmployeePermission.CaseOwner);

/** Spec 01 §6 action table. */
export const canAddOrDeleteUnits = isSuperAdmin;
export const canEditUnit = isUnitAdmin;
export const canManagePersonnel = belongsToUnit;
export const canManageEmployees = isUnitAdmin;
export const canManageUsers = isSuperAdmin;
export const canManageDocuments = isSuperAdmin;

/**
 * Who treats or registers children and so may open the patient records (spec 01 §3 "Patient"):
 * reporters (unit staff), reviewers and the super administrator; executives and auditors see
 * nothing identifying. Which patients a reporter sees is then scoped to their units on the server.
 */
export const canSeePatients = (s: Session) =>
  s.role === Role.Reporter || s.role === Role.Reviewer || isSuperAdmin(s);

/**
 * The registry's reports (issue 16): reviewers and the super administrator see every figure;
 * executives see the same tables as aggregate numbers with small counts suppressed by the server.
 */
export const canSeeReports = (s: Session) => isReviewer(s) || isExecutive(s);

export type MenuEntry =
  | 'dashboard'
  | 'units'
  | 'notifications'
  | 'patients'
  | 'cases'
  | 'duplicates'
  | 'medicalCases'
  | 'calendar'
  | 'users'
  | 'documents'
  | 'audit'
  | 'auditTrail'
  | 'registryCheck'
  | 'reports';

/** Which left-menu entries a session sees (spec 01 §2.2 and §6). */
export function menuEntriesFor(s: Session): MenuEntry[] {
  const entries: MenuEntry[] = ['dashboard', 'units'];
  if (!isExecutive(s)) entries.push('notifications');
  if (canSeePatients(s)) entries.push('patients');
  if (isReviewer(s)) entries.push('cases');
  // The duplicates queue (issue 27): the reviewers, over the whole registry.
  if (isReviewer(s)) entries.push('duplicates');
  // Medical cases hold identifying clinical data: not for executives or auditors (issue 14).
  if (!isExecutive(s) && !isAuditor(s)) entries.push('medicalCases');
  // The calendar shows the interventions of the cases one may see: the same people (issue 15).
  if (!isExecutive(s) && !isAuditor(s)) entries.push('calendar');
  if (isSuperAdmin(s)) entries.push('users');
  entries.push('documents');
  if (s.role === Role.Reviewer) entries.push('audit');
  // Who did what (issue 17 item 8): super administrators all of it, reviewers the patient-record rows.
  if (isReviewer(s)) entries.push('auditTrail');
  // The whole-registry check (issue 16): reviewers and the super administrator.
  if (isReviewer(s)) entries.push('registryCheck');
  if (canSeeReports(s)) entries.push('reports');
  return entries;
}

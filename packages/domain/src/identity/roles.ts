/** Roles and per-unit employee permissions (spec 01 §3 enumerations). */
export const Role = {
  SuperAdministrator: 1,
  Reporter: 2,
  Reviewer: 3,
  Auditor: 4,
  Executive: 5,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const roleIds = Object.values(Role) as RoleId[];

/** Permission kinds an employee holds on one reporting unit. The spec leaves the reporter id open; we use 3. */
export const EmployeePermission = { Admin: 1, CaseOwner: 2, Reporter: 3 } as const;
export type EmployeePermissionId = (typeof EmployeePermission)[keyof typeof EmployeePermission];
export const employeePermissionIds = Object.values(EmployeePermission) as EmployeePermissionId[];

export const roleKeys: Record<RoleId, string> = {
  1: 'SUPER_ADMINISTRATOR',
  2: 'REPORTER',
  3: 'REVIEWER',
  4: 'AUDITOR',
  5: 'EXECUTIVE',
};

export const roleLabels: Record<'ro' | 'en', Record<RoleId, string>> = {
  ro: { 1: 'Super administrator', 2: 'Raportor', 3: 'Evaluator', 4: 'Auditor', 5: 'Executiv' },
  en: { 1: 'Super administrator', 2: 'Reporter', 3: 'Reviewer', 4: 'Auditor', 5: 'Executive' },
};

/**
 * A user's name as every screen writes it (issue 23 item 13): first name, then last name
 * ("Ana Administrator"), as the profile menu, the user and employee lists and the medical team do.
 * Lists still sort by last name where they sort by person; a child's name is another matter (the
 * clinical records write it last name first).
 */
export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

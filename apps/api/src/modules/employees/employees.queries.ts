import { EmployeePermission, type Language, professionalRoleLabels } from '@registry/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  employeePermissions,
  employeeProfessionalRoles,
  employees,
  reportingUnits,
  users,
} from '../../db/schema';
import { totalRows } from '../../platform/list';

export const permissionIds = sql<
  number[]
>`coalesce((select array_agg(ep.permission_id::int order by ep.permission_id) from ${employeePermissions} ep where ep.employee_id = ${employees.id}), '{}')`;
export const professionalRoleIds = sql<
  number[]
>`coalesce((select array_agg(pr.professional_role_id::int order by pr.professional_role_id) from ${employeeProfessionalRoles} pr where pr.employee_id = ${employees.id}), '{}')`;
export const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
export const isAdmin = sql<boolean>`exists (select 1 from ${employeePermissions} ep where ep.employee_id = ${employees.id} and ep.permission_id = ${EmployeePermission.Admin})`;

/** One employee row as the screens want it; filters and paging are the caller's. */
export function selectEmployees(db: Db | Tx) {
  return db
    .select({
      id: employees.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName,
      email: users.email,
      phone: users.phone,
      code: employees.code,
      reportingUnitId: employees.reportingUnitId,
      reportingUnit: reportingUnits.name,
      permissionIds,
      professionalRoleIds,
      admin: isAdmin,
      emailConfirmed: users.emailConfirmed,
      profilePictureName: users.profilePictureName,
      profilePictureStorageName: users.profilePictureStorageName,
      agreementName: employees.agreementName,
      agreementStorageName: employees.agreementStorageName,
      totalRows,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(reportingUnits, eq(reportingUnits.id, employees.reportingUnitId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number];

export function toEmployee(language: Language) {
  return ({ totalRows: _, ...row }: Row) => ({
    ...row,
    professionalRoles: row.professionalRoleIds.map(
      (id) => professionalRoleLabels[language][id] ?? String(id),
    ),
  });
}

export const activeEmployee = (...conditions: SQL[]) =>
  and(eq(employees.isDeleted, false), eq(users.isDeleted, false), ...conditions);

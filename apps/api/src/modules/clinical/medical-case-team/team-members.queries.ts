import { employeePermissionLabels, type Language, professionalRoleLabels } from '@registry/domain';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { employees, reportingUnits, users } from '../../../db/schema';
import {
  activeEmployee,
  fullName,
  isAdmin,
  permissionIds,
  professionalRoleIds,
} from '../../employees/employees.queries';

/** Employees as the team tab shows them (the employees module's name, roles and admin flag, plus the unit type). */
export function selectTeamPeople(db: Db | Tx) {
  return db
    .select({
      employeeId: employees.id,
      fullName,
      reportingUnitId: employees.reportingUnitId,
      reportingUnit: reportingUnits.name,
      reportingUnitTypeId: sql<number>`${reportingUnits.typeId}::int`,
      phone: users.phone,
      email: users.email,
      permissionIds,
      professionalRoleIds,
      admin: isAdmin,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(reportingUnits, eq(reportingUnits.id, employees.reportingUnitId))
    .$dynamic();
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof selectTeamPeople>['execute']>>[number];

export const toMember =
  (language: Language, teamKind: number) =>
  ({ professionalRoleIds: roles, permissionIds: permissions, ...row }: PersonRow) => ({
    ...row,
    teamKind,
    permissions: permissions.map((id) => employeePermissionLabels[language][id] ?? String(id)),
    professionalRoles: roles.map((id) => professionalRoleLabels[language][id] ?? String(id)),
  });

/** Active employees matching `where`, searched by name or e-mail, at most `limit`. */
export async function findPeople(db: Db | Tx, where: SQL | undefined, search: string | null, limit = 20) {
  const text = search ? `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return selectTeamPeople(db)
    .where(
      activeEmployee(
        ...(where ? [where] : []),
        ...(text ? [or(ilike(fullName, text), ilike(users.email, text)) as SQL] : []),
      ),
    )
    .orderBy(users.lastName, users.firstName, employees.id)
    .limit(limit);
}

/** One active employee by id, or undefined. */
export async function findPerson(db: Db | Tx, employeeId: number) {
  const [row] = await findPeople(db, and(eq(employees.id, employeeId)), null, 1);
  return row;
}

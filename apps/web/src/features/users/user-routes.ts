import { Role } from '@registry/domain/identity/roles';
import type { UserListItem } from './users-api';

/** Spec 01 §2.7: a reporter is edited as an employee of their unit; every other account as a user. */
export function viewPathOf(
  user: Pick<UserListItem, 'userId' | 'roleId' | 'reportingUnitId' | 'employeeId'>,
): string {
  if (user.roleId === Role.Reporter && user.reportingUnitId && user.employeeId)
    return `/reporting-unit/${user.reportingUnitId}/employee/${user.employeeId}`;
  return `/users/user/${user.userId}`;
}

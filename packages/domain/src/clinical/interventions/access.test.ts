import { describe, expect, it } from 'vitest';
import { EmployeePermission as P, Role, type RoleId } from '../../identity/roles';
import type { Session } from '../../identity/session';
import type { MedicalCaseAccessFacts } from '../medical-case-access';
import { canEditInterventions, canReadInterventions, canReschedule, isChangeable, isPlanned } from './access';
import { EventStatus } from './kinds';

const session = (role: RoleId, perms: [employeeId: number, unit: number, permissionIds: number[]][] = []) =>
  ({
    userId: 1,
    role,
    fullname: 'x',
    employeePermissions: perms.map(([employeeId, reportingUnitId, permissionIds]) => ({
      employeeId,
      reportingUnitId,
      permissionIds,
    })),
  }) satisfies Session;

// Treated by unit 1; employee 10 on the team, 12 the named owner.
const facts: MedicalCaseAccessFacts = { reportingUnitId: 1, teamEmployeeIds: [10], ownerEmployeeId: 12 };

describe("interventions follow the medical case's access", () => {
  it.each<[string, Session, boolean, boolean]>([
    ['team member', session(Role.Reporter, [[10, 1, []]]), true, true],
    ['named owner', session(Role.Reporter, [[12, 1, []]]), true, true],
    ['case owner of the unit', session(Role.Reporter, [[13, 1, [P.CaseOwner]]]), true, true],
    ['unit administrator', session(Role.Reporter, [[14, 1, [P.Admin]]]), true, false],
    ['reporter of the unit', session(Role.Reporter, [[15, 1, []]]), false, false],
    ['case owner of another unit', session(Role.Reporter, [[16, 2, [P.CaseOwner]]]), false, false],
    ['reviewer', session(Role.Reviewer), true, false],
    ['super administrator', session(Role.SuperAdministrator), true, false],
    ['executive', session(Role.Executive), false, false],
    ['auditor', session(Role.Auditor), false, false],
  ])('%s: read %s, edit %s', (_, s, read, edit) => {
    expect(canReadInterventions(s, facts)).toBe(read);
    expect(canEditInterventions(s, facts)).toBe(edit);
  });
  it.each([
    [EventStatus.Pending, true, true],
    [EventStatus.Completed, false, true],
    [EventStatus.Canceled, false, false],
  ] as const)(
    'status %s: planned %s, changeable %s; only planned ones are dragged',
    (status, planned, changeable) => {
      expect(isPlanned(status)).toBe(planned);
      expect(isChangeable(status)).toBe(changeable);
      expect(canReschedule(session(Role.Reporter, [[10, 1, []]]), facts, status)).toBe(planned);
      expect(canReschedule(session(Role.Reviewer), facts, status)).toBe(false);
    },
  );
});

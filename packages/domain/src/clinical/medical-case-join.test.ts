import { describe, expect, it } from 'vitest';
import { EmployeePermission as P, Role } from '../identity/roles';
import type { Session } from '../identity/session';
import {
  joinRequestEmployeeId,
  type MedicalCaseReachFacts,
  MedicalTeamKind,
  teamKindForJoining,
} from './medical-case-access';

const session = (perms: { employeeId: number; unit: number }[], role: Session['role'] = Role.Reporter) =>
  ({
    userId: 1,
    role,
    fullname: 'x',
    employeePermissions: perms.map((p) => ({
      employeeId: p.employeeId,
      reportingUnitId: p.unit,
      permissionIds: [P.Reporter],
    })),
  }) satisfies Session;

// Unit 1 reported the tumour and treats the child (employee 10 on the team); unit 2 reports follow-ups.
const facts: MedicalCaseReachFacts = {
  tumourReportingUnitIds: [1],
  caseReportingUnitIds: [1, 2],
  medicalCase: { reportingUnitId: 1, teamEmployeeIds: [10], ownerEmployeeId: null },
};

describe('who may ask to join a medical case (issue 22)', () => {
  it.each<[string, Session, MedicalCaseReachFacts, number | null]>([
    ['a follow-up unit’s employee', session([{ employeeId: 20, unit: 2 }]), facts, 20],
    ['a colleague of the treating unit not on the team', session([{ employeeId: 11, unit: 1 }]), facts, 11],
    [
      'someone of both units: as the unit that reported the tumour',
      session([
        { employeeId: 21, unit: 2 },
        { employeeId: 12, unit: 1 },
      ]),
      facts,
      12,
    ],
    ['a team member: already reads it', session([{ employeeId: 10, unit: 1 }]), facts, null],
    ['a stranger to the case', session([{ employeeId: 30, unit: 3 }]), facts, null],
    ['no medical case yet', session([{ employeeId: 20, unit: 2 }]), { ...facts, medicalCase: null }, null],
    ['a reviewer (reads it)', session([], Role.Reviewer), facts, null],
  ])('%s', (_label, s, f, expected) => {
    expect(joinRequestEmployeeId(s, f)).toBe(expected);
  });
});

describe('the team an accepted requester joins', () => {
  it('local for the treating unit’s staff, central for a Central unit’s, none for any other unit', () => {
    expect(teamKindForJoining(1, 2, 1)).toBe(MedicalTeamKind.Local);
    expect(teamKindForJoining(2, 1, 1)).toBe(MedicalTeamKind.Central);
    expect(teamKindForJoining(2, 2, 1)).toBeNull();
  });
});

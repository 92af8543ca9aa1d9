import { describe, expect, it } from 'vitest';
import { EmployeePermission as P, Role, type RoleId } from '../identity/roles';
import type { Session } from '../identity/session';
import {
  type MedicalCaseAccess,
  type MedicalCaseAccessFacts,
  mayBeNamedCaseOwner,
  mayReachFromCase,
  medicalCaseAccess,
  treatingUnitForOpening,
} from './medical-case-access';

const UNIT = 1;
const OTHER = 2;

function session(role: RoleId, perms: { employeeId: number; unit: number; permissionIds: number[] }[] = []) {
  return {
    userId: 1,
    role,
    fullname: 'x',
    employeePermissions: perms.map((p) => ({
      employeeId: p.employeeId,
      reportingUnitId: p.unit,
      permissionIds: p.permissionIds,
    })),
  } satisfies Session;
}

// Employee 10 and 11 are on the team; 12 is the named owner.
const facts: MedicalCaseAccessFacts = {
  reportingUnitId: UNIT,
  teamEmployeeIds: [10, 11],
  ownerEmployeeId: 12,
};

const none: MedicalCaseAccess = { read: false, edit: false, manageTeam: false, transfer: false };
const readOnly: MedicalCaseAccess = { ...none, read: true };
const member: MedicalCaseAccess = { ...readOnly, edit: true };
const owner: MedicalCaseAccess = { read: true, edit: true, manageTeam: true, transfer: true };

describe('medical case access (issue 14 "who may do what")', () => {
  it.each<[string, Session, MedicalCaseAccess]>([
    [
      'local team member (reporter of the unit)',
      session(Role.Reporter, [{ employeeId: 10, unit: UNIT, permissionIds: [P.Reporter] }]),
      member,
    ],
    [
      'central team member of another unit',
      session(Role.Reporter, [{ employeeId: 11, unit: OTHER, permissionIds: [P.Reporter] }]),
      member,
    ],
    [
      'named case owner without being on the team list',
      session(Role.Reporter, [{ employeeId: 12, unit: UNIT, permissionIds: [P.Reporter] }]),
      member,
    ],
    [
      'CaseOwner of the treating unit, not on the team',
      session(Role.Reporter, [{ employeeId: 20, unit: UNIT, permissionIds: [P.CaseOwner] }]),
      owner,
    ],
    [
      'unit admin of the treating unit, not on the team',
      session(Role.Reporter, [{ employeeId: 21, unit: UNIT, permissionIds: [P.Admin] }]),
      readOnly,
    ],
    [
      'unit admin and case owner (unitadmin@demo.local)',
      session(Role.Reporter, [{ employeeId: 22, unit: UNIT, permissionIds: [P.Admin, P.CaseOwner] }]),
      owner,
    ],
    [
      'reporter of the treating unit, not on the team',
      session(Role.Reporter, [{ employeeId: 23, unit: UNIT, permissionIds: [P.Reporter] }]),
      none,
    ],
    [
      'reporter of another unit',
      session(Role.Reporter, [{ employeeId: 24, unit: OTHER, permissionIds: [P.Reporter] }]),
      none,
    ],
    [
      'CaseOwner of another unit',
      session(Role.Reporter, [{ employeeId: 25, unit: OTHER, permissionIds: [P.CaseOwner, P.Admin] }]),
      none,
    ],
    ['reviewer', session(Role.Reviewer), readOnly],
    ['super administrator', session(Role.SuperAdministrator), readOnly],
    ['executive', session(Role.Executive), none],
    ['auditor', session(Role.Auditor), none],
    [
      'executive even if listed on the team',
      session(Role.Executive, [{ employeeId: 10, unit: UNIT, permissionIds: [P.CaseOwner] }]),
      none,
    ],
  ])('%s', (_label, s, expected) => {
    expect(medicalCaseAccess(s, facts)).toEqual(expected);
  });

  it('a member removed from the team loses every right', () => {
    const s = session(Role.Reporter, [{ employeeId: 10, unit: UNIT, permissionIds: [P.Reporter] }]);
    expect(medicalCaseAccess(s, { ...facts, teamEmployeeIds: [11] })).toEqual(none);
  });

  it('a case transferred away leaves the old unit’s case owner with nothing', () => {
    const s = session(Role.Reporter, [{ employeeId: 20, unit: UNIT, permissionIds: [P.CaseOwner, P.Admin] }]);
    expect(medicalCaseAccess(s, { ...facts, reportingUnitId: OTHER, ownerEmployeeId: null })).toEqual(none);
  });
});

describe('treating unit when opening a medical case', () => {
  it.each<[string, Session, number | null]>([
    [
      'employee of the current record’s unit',
      session(Role.Reporter, [{ employeeId: 1, unit: UNIT, permissionIds: [P.Reporter] }]),
      UNIT,
    ],
    [
      'employee of another unit that reported the case',
      session(Role.Reporter, [{ employeeId: 1, unit: OTHER, permissionIds: [P.Reporter] }]),
      OTHER,
    ],
    [
      'employee of a unit that never reported the case',
      session(Role.Reporter, [{ employeeId: 1, unit: 3, permissionIds: [P.CaseOwner] }]),
      null,
    ],
    // They edit nothing: a case they opened would have no owner and no team to keep it.
    ['reviewer: does not open one', session(Role.Reviewer), null],
    ['super administrator: does not open one', session(Role.SuperAdministrator), null],
    ['executive', session(Role.Executive), null],
    ['auditor', session(Role.Auditor), null],
  ])('%s', (_label, s, expected) => {
    expect(treatingUnitForOpening(s, [UNIT, OTHER], UNIT)).toBe(expected);
  });

  it('reviewers and the super administrator still reach an opened one from the case; strangers do not', () => {
    expect(mayReachFromCase(session(Role.Reviewer), [UNIT], UNIT)).toBe(true);
    expect(mayReachFromCase(session(Role.SuperAdministrator), [UNIT], UNIT)).toBe(true);
    const reporter = session(Role.Reporter, [{ employeeId: 1, unit: OTHER, permissionIds: [P.Reporter] }]);
    expect(mayReachFromCase(reporter, [UNIT, OTHER], UNIT)).toBe(true);
    expect(mayReachFromCase(reporter, [UNIT], UNIT)).toBe(false);
    expect(mayReachFromCase(session(Role.Executive), [UNIT], UNIT)).toBe(false);
  });
});

describe('who a transfer may name case owner', () => {
  it('only an employee holding CaseOwner on the unit, so the named owner can manage the team', () => {
    expect(mayBeNamedCaseOwner([P.CaseOwner])).toBe(true);
    expect(mayBeNamedCaseOwner([P.Admin, P.CaseOwner, P.Reporter])).toBe(true);
    expect(mayBeNamedCaseOwner([P.Reporter])).toBe(false);
    expect(mayBeNamedCaseOwner([P.Admin])).toBe(false);
    expect(mayBeNamedCaseOwner([])).toBe(false);
  });

  it('whoever a transfer may name manages and transfers the case; anyone else could only edit it', () => {
    const moved = { reportingUnitId: OTHER, teamEmployeeIds: [], ownerEmployeeId: 30 };
    for (const permissionIds of [[P.CaseOwner], [P.Reporter], [P.Admin, P.Reporter]]) {
      const named = session(Role.Reporter, [{ employeeId: 30, unit: OTHER, permissionIds }]);
      const access = medicalCaseAccess(named, moved);
      expect(access.manageTeam && access.transfer).toBe(mayBeNamedCaseOwner(permissionIds));
    }
  });
});

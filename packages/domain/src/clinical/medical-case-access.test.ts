import { describe, expect, it } from 'vitest';
import { EmployeePermission as P, Role, type RoleId } from '../identity/roles';
import type { Session } from '../identity/session';
import {
  type MedicalCaseAccess,
  type MedicalCaseAccessFacts,
  type MedicalCaseReach,
  type MedicalCaseReachFacts,
  mayBeNamedCaseOwner,
  mayReachFromCase,
  medicalCaseAccess,
  medicalCaseReach,
  narrowReachFacts,
  openingLeavesNoManager,
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

describe('treating unit when opening a medical case: only a unit that reported the tumour', () => {
  const FIRST = 3;
  it.each<[string, Session, number | null]>([
    [
      'employee of a unit that reported the tumour',
      session(Role.Reporter, [{ employeeId: 1, unit: UNIT, permissionIds: [P.Reporter] }]),
      UNIT,
    ],
    [
      'employee of two tumour units: the unit of the first new-diagnosis report',
      session(Role.Reporter, [
        { employeeId: 1, unit: UNIT, permissionIds: [P.CaseOwner] },
        { employeeId: 2, unit: FIRST, permissionIds: [P.Reporter] },
      ]),
      FIRST,
    ],
    [
      'employee of a unit that reported only follow-ups or drafts',
      session(Role.Reporter, [{ employeeId: 1, unit: OTHER, permissionIds: [P.CaseOwner] }]),
      null,
    ],
    // They edit nothing: a case they opened would have no owner and no team to keep it.
    ['reviewer: does not open one', session(Role.Reviewer), null],
    ['super administrator: does not open one', session(Role.SuperAdministrator), null],
    [
      'executive even as an employee of a tumour unit',
      session(Role.Executive, [{ employeeId: 1, unit: UNIT, permissionIds: [P.CaseOwner] }]),
      null,
    ],
    ['auditor', session(Role.Auditor), null],
  ])('%s', (_label, s, expected) => {
    expect(treatingUnitForOpening(s, [FIRST, UNIT])).toBe(expected);
  });
});

describe('reaching for the medical case from its cancer case (issue 22: a follow-up never takes it over)', () => {
  // Unit 1 reported the tumour (reason 1); unit 2 reported a follow-up (reason 2); unit 3 a draft.
  const known = { tumourReportingUnitIds: [UNIT], caseReportingUnitIds: [UNIT, OTHER, 3] };
  const none = { ...known, medicalCase: null };
  const kept = { ...known, medicalCase: facts };
  const caseOwner1 = session(Role.Reporter, [{ employeeId: 20, unit: UNIT, permissionIds: [P.CaseOwner] }]);
  const reporter1 = session(Role.Reporter, [{ employeeId: 23, unit: UNIT, permissionIds: [P.Reporter] }]);
  const followUp2 = session(Role.Reporter, [{ employeeId: 24, unit: OTHER, permissionIds: [P.CaseOwner] }]);
  const drafting3 = session(Role.Reporter, [{ employeeId: 26, unit: 3, permissionIds: [P.Reporter] }]);
  const stranger = session(Role.Reporter, [{ employeeId: 27, unit: 4, permissionIds: [P.CaseOwner] }]);
  const tumour2 = { ...kept, tumourReportingUnitIds: [UNIT, OTHER] };

  it.each<[string, Session, MedicalCaseReachFacts, MedicalCaseReach['kind']]>([
    ['tumour unit, none yet: opens it', reporter1, none, 'open'],
    ['follow-up unit, none yet: asks the treating team', followUp2, none, 'askTreatingTeam'],
    ['drafting unit, none yet: asks the treating team', drafting3, none, 'askTreatingTeam'],
    ['unit that never reported the case: 404', stranger, none, 'none'],
    ['case owner of the treating unit: reads it', caseOwner1, kept, 'read'],
    [
      'colleague of the tumour unit not on the team: kept by another team',
      reporter1,
      kept,
      'keptByAnotherTeam',
    ],
    [
      'follow-up unit once it exists: asks the treating team, never takes it',
      followUp2,
      kept,
      'askTreatingTeam',
    ],
    [
      'unit that also reported the tumour, not on the team: kept by another team',
      followUp2,
      tumour2,
      'keptByAnotherTeam',
    ],
    [
      'follow-up unit once added to the team: reads it',
      session(Role.Reporter, [{ employeeId: 11, unit: OTHER, permissionIds: [P.Reporter] }]),
      kept,
      'read',
    ],
    ['stranger while it exists: 404', stranger, kept, 'none'],
    ['reviewer, none yet: opened by the treating unit', session(Role.Reviewer), none, 'openedByTreatingUnit'],
    ['reviewer once it exists: reads it', session(Role.Reviewer), kept, 'read'],
    [
      'executive: nothing',
      session(Role.Executive, [{ employeeId: 20, unit: UNIT, permissionIds: [P.CaseOwner] }]),
      kept,
      'none',
    ],
  ])('%s', (_label, s, f, expected) => {
    expect(medicalCaseReach(s, f).kind).toBe(expected);
    // The button shows exactly when the caller may open or read it.
    expect(mayReachFromCase(s, f)).toBe(expected === 'open' || expected === 'read');
    // The button's narrowed facts decide the same and name no other unit or person.
    const narrowed = narrowReachFacts(s, f);
    expect(medicalCaseReach(s, narrowed).kind).toBe(expected);
    const myUnits = s.employeePermissions.map((p) => p.reportingUnitId);
    for (const u of [...narrowed.tumourReportingUnitIds, ...narrowed.caseReportingUnitIds])
      expect(myUnits).toContain(u);
    if (narrowed.medicalCase && !myUnits.includes(f.medicalCase!.reportingUnitId))
      expect(narrowed.medicalCase.reportingUnitId).toBe(0);
  });

  it('opening names the unit of the first new-diagnosis report', () => {
    const both = session(Role.Reporter, [
      { employeeId: 1, unit: UNIT, permissionIds: [P.Reporter] },
      { employeeId: 2, unit: OTHER, permissionIds: [P.Reporter] },
    ]);
    expect(medicalCaseReach(both, { ...none, tumourReportingUnitIds: [OTHER, UNIT] })).toEqual({
      kind: 'open',
      treatingUnitId: OTHER,
    });
  });
});

describe('a medical case always has someone who can manage it', () => {
  it.each<[string, Session, boolean, boolean]>([
    [
      'a case owner opens it: they manage it',
      session(Role.Reporter, [{ employeeId: 1, unit: UNIT, permissionIds: [P.CaseOwner] }]),
      false,
      false,
    ],
    [
      'a reporter opens it while the unit has a case owner',
      session(Role.Reporter, [{ employeeId: 1, unit: UNIT, permissionIds: [P.Reporter] }]),
      true,
      false,
    ],
    [
      'a reporter opens it while the unit has no case owner: refused',
      session(Role.Reporter, [{ employeeId: 1, unit: UNIT, permissionIds: [P.Reporter] }]),
      false,
      true,
    ],
    [
      'a unit admin without CaseOwner, none in the unit: refused (admins only read)',
      session(Role.Reporter, [{ employeeId: 1, unit: UNIT, permissionIds: [P.Admin] }]),
      false,
      true,
    ],
  ])('%s', (_label, s, unitHasCaseOwner, refused) => {
    expect(openingLeavesNoManager(s, UNIT, unitHasCaseOwner)).toBe(refused);
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

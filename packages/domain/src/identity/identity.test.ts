import { describe, expect, it } from 'vitest';
import { confirmAccountRequest, isStrongPassword, loginRequest } from './contracts';
import { Role } from './roles';
import {
  accessTokenClaims,
  belongsToUnit,
  canSeeReports,
  defaultUnitOf,
  employeeIdOf,
  isReviewer,
  isUnitAdmin,
  menuEntriesFor,
  type Session,
} from './session';

describe('password rule (spec 01 §5)', () => {
  it.each([
    ['Abcdef1!', true, 'exactly 8 with every class'],
    ['Abcde1!', false, '7 characters'],
    ['abcdef1!', false, 'no uppercase'],
    ['ABCDEF1!', false, 'no lowercase'],
    ['Abcdefg!', false, 'no digit'],
    ['Abcdefg1', false, 'no special character'],
    ['Abcdef1(', false, '( is not one of !@#$%^&*'],
    ['Registru#2026', true, 'the demo password'],
  ])('%s → %s (%s)', (password, ok) => {
    expect(isStrongPassword(password)).toBe(ok);
  });
});

describe('identity contracts', () => {
  it('normalises the e-mail and reports message codes', () => {
    expect(loginRequest.parse({ email: ' A@B.ro ', password: 'x' }).email).toBe('a@b.ro');
    const result = loginRequest.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      'validation.email',
      'validation.required',
    ]);
  });

  it('requires the terms to be accepted', () => {
    const r = confirmAccountRequest.safeParse({
      email: 'a@b.ro',
      password: 'Abcdef1!',
      token: 't',
      termsAccepted: false,
    });
    expect(r.error?.issues[0].message).toBe('validation.termsRequired');
  });
});

describe('access token claims', () => {
  const claims = {
    sub: '7',
    userId: 7,
    role: 2,
    fullname: 'Andrei Ionescu',
    languageId: 1,
    employeePermissions: [{ employeeId: 3, reportingUnitId: 1, permissionIds: [1, 3] }],
    sid: '5b0f8c1e-0d7a-4c55-9d62-0c8f3b0a9e11',
    stamp: 4,
    exp: 1_800_000_000,
    iat: 1_799_999_100,
  };
  it('accepts what the server signs', () => {
    expect(accessTokenClaims.parse(claims)).toEqual(claims);
  });
  it.each(['userId', 'role', 'fullname', 'exp', 'employeePermissions', 'sid', 'stamp'])(
    'refuses claims without %s',
    (field) => {
      const { [field as keyof typeof claims]: _, ...rest } = claims;
      expect(accessTokenClaims.safeParse(rest).success).toBe(false);
    },
  );
});

const session = (role: Session['role'], units: { unit: number; perms: number[] }[] = []): Session => ({
  userId: 1,
  role,
  fullname: 'X',
  employeePermissions: units.map((u, i) => ({
    employeeId: 10 + i,
    reportingUnitId: u.unit,
    permissionIds: u.perms,
  })),
});

describe('permissions (spec 01 §6)', () => {
  it('the super administrator passes unit checks and counts as reviewer', () => {
    const s = session(Role.SuperAdministrator);
    expect(isUnitAdmin(s, 99)).toBe(true);
    expect(belongsToUnit(s, 99)).toBe(true);
    expect(isReviewer(s)).toBe(true);
  });
  it('unit admin is per unit', () => {
    const s = session(Role.Reporter, [
      { unit: 1, perms: [1, 3] },
      { unit: 2, perms: [3] },
    ]);
    expect(isUnitAdmin(s, 1)).toBe(true);
    expect(isUnitAdmin(s, 2)).toBe(false);
    expect(belongsToUnit(s, 2)).toBe(true);
    expect(belongsToUnit(s, 3)).toBe(false);
  });
  it('the employee id and default unit come from the first entry', () => {
    const s = session(Role.Reporter, [
      { unit: 5, perms: [3] },
      { unit: 2, perms: [3] },
    ]);
    expect(employeeIdOf(s)).toBe(10);
    expect(defaultUnitOf(s)).toBe(5);
    expect(employeeIdOf(session(Role.Reviewer))).toBeNull();
  });
});

describe('who sees the reports (issue 16)', () => {
  it.each([
    [Role.SuperAdministrator, true],
    [Role.Reviewer, true],
    [Role.Executive, true],
    [Role.Reporter, false],
    [Role.Auditor, false],
  ])('role %i: %s', (role, expected) => {
    expect(canSeeReports(session(role as Session['role']))).toBe(expected);
  });
});

describe('menu entries by role (spec 01 §2.2)', () => {
  it.each([
    [
      Role.SuperAdministrator,
      [
        'dashboard',
        'units',
        'notifications',
        'patients',
        'cases',
        'duplicates',
        'medicalCases',
        'calendar',
        'users',
        'documents',
        'auditTrail',
        'registryCheck',
        'reports',
      ],
    ],
    [
      Role.Reviewer,
      [
        'dashboard',
        'units',
        'notifications',
        'patients',
        'cases',
        'duplicates',
        'medicalCases',
        'calendar',
        'documents',
        'audit',
        'auditTrail',
        'registryCheck',
        'reports',
      ],
    ],
    [
      Role.Reporter,
      ['dashboard', 'units', 'notifications', 'patients', 'medicalCases', 'calendar', 'documents'],
    ],
    [Role.Auditor, ['dashboard', 'units', 'notifications', 'documents']],
    [Role.Executive, ['dashboard', 'units', 'documents', 'reports']],
  ])('role %i sees %j', (role, entries) => {
    expect(menuEntriesFor(session(role as Session['role']))).toEqual(entries);
  });
});

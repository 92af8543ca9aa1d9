import { describe, expect, it } from 'vitest';
import { type EmailRecipient, mayEmailRecipient } from './email-recipients';
import { EmployeePermission, Role, type RoleId } from './roles';
import type { Session } from './session';

const session = (role: RoleId, unitIds: number[] = []): Session => ({
  userId: 100,
  role,
  fullname: 'Caller',
  employeePermissions: unitIds.map((reportingUnitId, i) => ({
    employeeId: 200 + i,
    reportingUnitId,
    permissionIds: [EmployeePermission.Reporter],
  })),
});

const unitAddress: EmailRecipient = { isUnitAddress: true, account: null };
const nobody: EmailRecipient = { isUnitAddress: false, account: null };
const account = (role: RoleId, unitIds: number[] = [], userId = 7): EmailRecipient => ({
  isUnitAddress: false,
  account: { userId, role, unitIds },
});

const superadmin = session(Role.SuperAdministrator);
const reporterOf1 = session(Role.Reporter, [1]);
const reporterOf1And3 = session(Role.Reporter, [1, 3]);
const reviewer = session(Role.Reviewer);
const auditor = session(Role.Auditor);
const executive = session(Role.Executive);

describe('who may write to whom through the e-mail dialog (issue 22 finding 9)', () => {
  it.each([
    // A unit's address, as the grid shows it to every role.
    ['reporter → a unit address', reporterOf1, unitAddress, true],
    ['reviewer → a unit address', reviewer, unitAddress, true],
    ['auditor → a unit address', auditor, unitAddress, true],
    ['executive → a unit address', executive, unitAddress, true],
    ['super administrator → a unit address', superadmin, unitAddress, true],
    // Colleagues: people of the caller's own units.
    ['reporter → a colleague of the same unit', reporterOf1, account(Role.Reporter, [1]), true],
    ['reporter of 1 and 3 → someone of unit 3', reporterOf1And3, account(Role.Reporter, [2, 3]), true],
    ['reporter → a reporter of another unit', reporterOf1, account(Role.Reporter, [2]), false],
    ['reporter → an account of no unit (auditor)', reporterOf1, account(Role.Auditor), false],
    ['reporter → an executive', reporterOf1, account(Role.Executive), false],
    ['reporter → the super administrator', reporterOf1, account(Role.SuperAdministrator), false],
    // The registry's reviewers, to anyone.
    ['reporter → a reviewer', reporterOf1, account(Role.Reviewer), true],
    ['auditor → a reviewer', auditor, account(Role.Reviewer), true],
    ['executive → a reviewer', executive, account(Role.Reviewer), true],
    ['reviewer → a reviewer', reviewer, account(Role.Reviewer), true],
    // No unit, no colleagues: executives, auditors and reviewers reach no unit's people by name.
    ['reviewer → a reporter', reviewer, account(Role.Reporter, [1]), false],
    ['auditor → a reporter', auditor, account(Role.Reporter, [1]), false],
    ['executive → a reporter', executive, account(Role.Reporter, [1]), false],
    ['executive → an auditor', executive, account(Role.Auditor), false],
    // The super administrator: anyone with an account.
    ['super administrator → a reporter', superadmin, account(Role.Reporter, [2]), true],
    ['super administrator → an executive', superadmin, account(Role.Executive), true],
    // Nobody has the address: refused for everyone, the same as a refused known one.
    ['reporter → an unknown address', reporterOf1, nobody, false],
    ['super administrator → an unknown address', superadmin, nobody, false],
  ])('%s → %s', (_, caller, recipient, allowed) => {
    expect(mayEmailRecipient(caller, recipient)).toBe(allowed);
  });

  it('an address that is both a unit address and an account is a unit address', () => {
    const both: EmailRecipient = {
      isUnitAddress: true,
      account: { userId: 7, role: Role.Reporter, unitIds: [2] },
    };
    expect(mayEmailRecipient(reporterOf1, both)).toBe(true);
  });

  it.each([
    ['the address account named', account(Role.Reviewer, [], 7), 7, true],
    ['another account named', account(Role.Reviewer, [], 7), 8, false],
    ['an account named for a unit address', unitAddress, 7, false],
    ['no account named', account(Role.Reviewer, [], 7), null, true],
  ])('a named user id must be the address account: %s', (_, recipient, userId, allowed) => {
    expect(mayEmailRecipient(reporterOf1, recipient, userId)).toBe(allowed);
    expect(mayEmailRecipient(superadmin, recipient, userId)).toBe(allowed);
  });
});

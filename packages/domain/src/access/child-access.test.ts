import { describe, expect, it } from 'vitest';
import { Role } from '../identity/roles';
import type { Session } from '../identity/session';
import {
  type ChildHolders,
  childRecordWrite,
  grantsHolding,
  holdsAtOnce,
  holdsRecord,
  mayDecideHolding,
  mayDecideProposal,
  mayReadChildRecord,
  proposedChanges,
  reportsTheTumour,
  sharesRecord,
} from './child-access';

const staffOf = (...units: number[]): Session =>
  ({
    userId: 1,
    role: Role.Reporter,
    employeePermissions: units.map((u) => ({ employeeId: u * 10, reportingUnitId: u, permissionIds: [3] })),
  }) as unknown as Session;
const withRole = (role: number): Session => ({ ...staffOf(), role }) as unknown as Session;
const held = (reporting: number[], treating: number[] = []): ChildHolders => ({
  reportingUnitIds: reporting,
  treatingUnitIds: treating,
});

describe('reportsTheTumour: only a live completed new-diagnosis report', () => {
  it.each([
    [{ status: 2, reportingReasonId: 1 }, true],
    [{ status: 2, reportingReasonId: 7 }, true],
    [{ status: 2, reportingReasonId: 10 }, true],
    [{ status: 1, reportingReasonId: 1 }, false], // a draft
    [{ status: 2, reportingReasonId: 2 }, false], // a follow-up of a tumour another unit reported
    [{ status: 2, reportingReasonId: 8 }, false],
    [{ status: 2, reportingReasonId: 1, isDeleted: true }, false],
  ])('%o → %s', (n, expected) => expect(reportsTheTumour(n)).toBe(expected));
});

describe('holding is granted, not claimed (issue 38)', () => {
  it('a report grants the holding only once its holding is granted', () => {
    expect(grantsHolding({ status: 2, reportingReasonId: 1, grantsHolding: true })).toBe(true);
    expect(grantsHolding({ status: 2, reportingReasonId: 1, grantsHolding: false })).toBe(false);
    expect(grantsHolding({ status: 1, reportingReasonId: 1, grantsHolding: true })).toBe(false);
  });
  it("the child's first reporter, or a unit holding it already, holds at once; another waits", () => {
    expect(holdsAtOnce(2, held([]))).toBe(true);
    expect(holdsAtOnce(2, held([2]))).toBe(true);
    expect(holdsAtOnce(1, held([1], [3]))).toBe(true);
    expect(holdsAtOnce(2, held([1]))).toBe(false);
    expect(holdsAtOnce(2, held([], [3]))).toBe(false);
  });
  it('a reviewer or a holding unit decides a request, never the requesting unit', () => {
    expect(mayDecideHolding(withRole(Role.Reviewer), held([1]), 2)).toBe(true);
    expect(mayDecideHolding(staffOf(1), held([1]), 2)).toBe(true);
    expect(mayDecideHolding(staffOf(2), held([1]), 2)).toBe(false);
    expect(mayDecideHolding(staffOf(1, 2), held([2]), 2)).toBe(false);
    expect(mayDecideHolding(staffOf(3), held([1]), 2)).toBe(false);
  });
});

describe('who holds and reads the record', () => {
  it('a reporting or treating unit holds it; a drafting one does not', () => {
    expect(holdsRecord(1, held([1]))).toBe(true);
    expect(holdsRecord(3, held([1], [3]))).toBe(true);
    expect(holdsRecord(2, held([1]))).toBe(false);
  });
  it('reviewers and the super administrator read every record; executives and auditors none', () => {
    expect(mayReadChildRecord(withRole(Role.Reviewer), held([]))).toBe(true);
    expect(mayReadChildRecord(withRole(Role.SuperAdministrator), held([]))).toBe(true);
    expect(mayReadChildRecord(withRole(Role.Executive), held([1]))).toBe(false);
    expect(mayReadChildRecord(staffOf(2), held([1]))).toBe(false);
    expect(mayReadChildRecord(staffOf(2, 1), held([1]))).toBe(true);
  });
  it('the shared-record warning only for a holder that shares with another holder', () => {
    expect(sharesRecord(1, held([1, 2]))).toBe(true);
    expect(sharesRecord(1, held([1], [1]))).toBe(false);
    expect(sharesRecord(2, held([1]))).toBe(false); // a non-holder's save changes nothing others see
  });
});

describe('childRecordWrite: what a save does to the record', () => {
  it.each([
    ['a holder writes', 1, held([1, 2]), 1, 'write'],
    ['the first unit to name the child writes', 2, held([]), 1, 'write'],
    ["another unit's draft keeps its typing", 2, held([1]), 1, 'keep'],
    ["another unit's completed report proposes", 2, held([1]), 2, 'propose'],
    ['a treating unit writes', 3, held([1], [3]), 1, 'write'],
  ] as const)('%s', (_, unit, holders, status, expected) =>
    expect(childRecordWrite(unit, holders, status)).toBe(expected),
  );
});

describe('proposals', () => {
  it('a reviewer or an earlier holder decides, never the proposing unit', () => {
    expect(mayDecideProposal(withRole(Role.Reviewer), held([1, 2]), 2)).toBe(true);
    expect(mayDecideProposal(staffOf(1), held([1, 2]), 2)).toBe(true);
    expect(mayDecideProposal(staffOf(2), held([1, 2]), 2)).toBe(false);
    expect(mayDecideProposal(staffOf(3), held([1, 2]), 2)).toBe(false);
  });
  it('carries only the fields that differ; a blank typed value proposes nothing', () => {
    expect(
      proposedChanges(
        { firstName: 'Ana', lastName: 'Pop', address: 'Str. A 1', countyId: 12 },
        { firstName: 'Ana', lastName: 'Popa', address: '', countyId: 13 },
      ),
    ).toEqual({ lastName: 'Popa', countyId: 13 });
  });
});

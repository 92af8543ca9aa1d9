import { describe, expect, it } from 'vitest';
import { viewPathOf } from './user-routes';

describe('viewing a user (spec 01 §2.7)', () => {
  it.each([
    [{ userId: 6, roleId: 2, reportingUnitId: 1, employeeId: 3 }, '/reporting-unit/1/employee/3'],
    [{ userId: 2, roleId: 3, reportingUnitId: null, employeeId: null }, '/users/user/2'],
    [{ userId: 1, roleId: 1, reportingUnitId: null, employeeId: null }, '/users/user/1'],
    // A reporter left without a unit has no employee screen to open.
    [{ userId: 9, roleId: 2, reportingUnitId: null, employeeId: null }, '/users/user/9'],
  ])('%j opens %s', (user, path) => {
    expect(viewPathOf(user)).toBe(path);
  });
});

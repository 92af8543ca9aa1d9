import { describe, expect, it } from 'vitest';
import { hasInvalidIntParams, isIntegerParam } from './int-params';

describe('integer route parameters (spec 01 §2.1)', () => {
  it.each(['0', '1', '42', '2147483647'])('accepts %s', (value) => {
    expect(isIntegerParam(value)).toBe(true);
  });

  it.each(['abc', '', '1.5', '-1', '1e3', '0x10', ' 1', '007', '2147483648', '99999999999'])(
    'refuses "%s"',
    (value) => {
      expect(isIntegerParam(value)).toBe(false);
    },
  );

  it('checks only the declared parameters that are present', () => {
    expect(hasInvalidIntParams({ unitId: '3', employeeId: 'abc' }, ['unitId'])).toBe(false);
    expect(hasInvalidIntParams({ unitId: '3', employeeId: 'abc' }, ['unitId', 'employeeId'])).toBe(true);
    expect(hasInvalidIntParams({}, ['unitId'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greeting by hour (spec 01 §1)', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('at %i h it is %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});

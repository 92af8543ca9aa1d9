import { describe, expect, it } from 'vitest';
import { alignCurves, fromOrigin, valueAt } from './step-values';

describe('Kaplan–Meier steps on a shared time axis', () => {
  const curve = [
    { days: 100, survival: 0.9 },
    { days: 400, survival: 0.75 },
  ];
  it('starts at day 0 with everyone alive when the server left that point out', () => {
    expect(fromOrigin(curve)[0]).toEqual({ days: 0, survival: 1 });
    expect(fromOrigin([{ days: 0, survival: 1 }, ...curve])).toHaveLength(3);
  });
  it('holds each value until the next step, and draws nothing after the last one', () => {
    const steps = fromOrigin(curve);
    expect(valueAt(steps, 0)).toBe(1);
    expect(valueAt(steps, 99)).toBe(1);
    expect(valueAt(steps, 100)).toBe(0.9);
    expect(valueAt(steps, 399)).toBe(0.9);
    expect(valueAt(steps, 400)).toBe(0.75);
    expect(valueAt(steps, 401)).toBeNull();
  });
  it('puts two curves on the union of their days', () => {
    const { days, values } = alignCurves([curve, [{ days: 200, survival: 0.5 }]]);
    expect(days).toEqual([0, 100, 200, 400]);
    expect(values[0]).toEqual([1, 0.9, 0.9, 0.75]);
    expect(values[1]).toEqual([1, 1, 0.5, null]);
  });
});

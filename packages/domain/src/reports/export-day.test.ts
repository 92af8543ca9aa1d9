import { describe, expect, it } from 'vitest';
import { exportDay } from './export-layout';

// Issue 25: a timestamp's day in Romania is computed without the formatter except at 21:00 UTC
// (and before 1932); it must be the formatter's day at every hour, both sides of every DST change.
const bucharest = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' });

describe('exportDay of a timestamp', () => {
  it("is the formatter's day in Romania at every hour from 1925 to 2040", () => {
    const wrong: string[] = [];
    // Every 3 h 1 min: every hour of the day comes round, on every kind of day.
    for (let t = Date.UTC(1925, 0, 1); t < Date.UTC(2040, 0, 1); t += 181 * 60_000) {
      const d = new Date(t);
      if (exportDay(d) !== bucharest.format(d)) wrong.push(d.toISOString());
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('takes a plain date as it is and refuses what is not a date', () => {
    expect(exportDay('2024-03-10')).toBe('2024-03-10');
    expect(exportDay(new Date(Number.NaN))).toBeNull();
    expect(exportDay('soon')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('formatDateTime', () => {
  it('writes the moment as it was on the clock in Romania, 24-hour', () => {
    // Winter (UTC+2) and summer (UTC+3): a hospital's 22:30 UTC is the next day in Bucharest.
    expect(formatDateTime('2024-03-12T10:00:00Z')).toBe('12-03-2024 12:00');
    expect(formatDateTime('2024-07-31T22:30:00.000Z')).toBe('01-08-2024 01:30');
    expect(formatDateTime(new Date('2024-12-03T13:05:00Z'))).toBe('03-12-2024 15:05');
  });

  it('agrees with formatDate on the day', () => {
    expect(formatDateTime('2024-07-31T22:30:00Z').slice(0, 10)).toBe(formatDate('2024-07-31T22:30:00Z'));
  });

  it('writes nothing for no value or an unreadable one', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });
});

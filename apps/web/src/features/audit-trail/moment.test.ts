import { describe, expect, it } from 'vitest';
import { formatMoment } from './moment';

describe('formatMoment: the audit trail reads Romanian time', () => {
  it('adds two hours in winter and three in summer, whatever the browser zone', () => {
    expect(formatMoment('2026-01-15T10:05:09Z', 'ro')).toBe('15-01-2026 12:05:09');
    expect(formatMoment('2026-07-15T10:05:09Z', 'en')).toBe('15-07-2026 13:05:09');
  });
  it('turns midnight UTC into the next day only when Romania is already there', () => {
    expect(formatMoment('2026-03-31T22:30:00Z', 'ro')).toBe('01-04-2026 01:30:00');
    expect(formatMoment('not a date', 'ro')).toBe('');
  });
});

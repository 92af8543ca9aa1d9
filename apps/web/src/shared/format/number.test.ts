import { describe, expect, it } from 'vitest';
import { formatDecimalInput, formatNumber, parseDecimal } from './number';

describe('numbers in the interface language (issue 23 item 13)', () => {
  it('shows a decimal comma in Romanian and a point in English', () => {
    expect(formatNumber(1.8, 'ro')).toBe('1,8');
    expect(formatNumber(1.8, 'en')).toBe('1.8');
    expect(formatNumber(1.234, 'ro')).toBe('1,23');
    expect(formatNumber(null, 'ro')).toBe('');
  });

  it('writes an input value back as it was typed, with every decimal and no grouping', () => {
    expect(formatDecimalInput(22.5, 'ro')).toBe('22,5');
    expect(formatDecimalInput(1234.125, 'ro')).toBe('1234,125');
    expect(formatDecimalInput(22.5, 'en')).toBe('22.5');
    // Typed, saved, reloaded: the same text.
    expect(formatDecimalInput(parseDecimal('22,5') as number, 'ro')).toBe('22,5');
  });

  it('reads a comma or a point as the decimal mark and refuses what is not a number', () => {
    expect(parseDecimal('22,5')).toBe(22.5);
    expect(parseDecimal(' 1.8 ')).toBe(1.8);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1,2,3')).toBe('bad');
    expect(parseDecimal('abc')).toBe('bad');
    expect(parseDecimal('12a')).toBe('bad');
  });
});

import { describe, expect, it } from 'vitest';

/**
 * Issue 18 item 9: a clinician writes "diagnosis" for the noun — "New diagnosis", "date of
 * diagnosis", "age at diagnosis" — and keeps "diagnostic" for the adjective ("diagnostic class").
 */
const locales = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en.json', '../../features/**/locales/en.json'],
  {
    eager: true,
    import: 'default',
  },
);

function texts(value: unknown, path: string, into: [string, string][]) {
  if (typeof value === 'string') into.push([path, value]);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) texts(inner, path ? `${path}.${key}` : key, into);
  return into;
}

/** "diagnostic" where the noun is meant: after an article or preposition, or naming a date or age. */
const NOUN =
  /\b(new|a|the|of|at|after|before|since|by) diagnostic\b(?! (class|review|invalidation|explanation))|\bdiagnostic (date|selection|age)\b/i;

describe('English says "diagnosis" for the noun', () => {
  const all = Object.entries(locales).flatMap(([file, json]) => texts(json, file, []));
  it('finds the English texts', () => {
    expect(all.length).toBeGreaterThan(1000);
  });
  it('no text uses "diagnostic" as a noun', () => {
    expect(all.filter(([, text]) => NOUN.test(text))).toEqual([]);
  });
  it('the pattern catches what was there before', () => {
    for (const old of ['New diagnostic', 'Diagnostic selection', 'Age at diagnostic', 'diagnostic date'])
      expect(NOUN.test(old), old).toBe(true);
    expect(NOUN.test('Toronto diagnostic class')).toBe(false);
  });
});

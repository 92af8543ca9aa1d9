import { describe, expect, it } from 'vitest';
import { lineProblems } from './population-api';

describe('the population refusal, line by line', () => {
  it('reads each `line N` of the errors, in line order, with the message translated or kept', () => {
    const body = { errors: { 'line 12': 'an unknown code', 'line 3': 'another' } };
    const problems = lineProblems(body);
    // Codes the catalogue lacks come through as they are rather than as nothing.
    expect(problems).toEqual([
      { line: 3, message: 'another' },
      { line: 12, message: 'an unknown code' },
    ]);
  });
  it('keeps a problem that names no line (the whole file), and reads nothing from other bodies', () => {
    expect(lineProblems({ errors: { file: 'too big' } })).toEqual([{ line: null, message: 'too big' }]);
    expect(lineProblems({ key: 'errors.badRequest' })).toEqual([]);
    expect(lineProblems(null)).toEqual([]);
  });
});

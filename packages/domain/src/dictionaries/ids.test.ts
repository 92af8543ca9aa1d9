import { describe, expect, it } from 'vitest';
import {
  behaviourIdOf,
  iccc3IdOf,
  matchesBehaviour,
  morphologyIdOf,
  prognosticMeaning,
  topographyIdOf,
} from './ids';

describe('ids derived from codes', () => {
  it.each([
    ['C00.0', 1000],
    ['C71.9', 1719],
    ['c719', 1719],
    ['C80.9', 1809],
    ['C7', null],
    ['X71.9', null],
  ])('topography %s → %s', (code, id) => expect(topographyIdOf(code)).toBe(id));

  it.each([
    ['9500/3', 95003],
    ['8000/0', 80000],
    ['9421/1', 94211],
    ['9500', null],
    ['95003', null],
  ])('morphology %s → %s', (code, id) => expect(morphologyIdOf(code)).toBe(id));

  it.each([
    ['I', 1],
    ['XII', 12],
    ['Ia', 101],
    ['IIIc', 303],
    ['IIIc.1', 30301],
    ['XIf.6', 110606],
    ['XIII', null],
    ['I.1', null],
    ['', null],
  ])('ICCC-3 %s → %s', (code, id) => expect(iccc3IdOf(code)).toBe(id));

  it('behaviour ids are code + 1', () => {
    expect([0, 1, 2, 3, 6, 9].map(behaviourIdOf)).toEqual([1, 2, 3, 4, 7, 10]);
  });
});

describe('synonym filter (spec 02 §9)', () => {
  it('keeps codes with "/" + (behaviour id − 1)', () => {
    expect(matchesBehaviour('9500/3', 4)).toBe(true);
    expect(matchesBehaviour('9500/3', 3)).toBe(false);
    expect(matchesBehaviour('8000/0', 1)).toBe(true);
  });
});

describe('prognostic meaning', () => {
  it('is the lowest rank, or null without ranks', () => {
    expect(prognosticMeaning([3, 2, 1])).toBe(1);
    expect(prognosticMeaning([2, 3])).toBe(2);
    expect(prognosticMeaning([])).toBeNull();
  });
});

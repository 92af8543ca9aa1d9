import { describe, expect, it } from 'vitest';
import {
  compactTopography,
  inRanges,
  normaliseTopography,
  parseCodeRanges,
  parseGrade,
  parseMorphology,
  parseTopography,
} from './codes';

describe('topography', () => {
  it.each([
    ['C71.9', 'C71.9', 'C719'],
    ['C719', 'C71.9', 'C719'],
    ['c71.9', 'C71.9', 'C719'],
    [' C42.1 ', 'C42.1', 'C421'],
    ['71.9', 'C71.9', 'C719'],
    ['C00.0', 'C00.0', 'C000'],
    ['C80.9', 'C80.9', 'C809'],
  ])('%s → %s / %s', (input, dotted, compact) => {
    expect(normaliseTopography(input)).toBe(dotted);
    expect(compactTopography(input)).toBe(compact);
  });

  it('exposes the site group and the numeric value used by range rules', () => {
    expect(parseTopography('C38.4')).toEqual({ code: 'C38.4', compact: 'C384', site: 'C38', value: 384 });
  });

  it.each(['C81.9', 'C7.19', 'C71', 'C71.99', 'brain', '', null, undefined])('rejects %s', (input) => {
    expect(parseTopography(input)).toBeNull();
  });
});

describe('morphology', () => {
  it.each([
    ['9500/3', { code: '9500/3', histology: 9500, behaviour: 3, grade: null }],
    ['95003', { code: '9500/3', histology: 9500, behaviour: 3, grade: null }],
    ['M-9500/3', { code: '9500/3', histology: 9500, behaviour: 3, grade: null }],
    ['8140/32', { code: '8140/3', histology: 8140, behaviour: 3, grade: 2 }],
    ['9421/1', { code: '9421/1', histology: 9421, behaviour: 1, grade: null }],
    ['8000/6', { code: '8000/6', histology: 8000, behaviour: 6, grade: null }],
  ])('%s', (input, expected) => {
    expect(parseMorphology(input)).toEqual(expected);
  });

  it.each(['9500/4', '9500/5', '7999/3', '950/3', '9500', 'abc', null])('rejects %s', (input) => {
    expect(parseMorphology(input)).toBeNull();
  });
});

describe('grade', () => {
  it.each([
    [1, 1],
    ['9', 9],
    [' 4 ', 4],
    [0, null],
    ['10', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (input, expected) => {
    expect(parseGrade(input)).toBe(expected);
  });
});

describe('code ranges', () => {
  it('parses SEER/IARC range lists, ignoring empty items', () => {
    expect(parseCodeRanges('9210,9220,9240,')).toEqual([
      [9210, 9210],
      [9220, 9220],
      [9240, 9240],
    ]);
    expect(parseCodeRanges('C700-C729, C751')).toEqual([
      [700, 729],
      [751, 751],
    ]);
    expect(parseCodeRanges('0-1,3')).toEqual([
      [0, 1],
      [3, 3],
    ]);
  });

  it('rejects reversed or non-numeric ranges', () => {
    expect(() => parseCodeRanges('9819-9811')).toThrow();
    expect(() => parseCodeRanges('98,35x')).toThrow();
  });

  it('includes both ends of a range and nothing outside', () => {
    const ranges = parseCodeRanges('9811-9819,9837');
    expect([9810, 9811, 9819, 9820, 9836, 9837, 9838].map((value) => inRanges(value, ranges))).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
  });
});

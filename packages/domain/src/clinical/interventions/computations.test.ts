import { describe, expect, it } from 'vitest';
import {
  bodyMassIndex,
  bodySurfaceArea,
  expectedTotalDose,
  labServiceStatus,
  qualityOfLifeScores,
  totalDoseMatches,
} from './computations';
import { qolItemKeys, qolSections } from './reference-data';

describe('BMI and Mosteller BSA', () => {
  it.each([
    // weight kg, height cm, BMI, BSA = √(h × w / 3600)
    [20, 110, 16.5, 0.78],
    [3.5, 50, 14, 0.22],
    [70, 175, 22.9, 1.84],
    [0.5, 30, 5.6, 0.06],
    [250, 230, 47.3, 4.0],
    [36, 100, 36, 1],
  ])('%s kg, %s cm → BMI %s, BSA %s', (w, h, bmi, bsa) => {
    expect(bodyMassIndex(w, h)).toBe(bmi);
    expect(bodySurfaceArea(w, h)).toBe(bsa);
  });
  it.each([
    [null, 110],
    [20, null],
    [0, 110],
  ])('nothing computed until both are known (%s, %s)', (w, h) => {
    expect(bodyMassIndex(w, h)).toBeNull();
    expect(bodySurfaceArea(w, h)).toBeNull();
  });
});

describe('radiotherapy total dose', () => {
  it.each([
    [1.8, 25, 45, true],
    [1.8, 25, 45.004, true],
    [1.8, 25, 45.01, false],
    [2, 30, 60, true],
    [1.5, 1, 1.5, true],
    [1.8, 25, 50.4, false],
    [null, 25, 45, true],
    [1.8, null, 45, true],
    [1.8, 25, null, true],
  ])('%s Gy × %s = %s → matches %s', (dose, fractions, total, ok) => {
    expect(totalDoseMatches(total, dose, fractions)).toBe(ok);
  });
  it('rounds the product to the hundredth of a gray (no binary float residue)', () => {
    expect(expectedTotalDose(1.8, 3)).toBe(5.4);
    expect(expectedTotalDose(0.1, 3)).toBe(0.3);
  });
});

describe('lab service status', () => {
  const a = (result: string | null, isPresent: boolean | null = null) => ({ result, isPresent });
  it.each([
    ['no analyses', [], 'planned'],
    ['none done', [a(null), a('  ')], 'planned'],
    ['one of two', [a('12'), a(null)], 'partiallyCompleted'],
    ['qualitative counts', [a(null, false), a(null)], 'partiallyCompleted'],
    ['all done', [a('12'), a(null, true)], 'completed'],
    ['the only one', [a('neg')], 'completed'],
  ])('%s → %s', (_, analyses, status) => {
    expect(labServiceStatus(analyses)).toBe(status);
  });
});

describe('quality-of-life scores', () => {
  it('100 when nothing was ever a problem, 0 when always; sections and total', () => {
    const all = (v: number) => Object.fromEntries(qolItemKeys.map((k) => [k, v]));
    expect(qualityOfLifeScores(all(0)).total).toBe(100);
    expect(qualityOfLifeScores(all(4)).total).toBe(0);
    expect(qualityOfLifeScores(all(1)).sections.physical).toBe(75);
    expect(Object.keys(qualityOfLifeScores({}).sections)).toEqual(qolSections.map((s) => s.key));
  });
  it('a section needs at least half its items answered', () => {
    // School has three items: one answered is too few, two are enough.
    expect(qualityOfLifeScores({ 'school.missed': 2 }).sections.school).toBeNull();
    expect(qualityOfLifeScores({ 'school.missed': 2, 'school.focus': 4 }).sections.school).toBe(25);
    // Emotional has four: two answered is half.
    expect(qualityOfLifeScores({ 'emotional.sad': 0, 'emotional.afraid': 1 }).sections.emotional).toBe(87.5);
  });
  it('every item key is unique and sections carry both languages', () => {
    expect(new Set(qolItemKeys).size).toBe(qolItemKeys.length);
    for (const s of qolSections)
      for (const i of [s, ...s.items]) expect(i.label.ro && i.label.en).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import {
  associationFromAnswer,
  associationOfTumour,
  associationWarning,
  iccc3OfTumour,
  torontoOfTumour,
} from './coding-bridge';

describe('ICC3 association from codes (coding engine)', () => {
  const idOf = (level: number, code: string) => level * 1000 + code.length;
  it('a neuroblastoma of the adrenal gland is ICCC-3 IV', () => {
    expect(iccc3OfTumour({ topographyCode: 'C74.9', morphologyCode: '9500/3' })?.mainGroup).toBe('IV');
    expect(associationOfTumour({ topographyCode: 'C74.9', morphologyCode: '9500/3' }, idOf)).toMatchObject({
      isValidAssociation: true,
      icC3PrimaryId: 1002,
    });
  });
  it('an unparsable morphology or an unclassifiable pair is not a valid association', () => {
    expect(iccc3OfTumour({ topographyCode: 'C74.9', morphologyCode: 'xx' })).toBeNull();
    expect(
      associationOfTumour({ topographyCode: 'C74.9', morphologyCode: 'xx' }, idOf).isValidAssociation,
    ).toBe(false);
  });
  it('Toronto applies to a neuroblastoma and not to a benign tumour', () => {
    expect(
      torontoOfTumour({ topographyCode: 'C74.9', morphologyCode: '9500/3', ageAtDiagnostic: 3 })?.type,
    ).toBeTruthy();
    expect(
      torontoOfTumour({ topographyCode: 'C44.5', morphologyCode: '8000/0', ageAtDiagnostic: 3 }),
    ).toBeNull();
  });
});

describe('the association call answer as three levels', () => {
  const parents: Record<number, number> = { 111: 11, 11: 1 };
  const parentOf = (id: number) => parents[id] ?? null;
  it.each([
    [{ icc3Type: 3, icc3Id: 111, isValidAssociation: true }, [1, 11, 111], true],
    [{ icc3Type: 2, icc3Id: 11, isValidAssociation: true }, [1, 11, null], true],
    [{ icc3Type: 1, icc3Id: 1, isValidAssociation: false }, [1, null, null], false],
    [{ icc3Type: 3, icc3Id: null, isValidAssociation: false }, [null, null, null], false],
    [{ icc3Type: 7, icc3Id: 1, isValidAssociation: true }, [null, null, null], false],
    [null, [null, null, null], false],
  ])('%j', (answer, levels, valid) => {
    const a = associationFromAnswer(answer, parentOf);
    expect([a.icC3PrimaryId, a.icC3CategoryId, a.icC3SubcategoryId]).toEqual(levels);
    expect(a.isValidAssociation).toBe(valid);
    expect(associationWarning(a)).toBe(valid ? null : 'notification.invalidAssociation');
  });
});

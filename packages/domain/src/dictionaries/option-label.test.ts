import { describe, expect, it } from 'vitest';
import { optionLabel, readableCode, typedCode } from './option-label';

describe('one label rule for dictionary entries (issue 23 items 6 and 7)', () => {
  it('puts the code in front on the code-first lists only', () => {
    expect(optionLabel({ code: 'C74.9', text: 'Suprarenală' }, 'topography')).toBe('C74.9 – Suprarenală');
    expect(optionLabel({ code: '9500/3', text: 'Neuroblastom' }, 'morphology')).toBe('9500/3 – Neuroblastom');
    expect(optionLabel({ code: 'IV', text: 'Neuroblastom' }, 'iccc3MainGroup')).toBe('Neuroblastom');
    // A county's licence-plate code and a city's SIRUTA code: plain names, as in the notification form.
    expect(optionLabel({ code: 'BV', text: 'Brașov' }, 'county')).toBe('Brașov');
    expect(optionLabel({ code: '40278', text: 'Făgăraș' }, 'city')).toBe('Făgăraș');
    expect(optionLabel({ code: 'BV', text: 'Brașov' })).toBe('Brașov');
  });

  it('never shows a code that repeats the label or an internal English key', () => {
    expect(optionLabel({ code: 'HR-NBL1/SIOPEN', text: 'HR-NBL1/SIOPEN' }, 'topography')).toBe(
      'HR-NBL1/SIOPEN',
    );
    expect(optionLabel({ code: 'cisplatin', text: 'Cisplatină' }, 'morphology')).toBe('Cisplatină');
    expect(readableCode({ code: 'cisplatin', text: 'Cisplatin' })).toBeNull();
    expect(readableCode({ code: 'alive-disease-free', text: 'În viață, fără boală' })).toBeNull();
    expect(readableCode({ code: 'M', text: 'Masculin' })).toBe('M');
    expect(readableCode({ code: '0', text: 'Doar certificat de deces' })).toBe('0');
  });

  it('gives an import the code people type: the readable code, else the number', () => {
    expect(typedCode({ id: 1, code: 'alive-disease-free', text: 'În viață, fără boală' })).toBe('1');
    expect(typedCode({ id: 3, code: null, text: 'Decedat' })).toBe('3');
    expect(typedCode({ id: 2, code: 'F', text: 'Feminin' })).toBe('F');
  });
});

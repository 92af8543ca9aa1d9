import { describe, expect, it } from 'vitest';
import { codeOfIssue } from './issues';
import { catalogues, languageFromId, messageCode, splitMessageCode, translateCode } from './messages';

describe('message codes (spec 01 §8 underscore rule)', () => {
  it('splits a code into key and parameters', () => {
    expect(splitMessageCode('validation.lengthBetween_5_13')).toEqual({
      key: 'validation.lengthBetween',
      params: ['5', '13'],
    });
    expect(messageCode('validation.maxLength', 50)).toBe('validation.maxLength_50');
  });
  it('translates with parameters in both languages', () => {
    expect(translateCode('validation.maxLength_50', 'ro')).toBe('Introduceți maxim 50 caractere');
    expect(translateCode('validation.lengthBetween_5_13', 'en')).toBe('Enter between 5 and 13 characters');
  });
  it('returns an unknown code unchanged rather than losing it', () => {
    expect(translateCode('something.unknown', 'ro')).toBe('something.unknown');
  });
  it('has every Romanian key in English and the reverse', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.ro).sort());
  });
  it('keys never contain underscores, so the split is unambiguous', () => {
    expect(Object.keys(catalogues.ro).filter((k) => k.includes('_'))).toEqual([]);
  });
  it('language id 2 is English, anything else Romanian', () => {
    expect([languageFromId('2'), languageFromId(1), languageFromId(undefined), languageFromId('x')]).toEqual([
      'en',
      'ro',
      'ro',
      'ro',
    ]);
  });
});

describe('codeOfIssue', () => {
  it.each([
    [{ code: 'custom', message: 'validation.password' }, 'validation.password'],
    [{ code: 'invalid_type', input: undefined, message: 'Invalid input' }, 'validation.required'],
    [{ code: 'invalid_type', input: 42, message: 'Invalid input' }, 'validation.invalid'],
    [{ code: 'too_small', origin: 'string', minimum: 1 }, 'validation.required'],
    [{ code: 'too_small', origin: 'string', minimum: 5 }, 'validation.minLength_5'],
    [{ code: 'too_big', origin: 'string', maximum: 50 }, 'validation.maxLength_50'],
    [{ code: 'too_big', origin: 'number', maximum: 2 }, 'validation.invalid'],
    [{ code: 'invalid_format', message: 'Invalid email' }, 'validation.invalid'],
  ])('%j → %s', (issue, code) => {
    expect(codeOfIssue(issue)).toBe(code);
  });
});

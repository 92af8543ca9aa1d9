import { describe, expect, it } from 'vitest';
import { describeBadRequest } from './bad-request';

/** A stand-in catalogue: known keys get a recognisable text, params are shown. */
const catalogue: Record<string, string> = {
  'validation.required': 'Câmp obligatoriu',
  'validation.maxLength': 'Introduceți maxim {0} caractere',
  'auth.userLocked': 'Blocat {0} minute',
};
const translate = (key: string, params: string[]) => {
  const template = catalogue[key];
  if (!template) return [key, ...params].join('_');
  return template.replace(/\{(\d+)\}/g, (_, i) => params[Number(i)] ?? '');
};

describe('describeBadRequest (spec 01 §8, 400)', () => {
  it.each([
    ['a key with params', { errors: { key: 'auth.userLocked', params: [15] } }, 'Blocat 15 minute'],
    ['a key without params', { errors: { key: 'validation.required' } }, 'Câmp obligatoriu'],
    [
      'a string code split on underscores',
      { errors: 'validation.maxLength_50' },
      'Introduceți maxim 50 caractere',
    ],
    [
      'an array joined by "; "',
      { errors: ['validation.required', 'validation.maxLength_4000'] },
      'Câmp obligatoriu; Introduceți maxim 4000 caractere',
    ],
    [
      'a field map whose values are joined by ";"',
      { errors: { email: 'validation.required', name: 'validation.maxLength_250' } },
      'Câmp obligatoriu;Introduceți maxim 250 caractere',
    ],
    ['a field map of already translated texts', { errors: { email: 'Adresă invalidă' } }, 'Adresă invalidă'],
    ['a field whose value is a list', { errors: { email: ['validation.required'] } }, 'Câmp obligatoriu'],
    ['the body itself when there is no errors field', ['validation.required'], 'Câmp obligatoriu'],
    ['a bare string body', 'validation.maxLength_12', 'Introduceți maxim 12 caractere'],
    ['an unknown text as it came (underscores kept)', { errors: 'some_plain_text' }, 'some_plain_text'],
  ])('reads %s', (_, body, expected) => {
    expect(describeBadRequest(body, translate)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['an empty string', { errors: '' }],
    ['an empty array', { errors: [] }],
    ['an empty object', { errors: {} }],
    ['a framework envelope without errors', { statusCode: 400, error: 'Bad Request', message: 'body/x' }],
    ['a map of non-strings', { errors: { a: 1, b: null } }],
  ])('gives up on %s so the generic text is shown', (_, body) => {
    expect(describeBadRequest(body, translate)).toBeNull();
  });
});

import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ro from './locales/ro.json';
import { reasonText } from './reason-text';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'ro', resources: { ro: { translation: ro }, en: { translation: en } } }));

describe('a pair reason in words', () => {
  it('names the field and the outcome in Romanian, with the weight signed', () => {
    const t = i18n.getFixedT('ro');
    expect(reasonText(t, 'ro', { field: 'lastName', outcome: 'similar', weight: 4.2 })).toBe(
      'Nume: asemănător (o greșeală de tastare) +4,2',
    );
    expect(reasonText(t, 'ro', { field: 'sex', outcome: 'different', weight: -3 })).toBe('Sex: diferit -3,0');
  });

  it('says which CNP digits a keying error touched', () => {
    const t = i18n.getFixedT('ro');
    expect(reasonText(t, 'ro', { field: 'identifier', outcome: 'transposition:8-9', weight: 6.1 })).toBe(
      'CNP / identificator: cifrele 8 și 9 inversate +6,1',
    );
    expect(reasonText(t, 'ro', { field: 'identifier', outcome: 'substitution:5', weight: 5 })).toBe(
      'CNP / identificator: cifra 5 diferă +5,0',
    );
  });

  it('has words for every outcome the scorer writes, in both languages', () => {
    const outcomes = [
      'equal',
      'equal-folded',
      'shares-a-given-name',
      'similar',
      'different',
      'day-month-swapped',
      'year-off-by-one',
      'one-digit-off',
      'transposition:1-2',
      'substitution:3',
      // Issue 40: the twin model's outcomes.
      'variant',
      'different-names',
      'swapped-with-given-name',
      'swapped-with-surname',
      'one-day-off',
      'same-month',
      'two-valid-cnps',
      'other-valid-cnp',
      'possible-twins',
    ];
    for (const lng of ['ro', 'en']) {
      const t = i18n.getFixedT(lng);
      for (const outcome of outcomes) {
        const key = `duplicates.outcome.${outcome.split(':')[0]}`;
        expect(i18n.exists(key, { lng }), `${lng} ${outcome}`).toBe(true);
        expect(reasonText(t, lng, { field: 'birthdate', outcome, weight: 1 })).not.toContain('{{');
      }
    }
    expect(
      reasonText(i18n.getFixedT('en'), 'en', {
        field: 'birthdate',
        outcome: 'day-month-swapped',
        weight: 3.5,
      }),
    ).toBe('Date of birth: day and month swapped +3.5');
  });

  it('shows a code it does not know as written', () => {
    expect(
      reasonText(i18n.getFixedT('en'), 'en', { field: 'lastName', outcome: 'phonetic', weight: 1 }),
    ).toBe('Last name: phonetic +1.0');
  });
});

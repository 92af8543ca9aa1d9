import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ro from './locales/ro.json';

/** The cases export dialog counts the cases it will export: "1 caz", "2 cazuri", "20 de cazuri". */
const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'ro',
    resources: { ro: { translation: ro }, en: { translation: en } },
    interpolation: { escapeValue: false },
  }),
);

describe('cases export dialog intro: the count in its plural form', () => {
  it.each([
    ['ro', 1, '(1 caz).'],
    ['ro', 2, '(2 cazuri).'],
    ['ro', 20, '(20 de cazuri).'],
    ['en', 1, '(1 case).'],
    ['en', 2, '(2 cases).'],
  ])('%s, %i', (lng, count, ending) => {
    expect(i18n.getFixedT(lng)('reportsExport.intro', { count }).endsWith(ending)).toBe(true);
  });
});

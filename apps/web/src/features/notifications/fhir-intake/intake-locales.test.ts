import { describe, expect, it } from 'vitest';
import listEn from '../../notification-list/locales/en.json';
import listRo from '../../notification-list/locales/ro.json';
import en from '../locales/en.json';
import ro from '../locales/ro.json';

// Issue 43: the received panel and the list's column and filter, in both languages, no English in Romanian.
const flat = (node: unknown, path = '', into: Record<string, string> = {}) => {
  if (typeof node === 'string') into[path] = node;
  else if (node && typeof node === 'object')
    for (const [key, inner] of Object.entries(node)) flat(inner, path ? `${path}.${key}` : key, into);
  return into;
};
// Romanian has a "few" plural English has not; the keys are compared without their plural ending.
const stems = (texts: Record<string, string>) =>
  [...new Set(Object.keys(texts).map((k) => k.replace(/_(one|few|other)$/, '')))].sort();

const pairs = [
  ['panel', flat(ro.notification.fhirIntake), flat(en.notification.fhirIntake)],
  [
    'list',
    flat({
      column: listRo.notificationList.columns.receivedElectronically,
      filter: listRo.notificationList.filters.receivedElectronically,
      all: listRo.notificationList.filters.all,
      received: listRo.notificationList.received,
      chip: listRo.notificationList.chips.received,
    }),
    flat({
      column: listEn.notificationList.columns.receivedElectronically,
      filter: listEn.notificationList.filters.receivedElectronically,
      all: listEn.notificationList.filters.all,
      received: listEn.notificationList.received,
      chip: listEn.notificationList.chips.received,
    }),
  ],
] as const;

describe.each(pairs)('the %s texts', (_, roTexts, enTexts) => {
  it('say the same things in both languages', () => {
    expect(stems(roTexts)).toEqual(stems(enTexts));
    expect(Object.keys(roTexts).length).toBeGreaterThan(3);
  });

  it('never leave a Romanian text in English', () => {
    const same = Object.entries(roTexts).filter(([key, text]) => text === enTexts[key]);
    expect(same).toEqual([]);
    const english = /\b(the|received|mapped|fill in|bundle|show|hide|download|from|once|times|yes|all)\b/i;
    expect(Object.entries(roTexts).filter(([, text]) => english.test(text))).toEqual([]);
  });
});

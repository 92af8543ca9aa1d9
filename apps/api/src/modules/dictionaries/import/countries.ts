import { countryIdOf } from '@registry/domain';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ro from 'i18n-iso-countries/langs/ro.json' with { type: 'json' };
import type { Row } from './sync';

// Countries come from the i18n-iso-countries package (ISO 3166-1 codes, CLDR names; MIT, © widdix
// GmbH): the same data as shared/data/countries, without keeping a copy. Id = ISO numeric code,
// except Romania, which the spec numbers 1 (countryIdOf).
countries.registerLocale(en);
countries.registerLocale(ro);

export function countryRows(): Row[] {
  const rows = Object.entries(countries.getNumericCodes()).map(([numeric, alpha2]) => ({
    id: countryIdOf(Number(numeric)),
    alpha2,
    alpha3: countries.alpha2ToAlpha3(alpha2) ?? alpha2,
    label_ro: countries.getName(alpha2, 'ro') ?? alpha2,
    label_en: countries.getName(alpha2, 'en') ?? alpha2,
    sort_order: 0,
  }));
  rows.sort((a, b) => a.label_ro.localeCompare(b.label_ro, 'ro'));
  return rows.map((row, index) => ({ ...row, sort_order: index + 1 }));
}

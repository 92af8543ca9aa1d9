import type { Language } from '../../shared/messages';
import type { Cell } from '../export-layout';
import { ANONYMISED_AGE_GROUPS, type SuppressionPlan } from './k-anonymity';
import { NUTS2_REGIONS } from './regions';

/** The labels of the figures on the first sheet (the API tests read them back by label). */
export const ABOUT_FIGURES = {
  k: {
    ro: 'k (cel mai mic număr de rânduri cu aceleași valori)',
    en: 'k (fewest rows sharing the same values)',
  },
  selected: { ro: 'Cazuri selectate', en: 'Cases selected' },
  written: { ro: 'Rânduri în fișier', en: 'Rows in this file' },
  dropped: { ro: 'Rânduri suprimate (omise)', en: 'Rows suppressed (left out)' },
  regionsSuppressed: { ro: 'Regiuni suprimate (x)', en: 'Regions suppressed (x)' },
  smallestClass: { ro: 'Cea mai mică clasă din fișier', en: 'Smallest class in this file' },
} as const;

const TEXT = {
  ro: {
    sheet: 'Despre fișier',
    title: 'Export anonimizat al cazurilor de cancer pediatric',
    rule: [
      'Regula: fiecare combinație de cvasi-identificatori — anul diagnosticului, grupa de vârstă la diagnostic, sexul, regiunea de dezvoltare (NUTS-2) și grupa principală ICCC-3 — apare în cel puțin k = 5 rânduri.',
      'Generalizare: vârsta în grupe (<1, 1-4, 5-9, 10-14, 15-19, 20+) în locul datei nașterii; anul în locul datei diagnosticului; regiunea în locul județului și localității; grupa ICCC-3 în locul morfologiei și topografiei; intervale în zile de la diagnostic în locul datelor calendaristice; fără unitate, nume, CNP, identificatori, chei sau text liber.',
      'Suprimare: un rând din a cărui combinație există mai puțin de 5 rânduri își pierde regiunea (scrisă x); regiunile cele mai mici ale aceleiași celule dau rânduri până când și rândurile cu x sunt cel puțin 5. Cazurile unei celule an × grupă de vârstă × sex × grupă ICCC-3 cu mai puțin de 5 cazuri nu sunt scrise.',
      'Incidența și supraviețuirea pe grupă ICCC-3, sex, grupă de vârstă și an se calculează exact din rândurile scrise.',
    ],
    codes: [
      'Starea vitală: 1 în viață, 2 decedat, 9 necunoscut. Cenzurat: 1 în viață la ultimul contact, 0 deces. Tratament: 1 da, 0 nu, 9 necunoscut. Baza diagnosticului: cifra IARC (0 DCO … 7 histologie, 9 necunoscută).',
    ],
    regions: 'Regiuni',
    ageGroups: 'Grupe de vârstă',
  },
  en: {
    sheet: 'About this file',
    title: 'Anonymised export of paediatric cancer cases',
    rule: [
      'Rule: every combination of the quasi-identifiers — diagnosis year, age group at diagnosis, sex, development region (NUTS-2) and ICCC-3 main group — occurs in at least k = 5 rows.',
      'Generalisation: age groups (<1, 1-4, 5-9, 10-14, 15-19, 20+) instead of the birth date; the year instead of the diagnosis date; the region instead of county and city; the ICCC-3 group instead of morphology and topography; intervals in days from diagnosis instead of calendar dates; no unit, names, CNP, identifiers, keys or free text.',
      'Suppression: a row whose combination occurs in fewer than 5 rows loses its region (written x); the smallest regions of the same cell give rows until the rows with x are at least 5 as well. The cases of a year × age group × sex × ICCC-3 group cell with fewer than 5 cases are not written.',
      'Incidence and survival by ICCC-3 group, sex, age group and year are computed exactly from the rows written.',
    ],
    codes: [
      'Vital status: 1 alive, 2 dead, 9 unknown. Censored: 1 alive at the last contact, 0 death. Treatment: 1 given, 0 not given, 9 unknown. Basis of diagnosis: the IARC digit (0 DCO … 7 histology, 9 unknown).',
    ],
    regions: 'Regions',
    ageGroups: 'Age groups',
  },
} as const;

/** The first sheet: the rule, its k, what was suppressed, the codes (in the caller's language). */
export function anonymisedAboutSheet(
  plan: SuppressionPlan,
  language: Language,
): { name: string; rows: Cell[][] } {
  const t = TEXT[language];
  const figure = (key: keyof typeof ABOUT_FIGURES, value: number | null): Cell[] => [
    ABOUT_FIGURES[key][language],
    value,
  ];
  return {
    name: t.sheet,
    rows: [
      [t.title],
      [],
      ...t.rule.map((line) => [line]),
      [],
      figure('k', plan.k),
      figure('selected', plan.selected),
      figure('written', plan.selected - plan.dropped),
      figure('dropped', plan.dropped),
      figure('regionsSuppressed', plan.regionsSuppressed),
      figure('smallestClass', plan.smallestClass),
      [],
      ...t.codes.map((line) => [line]),
      [t.ageGroups, ANONYMISED_AGE_GROUPS.join(', ')],
      [t.regions],
      ...Object.entries(NUTS2_REGIONS).map(([code, name]) => [code, name.ro, name.en]),
    ],
  };
}

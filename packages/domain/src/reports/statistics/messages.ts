/** Message codes of the Reports page's API (population import, filters) in Romanian and English. */
import { messageCode } from '../../shared/messages';

export const statisticsMsg = {
  fileRequired: 'population.fileRequired',
  fileTooLarge: 'population.fileTooLarge',
  header: 'population.header',
  noLines: 'population.noLines',
  tooManyLines: (max: number) => messageCode('population.tooManyLines', max),
  columns: 'population.columns',
  year: 'population.year',
  county: 'population.county',
  sex: 'population.sex',
  ageGroup: 'population.ageGroup',
  count: 'population.count',
  duplicate: (line: number) => messageCode('population.duplicate', line),
  unknownIccc: 'reports.unknownIccc',
  unknownUnit: 'reports.unknownUnit',
  bandsOnly: 'reports.bandsOnly',
  filterNotPublished: 'reports.filterNotPublished',
} as const;

export const statisticsMessagesRo: Record<string, string> = {
  'population.fileRequired': 'Alegeți un fișier .csv',
  'population.fileTooLarge': 'Dimensiunea fișierului trebuie să fie mai mică de 5 MB',
  'population.header': 'Prima linie trebuie să fie antetul year,county,sex,age_group,population',
  'population.noLines': 'Fișierul nu conține nicio linie de populație',
  'population.tooManyLines': 'Fișierul are mai mult de {0} linii',
  'population.columns': 'Linia trebuie să aibă cinci valori: an, județ, sex, grupă de vârstă, populație',
  'population.year': 'Anul trebuie să fie un număr între 1900 și 2100',
  'population.county': 'Județ necunoscut: scrieți codul din două litere (de exemplu CJ, B pentru București)',
  'population.sex': 'Sexul trebuie să fie M sau F',
  'population.ageGroup': 'Grupa de vârstă trebuie să fie una dintre 0, 1-4, 5-9, 10-14, 15-19',
  'population.count': 'Populația trebuie să fie un număr întreg, zero sau mai mare',
  'population.duplicate': 'Aceeași combinație de an, județ, sex și grupă de vârstă apare și pe linia {0}',
  'reports.unknownIccc': 'Grupa ICCC-3 nu există',
  'reports.unknownUnit': 'Unitatea raportoare nu există',
  'reports.bandsOnly':
    'Cifrele cu valori mici ascunse se publică doar pe perioade fixe de cinci ani (de exemplu 2015–2019, 2020–2024)',
  'reports.filterNotPublished':
    'Această combinație de filtre nu se publică pentru rolul dumneavoastră: alegeți județul doar cu rânduri pe județe, grupa doar cu rânduri pe grupe, fără unitate raportoare',
};

export const statisticsMessagesEn: Record<string, string> = {
  'population.fileRequired': 'Choose a .csv file',
  'population.fileTooLarge': 'The file must be smaller than 5 MB',
  'population.header': 'The first line must be the header year,county,sex,age_group,population',
  'population.noLines': 'The file has no population lines',
  'population.tooManyLines': 'The file has more than {0} lines',
  'population.columns': 'The line must have five values: year, county, sex, age group, population',
  'population.year': 'The year must be a number from 1900 to 2100',
  'population.county': 'Unknown county: write its two-letter code (for example CJ, B for Bucharest)',
  'population.sex': 'Sex must be M or F',
  'population.ageGroup': 'The age group must be one of 0, 1-4, 5-9, 10-14, 15-19',
  'population.count': 'The population must be a whole number, zero or more',
  'population.duplicate': 'The same year, county, sex and age group is also on line {0}',
  'reports.unknownIccc': 'There is no such ICCC-3 group',
  'reports.unknownUnit': 'There is no such reporting unit',
  'reports.bandsOnly':
    'Figures with small counts hidden are published for fixed five-year periods only (for example 2015–2019, 2020–2024)',
  'reports.filterNotPublished':
    'This combination of filters is not published for your role: a county only with rows by county, a group only with rows by group, no reporting unit',
};

import type { CaseFilter } from '../../cases/contracts';
import { as, type ExportColumn, type ExportLayout } from '../export-layout';
import { allFieldColumns, identityColumns, reviewColumns } from './case-columns';

/** What can name or locate a child: never in the anonymised export. */
const IDENTIFYING = new Set([
  'caseId',
  'notificationId',
  'patientId',
  'identifier',
  'lastName',
  'firstName',
  'city',
  'address',
  'citySiruta',
]);

/**
 * Rich native for executives (GDPR art. 9: minimum necessary). Names, CNP, address and city are
 * dropped; so is every free text (an observation may name the child or a relative). Patient and
 * case ids become keyed hashes (HMAC-SHA256 with the registry's secret), stable across exports so
 * that analysts can link them, and every date is coarsened to month and year — not only birth,
 * diagnosis and death, since a surgery date is as identifying as a diagnosis date.
 */
function anonymise(column: ExportColumn): ExportColumn | null {
  if (IDENTIFYING.has(column.key) || column.key.endsWith('.citySiruta')) return null;
  if (column.coding.kind === 'text') return null;
  if (column.coding.kind === 'date') return { ...column, coding: as.monthYear };
  return column;
}

const pseudonyms: ExportColumn[] = [
  {
    key: 'patientKey',
    header: { ro: 'Cheie pacient (pseudonim)', en: 'Patient key (pseudonym)' },
    take: (r) => r.pseudonym?.patient,
    coding: as.text,
  },
  {
    key: 'caseKey',
    header: { ro: 'Cheie caz (pseudonim)', en: 'Case key (pseudonym)' },
    take: (r) => r.pseudonym?.case,
    coding: as.text,
  },
];

export const anonymisedLayout: ExportLayout = {
  id: 'anonymised-rich-native',
  fileName: 'CancerCasesAnonymizedRichNativeExport.xlsx',
  sheet: { ro: 'Cazuri anonimizate', en: 'Anonymised cases' },
  pseudonymise: true,
  columns: [
    ...pseudonyms,
    ...[
      ...identityColumns('labels'),
      ...allFieldColumns('labels'),
      ...reviewColumns('labels', false),
    ].flatMap((c) => anonymise(c) ?? []),
  ],
};

/** Filters on what the export removes: a row count per name, identifier or city would reveal who is in the registry. */
const IDENTIFYING_FILTERS = ['firstName', 'lastName', 'identifier', 'search', 'cityId'] as const;
/** Date bounds: the export coarsens dates to months, so a bound inside a month would undo it (one day, one child). */
const MONTH_START_FILTERS = ['diagnosticStartDate', 'notificationStartDate'] as const;
const MONTH_END_FILTERS = ['diagnosticEndDate', 'notificationEndDate'] as const;

const lastDayOfMonth = (iso: string) =>
  new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0)).getUTCDate();

/**
 * Why the anonymised export refuses a filter, or null when it may run: filters on a removed
 * attribute, and date bounds that are not whole months (first day of a month from, last day to).
 * Refused rather than widened, so that the file is never about another selection than the one asked.
 */
export function anonymisedFilterRefusal(filter: Partial<CaseFilter>): string | null {
  const f = filter as Record<string, unknown>;
  if (IDENTIFYING_FILTERS.some((key) => f[key] !== undefined && f[key] !== null && f[key] !== ''))
    return 'reports.identifyingFilter';
  const starts = MONTH_START_FILTERS.map((key) => f[key]).filter((v): v is string => typeof v === 'string');
  const ends = MONTH_END_FILTERS.map((key) => f[key]).filter((v): v is string => typeof v === 'string');
  if (
    starts.some((d) => d.slice(8, 10) !== '01') ||
    ends.some((d) => Number(d.slice(8, 10)) !== lastDayOfMonth(d))
  )
    return 'reports.partialMonthFilter';
  return null;
}

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

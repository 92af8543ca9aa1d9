import type { CaseFilter } from '../../cases/contracts';
import { ListId } from '../../dictionaries/list-ids';
import { NUTS2_REGIONS } from '../anonymisation/regions';
import { as, type ExportCase, type ExportColumn, type ExportLayout, exportDay } from '../export-layout';
import { daysBetween, followUpOf, icdo, lastKnownDate, treatmentFlag, vitalStatusOf } from './case-facts';

/**
 * The anonymised export (executives; spec 01 §9's dashboard button): one row per case, k-anonymous
 * (k = 5, `anonymisation/k-anonymity.ts`) on its quasi-identifiers — diagnosis year, age group, sex,
 * NUTS-2 region, ICCC-3 main group — and nothing finer: no names, identifiers, ids or keys, no
 * calendar dates (intervals in days from diagnosis instead), no county, city, morphology, topography,
 * unit or free text. What stays is what incidence and survival by group × sex × age × year need.
 */
const h = (ro: string, en: string) => ({ ro, en });
const column = (
  key: string,
  header: { ro: string; en: string },
  take: ExportColumn['take'],
  coding = as.raw,
) => ({
  key,
  header,
  take,
  coding,
});

/** Written where suppression blanked the region, as the Reports page writes a hidden count. */
export const SUPPRESSED_CELL = 'x';
const VITAL_STATUS = { alive: 1, dead: 2, unknown: 9 } as const;

const diagnosis = (r: ExportCase) => r.data.cancerDiagnostic?.diagnosticDate;
/** Days from diagnosis to a date of the record; a date before the diagnosis is an error, not an interval. */
const daysTo = (r: ExportCase, date: unknown) => {
  const days = daysBetween(diagnosis(r), exportDay(date));
  return days !== null && days >= 0 ? days : null;
};
const survival = (r: ExportCase, d: Parameters<typeof vitalStatusOf>[1]) =>
  vitalStatusOf(r, d) === 'unknown' ? null : daysTo(r, lastKnownDate(r, d));

export const anonymisedColumns: ExportColumn[] = [
  column('year', h('Anul diagnosticului', 'Diagnosis year'), (r) => r.anonymised?.year),
  column(
    'ageGroup',
    h('Grupa de vârstă la diagnostic', 'Age group at diagnosis'),
    (r) => r.anonymised?.ageGroup,
  ),
  column('sex', h('Sex', 'Sex'), (r) => r.anonymised?.sexId, as.label(ListId.gender)),
  column('region', h('Regiunea de dezvoltare (NUTS-2)', 'Development region (NUTS-2)'), (r) => {
    const a = r.anonymised;
    if (!a || a.regionSuppressed) return SUPPRESSED_CELL;
    // The regions' official names are Romanian in either language.
    return a.region ? `${a.region} ${NUTS2_REGIONS[a.region].ro}` : null;
  }),
  column(
    'icccGroup',
    h('Grupa principală ICCC-3', 'ICCC-3 main group'),
    (r) => r.anonymised?.icccGroupId,
    as.codeLabel('iccc3'),
  ),
  column(
    'basis',
    h('Baza diagnosticului', 'Basis of diagnosis'),
    (r) => r.data.cancerDiagnostic?.registrationBaseId,
    icdo.basis,
  ),
  column('vitalStatus', h('Starea vitală', 'Vital status'), (r, d) => VITAL_STATUS[vitalStatusOf(r, d)]),
  column(
    'survivalDays',
    h('Timp de supraviețuire (zile de la diagnostic)', 'Survival time (days from diagnosis)'),
    survival,
  ),
  column('censored', h('Cenzurat', 'Censored'), (r, d) => {
    const status = vitalStatusOf(r, d);
    return status === 'unknown' || survival(r, d) === null ? null : status === 'alive' ? 1 : 0;
  }),
  column(
    'daysToNotification',
    h('Zile de la diagnostic la notificare', 'Days from diagnosis to notification'),
    (r) => daysTo(r, r.notificationDate),
  ),
  column(
    'daysToLastContact',
    h('Zile de la diagnostic la ultimul contact', 'Days from diagnosis to last contact'),
    (r) => daysTo(r, r.data.notificationOverview?.lastContactDate),
  ),
  column('daysToSurgery', h('Zile de la diagnostic la chirurgie', 'Days from diagnosis to surgery'), (r) =>
    daysTo(r, r.data.cancerTreatment?.surgeryDate),
  ),
  column(
    'daysToChemotherapy',
    h('Zile de la diagnostic la chimioterapie', 'Days from diagnosis to chemotherapy'),
    (r) => daysTo(r, r.data.cancerTreatment?.chimioDate),
  ),
  column(
    'daysToRadiotherapy',
    h('Zile de la diagnostic la radioterapie', 'Days from diagnosis to radiotherapy'),
    (r) => daysTo(r, r.data.cancerTreatment?.radiotherapyDate),
  ),
  // The child's death, whichever tumour reported it (issue 39).
  column('daysToDeath', h('Zile de la diagnostic la deces', 'Days from diagnosis to death'), (r, d) =>
    daysTo(r, followUpOf(r, d).deathDate),
  ),
  column('surgery', h('Chirurgie', 'Surgery'), (r) => treatmentFlag(r.data.cancerTreatment, 'hasSurgery')),
  column('chemotherapy', h('Chimioterapie', 'Chemotherapy'), (r) =>
    treatmentFlag(r.data.cancerTreatment, 'hasChimio'),
  ),
  column('radiotherapy', h('Radioterapie', 'Radiotherapy'), (r) =>
    treatmentFlag(r.data.cancerTreatment, 'hasRadio'),
  ),
  column('transplant', h('Transplant', 'Stem cell transplant'), (r) =>
    treatmentFlag(r.data.cancerTreatment, 'hasTransplant'),
  ),
];

/** The file's quasi-identifier columns: what its k-anonymity is measured on. */
export const ANONYMISED_QUASI_IDENTIFIERS = ['year', 'ageGroup', 'sex', 'region', 'icccGroup'] as const;

export const anonymisedLayout: ExportLayout = {
  id: 'anonymised-rich-native',
  fileName: 'CancerCasesAnonymizedRichNativeExport.xlsx',
  sheet: { ro: 'Cazuri anonimizate', en: 'Anonymised cases' },
  columns: anonymisedColumns,
};

/** List noise every list body carries: paging and sort do not change the rows an export holds. */
const IGNORED = new Set(['take', 'skip', 'sortBy', 'sortDesc']);
const DIAGNOSIS_BOUNDS = new Set(['diagnosticStartDate', 'diagnosticEndDate']);
const given = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== false;

/**
 * Why the anonymised export refuses a filter, or null when it may run. It covers every case, or
 * whole diagnosis years: a filter on anything finer than the file shows (a unit, county, city,
 * tumour code, notification or review dates, a name) would make the file's rows all share that value
 * and, by the intervals that match row to row, let two exports be laid over each other — undoing the
 * generalisation. Whole years are safe: the file shows the year, and its classes never cross years.
 * Refused rather than widened, so that the file is never about another selection than the one asked.
 */
export function anonymisedFilterRefusal(filter: Partial<CaseFilter>): string | null {
  const entries = Object.entries(filter as Record<string, unknown>).filter(
    ([key, v]) => !IGNORED.has(key) && given(v),
  );
  if (entries.some(([key]) => !DIAGNOSIS_BOUNDS.has(key))) return 'reports.identifyingFilter';
  const f = filter as Record<string, unknown>;
  const start = f.diagnosticStartDate;
  const end = f.diagnosticEndDate;
  if (
    (typeof start === 'string' && start.slice(5, 10) !== '01-01') ||
    (typeof end === 'string' && end.slice(5, 10) !== '12-31')
  )
    return 'reports.partialYearFilter';
  return null;
}

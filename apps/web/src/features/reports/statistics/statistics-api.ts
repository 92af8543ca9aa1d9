import { request } from '../../../shared/http/http-client';

// PLACEHOLDER shapes until the contracts land in @registry/domain/reports/statistics.
export type Sex = 'M' | 'F';
export type ReportFilter = {
  yearFrom: number;
  yearTo: number;
  countyId: number | null;
  sex: Sex | null;
  icccGroup: string | null;
  by: 'year' | 'unit';
};
/** A count; null when suppressed for an executive (1–4). */
export type Count = number | null;

export const AGE_GROUPS = ['0', '1-4', '5-9', '10-14', '15-19'] as const;

export type IncidenceRow = {
  group: string;
  cases: Count;
  byAge: Count[];
  crudeRate: number | null;
  ageSpecificRates: (number | null)[];
  standardisedRate: number | null;
};
export type IncidenceAnswer = {
  rows: IncidenceRow[];
  total: IncidenceRow;
  hasDenominators: boolean;
  standardPopulation: string | null;
  suppressed: boolean;
};

export type QualityRow = {
  key: string;
  label: string;
  cases: Count;
  microscopicallyVerified: number | null;
  deathCertificateOnly: number | null;
  unknownBasis: number | null;
  unspecifiedIccc: number | null;
  unknownAge: number | null;
  unresolvedWarnings: number | null;
  daysToNotification: number | null;
  daysToCompletion: number | null;
  daysToReview: number | null;
};
export type QualityAnswer = { rows: QualityRow[]; suppressed: boolean };

export type SurvivalPoint = { years: number; survival: number; lower: number; upper: number; atRisk: Count };
export type SurvivalRow = {
  group: string;
  period: string;
  cases: Count;
  withoutFollowUp: Count;
  at: {
    years: 1 | 3 | 5;
    survival: number | null;
    lower: number | null;
    upper: number | null;
    atRisk: Count;
  }[];
  curve: SurvivalPoint[];
};
export type SurvivalAnswer = { rows: SurvivalRow[]; suppressed: boolean };

export type PopulationSummary = { years: { year: number; counties: number; total: number }[] };
export type PopulationImportAnswer = { imported: number; errors: { line: number; message: string }[] };

const thisYear = new Date().getFullYear();
export const defaultFilter: ReportFilter = {
  yearFrom: thisYear - 9,
  yearTo: thisYear,
  countyId: null,
  sex: null,
  icccGroup: null,
  by: 'year',
};

const report =
  <T>(name: string) =>
  (filter: ReportFilter, signal?: AbortSignal) =>
    request<T>(`/api/report/${name}`, { method: 'POST', body: filter, signal });

export const fetchIncidence = report<IncidenceAnswer>('incidence');
export const fetchQuality = report<QualityAnswer>('data-quality');
export const fetchSurvival = report<SurvivalAnswer>('survival');

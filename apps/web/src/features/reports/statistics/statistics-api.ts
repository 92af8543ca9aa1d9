import type {
  IncidenceAnswer,
  IncidenceQuery,
} from '@registry/domain/reports/statistics/contracts-incidence';
import type {
  DataQualityAnswer,
  DataQualityQuery,
} from '@registry/domain/reports/statistics/contracts-quality';
import type { IcccMainGroup, ReportSex } from '@registry/domain/reports/statistics/contracts-shared';
import type { SurvivalAnswer, SurvivalQuery } from '@registry/domain/reports/statistics/contracts-survival';
import { BAND_YEARS, bandStart } from '@registry/domain/reports/statistics/published-bands';
import { request } from '../../../shared/http/http-client';

export type { DataQualityAnswer, IncidenceAnswer, SurvivalAnswer };

/**
 * What the filter bar holds. Each report takes the part it understands (data quality has no county,
 * sex or group; survival groups years into periods), so switching tabs keeps every choice.
 */
export type ReportFilter = {
  yearFrom: number;
  yearTo: number;
  countyId: number | null;
  sex: ReportSex | null;
  iccc: IcccMainGroup | null;
  incidenceBy: IncidenceQuery['by'];
  qualityBy: DataQualityQuery['by'];
  /** Data quality of one reporting unit only (year × unit), chosen from the per-unit table. */
  qualityUnit: { id: number; name: string } | null;
  periodLength: number;
  /**
   * The caller sees only suppressed figures (executives, issue 38): the server answers fixed five-year
   * bands only, a county only with rows by county, a group only with rows by group, no unit's years.
   */
  bands: boolean;
};

const thisYear = new Date().getFullYear();
export const defaultFilter: ReportFilter = {
  yearFrom: thisYear - 9,
  yearTo: thisYear,
  countyId: null,
  sex: null,
  iccc: null,
  incidenceBy: 'group',
  qualityBy: 'year',
  qualityUnit: null,
  periodLength: 5,
  bands: false,
};

/** The first filter of a suppressed-figures role: the last whole band. */
export const bandFilter = (): ReportFilter => {
  const yearFrom = bandStart(thisYear - BAND_YEARS + 1);
  return {
    ...defaultFilter,
    yearFrom,
    yearTo: yearFrom + BAND_YEARS - 1,
    periodLength: BAND_YEARS,
    bands: true,
  };
};

/** Optional fields are left out, not sent as null: the contracts take them as absent. */
const present = <T extends Record<string, unknown>>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)) as T;

export const incidenceBody = (f: ReportFilter) =>
  present({
    yearFrom: f.yearFrom,
    yearTo: f.yearTo,
    // Fixed bands: a county is a line of the by-county table, a group one of the by-group table.
    countyId: f.bands && f.incidenceBy !== 'county' ? null : f.countyId,
    sex: f.sex,
    iccc: f.bands && f.incidenceBy !== 'group' ? null : f.iccc,
    by: f.incidenceBy,
  });
export const qualityBody = (f: ReportFilter) =>
  present({
    yearFrom: f.yearFrom,
    yearTo: f.yearTo,
    by: f.qualityBy,
    unitId: f.bands ? undefined : f.qualityUnit?.id,
  });
/** The table's body; the page also asks for the curves, which the xlsx does not need. */
export const survivalBody = (f: ReportFilter, curve = false) =>
  present({
    periodFrom: f.yearFrom,
    periodTo: f.yearTo,
    periodLength: f.bands ? BAND_YEARS : f.periodLength,
    iccc: f.iccc,
    curve,
  });

const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  request<T>(`/api/report/${path}`, { method: 'POST', body, signal });

export const fetchIncidence = (f: ReportFilter, signal?: AbortSignal) =>
  post<IncidenceAnswer>('incidence', incidenceBody(f), signal);
export const fetchQuality = (f: ReportFilter, signal?: AbortSignal) =>
  post<DataQualityAnswer>('data-quality', qualityBody(f), signal);
export const fetchSurvival = (f: ReportFilter, signal?: AbortSignal) =>
  post<SurvivalAnswer>('survival', survivalBody(f, true), signal);

export type { SurvivalQuery };

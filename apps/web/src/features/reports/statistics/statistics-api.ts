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
};

/** Optional fields are left out, not sent as null: the contracts take them as absent. */
const present = <T extends Record<string, unknown>>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)) as T;

export const incidenceBody = (f: ReportFilter) =>
  present({
    yearFrom: f.yearFrom,
    yearTo: f.yearTo,
    countyId: f.countyId,
    sex: f.sex,
    iccc: f.iccc,
    by: f.incidenceBy,
  });
export const qualityBody = (f: ReportFilter) =>
  present({ yearFrom: f.yearFrom, yearTo: f.yearTo, by: f.qualityBy, unitId: f.qualityUnit?.id });
/** The table's body; the page also asks for the curves, which the xlsx does not need. */
export const survivalBody = (f: ReportFilter, curve = false) =>
  present({
    periodFrom: f.yearFrom,
    periodTo: f.yearTo,
    periodLength: f.periodLength,
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

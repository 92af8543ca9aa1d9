import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import { FileKind } from '@registry/domain/documents/contracts';
import type { Patient, PatientListItem } from '@registry/domain/patient/contracts';
import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { download, request, saveFile } from '../../../shared/http/http-client';
import { HttpError } from '../../../shared/http/http-error';
import type { ListAnswer, ListQuery } from '../../../shared/list/list-page';
import { navigateTo } from '../../../shared/navigation';
import { showError } from '../../../shared/ui/ui-events';

export type PatientFilters = {
  reportingUnitId: number | null;
  isSocialCase: boolean | null;
  emailConfirmed: boolean | null;
  genderId: number | null;
};
export const noPatientFilters: PatientFilters = {
  reportingUnitId: null,
  isSocialCase: null,
  emailConfirmed: null,
  genderId: null,
};

export type SavedPatient = Patient & { warning: string | null };

/** Another unit's patient answers 404 and a role without patients 403: pages, not dialogs. */
async function orErrorPage<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) navigateTo('/access-denied', { replace: true });
    else if (error instanceof HttpError && error.status === 404)
      navigateTo('/page-not-found', { replace: true });
    else if (error instanceof HttpError) showError(error.notice);
    throw error;
  }
}

export const findPatients = (query: ListQuery<PatientFilters>, signal: AbortSignal) =>
  orErrorPage(
    request<ListAnswer<PatientListItem>>('/api/patient/filter', { body: query, signal, showErrors: false }),
  );

export const getPatient = (id: number) =>
  orErrorPage(request<Patient>(`/api/patient/${id}`, { showErrors: false }));

/** Multipart; errors come back to the form, which puts them on its fields. */
export const savePatient = (body: FormData) =>
  request<SavedPatient>('/api/patient', { body, busy: true, showErrors: false });

/** A stored agreement (kind 2) or social survey (kind 3) of the patient. */
export async function downloadPatientFile(storageName: string, kind: number, name: string) {
  const file = await download(`/api/document/${encodeURIComponent(storageName)}/${kind}`, { busy: true });
  saveFile(file, file.fileName ?? name);
}
export { FileKind };

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;
const list = (path: string) => () => request<DictionaryListItem[]>(path);
/** Spec 01 §3: dictionary list 2 is the country list (code = ISO alpha-2), 7 the genders. */
const COUNTRY_LIST = 2;
const GENDER_LIST = 7;

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['geo', 'countries', i18n.language],
    queryFn: list(`/api/language/lists/${COUNTRY_LIST}`),
    ...forever,
  });
}

/** Only Romania has counties and SIRUTA cities; abroad the city is typed. */
export function useCounties(countryId: number | null) {
  return useQuery({
    queryKey: ['geo', 'counties', countryId],
    queryFn: list(`/api/language/county/${countryId}`),
    enabled: countryId === ROMANIA_COUNTRY_ID,
    ...forever,
  });
}

export function useCities(countyId: number | null) {
  return useQuery({
    queryKey: ['geo', 'cities', countyId],
    queryFn: list(`/api/language/city/${countyId}`),
    enabled: countyId !== null,
    ...forever,
  });
}

export function useGenders() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', GENDER_LIST, i18n.language],
    queryFn: list(`/api/language/lists/${GENDER_LIST}`),
    ...forever,
  });
}

export type UnitChoice = { id: number; text: string };
/** The unit filter's choices; the server gives reporters only their own units. */
export function useUnitChoices() {
  return useQuery({
    queryKey: ['reporting-unit', 'ddl'],
    queryFn: () => request<UnitChoice[]>('/api/reporting-unit/ddl'),
    staleTime: 5 * 60_000,
  });
}

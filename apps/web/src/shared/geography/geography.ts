import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../http/http-client';

/** Spec 01 §3: dictionary list 2 is the country list (id = ISO numeric, code = ISO alpha-2). */
const COUNTRY_LIST = 2;
const list = (path: string) => () => request<DictionaryListItem[]>(path);
/** Geography does not change while the app is open; labels follow the language. */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['geo', 'countries', i18n.language],
    queryFn: list(`/api/language/lists/${COUNTRY_LIST}`),
    ...forever,
  });
}

/** Only Romania has counties (and SIRUTA cities); elsewhere the city is typed. */
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

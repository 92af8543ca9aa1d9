import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportFilter } from './statistics-api';

/**
 * A report for the filter on screen. The previous answer stays up while the next one loads, so
 * changing a filter does not blank the chart; each filter is its own cache entry, so going back to
 * one is instant. The server labels the rows (ICCC-3 groups, counties, "All groups") in the
 * request's language, so the language is part of the key: switching it asks again (issue 23 item 7).
 */
export function useReport<T>(
  name: string,
  fetch: (filter: ReportFilter, signal: AbortSignal) => Promise<T>,
  filter: ReportFilter,
  refresh = 0,
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['report', name, filter, refresh, i18n.language],
    queryFn: ({ signal }) => fetch(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

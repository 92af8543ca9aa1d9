import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFilter } from './statistics-api';

/**
 * A report for the filter on screen. The previous answer stays up while the next one loads, so
 * changing a filter does not blank the chart; each filter is its own cache entry, so going back to
 * one is instant.
 */
export function useReport<T>(
  name: string,
  fetch: (filter: ReportFilter, signal: AbortSignal) => Promise<T>,
  filter: ReportFilter,
  refresh = 0,
) {
  return useQuery({
    queryKey: ['report', name, filter, refresh],
    queryFn: ({ signal }) => fetch(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

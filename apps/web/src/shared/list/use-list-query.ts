import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useToolbarSearch } from '../search/toolbar-search';
import { type ListSettings, readListPlace, writeListPlace } from './list-settings';
import type { FilterValues, ListAnswer, ListQuery, SortState } from './list-types';
import { nextSort, pageCountOf, skipOf } from './page-window';

/** Every list's cache entries start with this, so a screen can reload its list after a save. */
export const listQueryKey = (screen: string) => ['list', screen] as const;

/** Reloads a screen's list (after a dialog saved, for instance). */
export function useReloadList(screen: string) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: listQueryKey(screen) }), [client, screen]);
}

type Options<T, F extends FilterValues> = {
  screen: string;
  settings: ListSettings;
  defaultSort: SortState;
  defaultFilters: F;
  fetch: (query: ListQuery<F>, signal: AbortSignal) => Promise<ListAnswer<T>>;
  /** Come back to the page, sort and filters the screen had (returning from a record). */
  restore?: boolean;
};

/**
 * The list's state (page, sort, filters, the toolbar search) and its server call. A new search or
 * filter goes back to page 1 (spec 01 §4); the previous page stays on screen while the next loads.
 */
export function useListQuery<T, F extends FilterValues>(options: Options<T, F>) {
  const { screen, settings, defaultSort, defaultFilters, fetch } = options;
  const { term } = useToolbarSearch();
  const [place] = useState(() => (options.restore ? readListPlace(screen, defaultFilters) : null));
  const [page, setPage] = useState(place?.page ?? 1);
  const [sort, setSort] = useState(place?.sort ?? defaultSort);
  const [filters, setFilters] = useState(() => (place?.filters as F | undefined) ?? defaultFilters);
  useEffect(() => writeListPlace(screen, { page, sort, filters, term }), [screen, page, sort, filters, term]);
  const [seen, setSeen] = useState({ term, pageSize: settings.pageSize });
  // Adjusting state while rendering (not in an effect) so the stale page is never requested.
  if (seen.term !== term || seen.pageSize !== settings.pageSize) {
    setSeen({ term, pageSize: settings.pageSize });
    setPage(1);
  }

  const query = {
    ...filters,
    take: settings.pageSize,
    skip: skipOf(page, settings.pageSize),
    sortBy: sort.by,
    sortDesc: sort.desc,
    search: term || null,
  } as ListQuery<F>;

  const result = useQuery({
    queryKey: [...listQueryKey(screen), query],
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
  });

  const totalRows = result.data?.totalRows ?? 0;
  const pageCount = pageCountOf(totalRows, settings.pageSize);
  // After a delete empties the last page, step back to the new last one.
  useEffect(() => {
    if (result.data && !result.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [result.data, result.isPlaceholderData, page, pageCount]);

  return {
    items: result.data?.items ?? [],
    totalRows,
    pageCount,
    page,
    setPage,
    sort,
    sortOn: (by: string) => {
      setSort((current) => nextSort(current, by));
      setPage(1);
    },
    setSort: (next: SortState) => {
      setSort(next);
      setPage(1);
    },
    filters,
    changeFilters: (patch: Partial<F>) => {
      setFilters((current) => ({ ...current, ...patch }));
      setPage(1);
    },
    resetFilters: () => {
      setFilters(defaultFilters);
      setPage(1);
    },
    loading: result.isPending,
    fetching: result.isFetching,
    failed: result.isError && !result.data,
    reload: result.refetch,
  };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToolbarSearchProvider, useToolbarSearch } from '../search/toolbar-search';
import { DisplayMode } from './list-settings';
import type { ListQuery } from './list-types';
import { useListQuery } from './use-list-query';

type Filters = { typeId: number | null };

function setup(restore = false) {
  const fetch = vi.fn(async (query: ListQuery<Filters>) => ({
    items: [query.skip],
    totalRows: 100,
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToolbarSearchProvider target="search.targets.unitName" resetKey="/units" restore={restore}>
        {children}
      </ToolbarSearchProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(
    ({ pageSize }) => ({
      list: useListQuery<number, Filters>({
        screen: 'test',
        settings: { pageSize, displayMode: DisplayMode.table },
        defaultSort: { by: null, desc: false },
        defaultFilters: { typeId: null },
        fetch,
        restore,
      }),
      search: useToolbarSearch(),
    }),
    { wrapper, initialProps: { pageSize: 8 } },
  );
  const lastQuery = () => fetch.mock.calls[fetch.mock.calls.length - 1][0];
  return { hook, fetch, lastQuery };
}

describe('list query (spec 01 §4 list behaviour)', () => {
  it('asks for skip = (page − 1) × size with the sort and filters', async () => {
    const { hook, lastQuery } = setup();
    await waitFor(() => expect(hook.result.current.list.items).toEqual([0]));
    act(() => hook.result.current.list.setPage(3));
    await waitFor(() => expect(lastQuery()).toMatchObject({ take: 8, skip: 16, search: null, typeId: null }));
    expect(hook.result.current.list.pageCount).toBe(13);
  });

  it('a filter, a search, a page size or a sort goes back to page 1', async () => {
    const { hook, lastQuery } = setup();
    const toPage3 = async () => {
      act(() => hook.result.current.list.setPage(3));
      await waitFor(() => expect(lastQuery().skip).toBe(16 * (lastQuery().take / 8)));
    };
    await toPage3();
    act(() => hook.result.current.list.changeFilters({ typeId: 2 }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ skip: 0, typeId: 2 }));

    await toPage3();
    act(() => hook.result.current.search.setTerm('cluj'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ skip: 0, search: 'cluj' }));

    await toPage3();
    act(() => hook.result.current.list.sortOn('name'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ skip: 0, sortBy: 'name', sortDesc: false }));
    act(() => hook.result.current.list.sortOn('name'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'name', sortDesc: true }));

    await toPage3();
    hook.rerender({ pageSize: 16 });
    await waitFor(() => expect(lastQuery()).toMatchObject({ skip: 0, take: 16 }));
  });

  it('Reset puts the filters back to "any"', async () => {
    const { hook, lastQuery } = setup();
    act(() => hook.result.current.list.changeFilters({ typeId: 4 }));
    await waitFor(() => expect(lastQuery().typeId).toBe(4));
    act(() => hook.result.current.list.resetFilters());
    await waitFor(() => expect(lastQuery().typeId).toBeNull());
  });
});

describe('coming back to a list (issue 18: "Back to list" kept neither page nor filters)', () => {
  it('returns to the page, sort, filters and search the list had; a fresh visit starts afresh', async () => {
    sessionStorage.clear();
    const first = setup();
    act(() => first.hook.result.current.search.setTerm('cluj'));
    act(() => first.hook.result.current.list.changeFilters({ typeId: 2 }));
    act(() => first.hook.result.current.list.sortOn('name'));
    act(() => first.hook.result.current.list.setPage(3));
    await waitFor(() =>
      expect(first.lastQuery()).toMatchObject({ skip: 16, typeId: 2, sortBy: 'name', search: 'cluj' }),
    );
    first.hook.unmount();

    const back = setup(true);
    await waitFor(() => expect(back.fetch).toHaveBeenCalled());
    // The very first request is already the remembered place: no detour through page 1.
    expect(back.fetch.mock.calls[0][0]).toMatchObject({
      skip: 16,
      typeId: 2,
      sortBy: 'name',
      search: 'cluj',
    });
    expect(back.hook.result.current.list.page).toBe(3);
    back.hook.unmount();

    const fresh = setup(false);
    await waitFor(() => expect(fresh.fetch).toHaveBeenCalled());
    expect(fresh.fetch.mock.calls[0][0]).toMatchObject({ skip: 0, typeId: null, sortBy: null, search: null });
  });
});

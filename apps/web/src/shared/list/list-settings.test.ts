import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DisplayMode,
  readHiddenColumns,
  readListSettings,
  useHiddenColumns,
  useListSettings,
  writeListSettings,
} from './list-settings';
import { scrollEdges } from './scroll-edges';

describe('remembered list settings (spec 01 §2.4, §9)', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to 8 a page and the table, or the screen default', () => {
    expect(readListSettings('employees')).toEqual({ pageSize: 8, displayMode: DisplayMode.table });
    expect(readListSettings('units', 16)).toEqual({ pageSize: 16, displayMode: DisplayMode.table });
  });

  it('remembers each screen separately', () => {
    writeListSettings('units', { pageSize: 4, displayMode: DisplayMode.grid });
    expect(readListSettings('units', 16)).toEqual({ pageSize: 4, displayMode: DisplayMode.grid });
    expect(readListSettings('employees')).toEqual({ pageSize: 8, displayMode: DisplayMode.table });
  });

  it('ignores a stored size that is not offered and unreadable storage', () => {
    localStorage.setItem('registry.list.units', JSON.stringify({ pageSize: 7, displayMode: 9 }));
    expect(readListSettings('units', 16)).toEqual({ pageSize: 16, displayMode: DisplayMode.table });
    localStorage.setItem('registry.list.units', '{not json');
    expect(readListSettings('units', 16)).toEqual({ pageSize: 16, displayMode: DisplayMode.table });
  });

  it('the hook stores a change and a new mount reads it back', () => {
    const first = renderHook(() => useListSettings('units', 16));
    act(() => first.result.current[1]({ pageSize: 20 }));
    act(() => first.result.current[1]({ displayMode: DisplayMode.grid }));
    expect(first.result.current[0]).toEqual({ pageSize: 20, displayMode: DisplayMode.grid });
    first.unmount();
    const again = renderHook(() => useListSettings('units', 16));
    expect(again.result.current[0]).toEqual({ pageSize: 20, displayMode: DisplayMode.grid });
  });
});

describe('a phone starts with the cards (issue 18: the table hid the actions beyond the edge)', () => {
  const asPhone = (phone: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: phone && query.includes('max-width: 599'),
      media: query,
    }));
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows cards below 600 px and the table above, until the user chooses', () => {
    asPhone(true);
    expect(readListSettings('cases').displayMode).toBe(DisplayMode.grid);
    asPhone(false);
    expect(readListSettings('cases').displayMode).toBe(DisplayMode.table);
  });

  it("keeps the user's choice of the table on the phone, and a page size alone does not fix the view", () => {
    asPhone(false);
    const desktop = renderHook(() => useListSettings('notifications'));
    act(() => desktop.result.current[1]({ pageSize: 16 }));
    desktop.unmount();
    asPhone(true);
    expect(readListSettings('notifications')).toEqual({ pageSize: 16, displayMode: DisplayMode.grid });

    const phone = renderHook(() => useListSettings('notifications'));
    act(() => phone.result.current[1]({ displayMode: DisplayMode.table }));
    phone.unmount();
    expect(readListSettings('notifications')).toEqual({ pageSize: 16, displayMode: DisplayMode.table });
  });
});

describe('the columns a user hides are remembered per list (issue 23 item 9)', () => {
  beforeEach(() => localStorage.clear());
  const ids = ['identifier', 'name', 'county', 'topography'];

  it('a hidden column stays hidden on the next visit, on that list only, beside the display mode', () => {
    writeListSettings('cases', { displayMode: DisplayMode.table });
    const first = renderHook(() => useHiddenColumns('cases', ids));
    act(() => first.result.current.toggle('county'));
    act(() => first.result.current.toggle('topography'));
    act(() => first.result.current.toggle('topography'));
    expect(first.result.current.hidden).toEqual(['county']);
    first.unmount();
    const again = renderHook(() => useHiddenColumns('cases', ids));
    expect(again.result.current.hidden).toEqual(['county']);
    expect(readHiddenColumns('notifications', ids)).toEqual([]);
    // The display mode, stored under the same key, is kept.
    expect(readListSettings('cases').displayMode).toBe(DisplayMode.table);
    act(() => again.result.current.showAll());
    expect(readHiddenColumns('cases', ids)).toEqual([]);
  });

  it('never hides the first column, and drops ids the list no longer has', () => {
    localStorage.setItem(
      'registry.list.cases',
      JSON.stringify({ hiddenColumns: ['identifier', 'gone', 'name', 7] }),
    );
    expect(readHiddenColumns('cases', ids)).toEqual(['name']);
    localStorage.setItem('registry.list.cases', JSON.stringify({ hiddenColumns: 'name' }));
    expect(readHiddenColumns('cases', ids)).toEqual([]);
  });
});

describe('a table says when more columns lie beyond an edge (issue 23 item 9)', () => {
  it('flags the right edge of a table wider than its box, then the left once scrolled', () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 1068, scrollWidth: 2550 })).toEqual({
      left: false,
      right: true,
    });
    expect(scrollEdges({ scrollLeft: 700, clientWidth: 1068, scrollWidth: 2550 })).toEqual({
      left: true,
      right: true,
    });
    expect(scrollEdges({ scrollLeft: 1482, clientWidth: 1068, scrollWidth: 2550 })).toEqual({
      left: true,
      right: false,
    });
    // A few pixels over (a header's last letters) is no column: no cue.
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 358, scrollWidth: 370 })).toEqual({
      left: false,
      right: false,
    });
  });
});

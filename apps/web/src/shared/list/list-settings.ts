import { PAGE_SIZES } from '@registry/domain/shared/list';
import { useCallback, useState } from 'react';
import type { FilterValues, SortState } from './list-types';

/** Spec 01 §3 display mode: table 1, grid 2. */
export const DisplayMode = { table: 1, grid: 2 } as const;
export type DisplayModeId = (typeof DisplayMode)[keyof typeof DisplayMode];

/** Spec 01 §9: the general default is 8 rows and the table view (the unit list overrides to 16). */
export const DEFAULT_PAGE_SIZE = 8;

export type ListSettings = { pageSize: number; displayMode: DisplayModeId };

const storageKey = (screen: string) => `registry.list.${screen}`;

/**
 * Spec 01 §9 starts every list as a table; below the small breakpoint (600 px) a table of many
 * columns hides the actions beyond the edge (issue 18), so a phone starts with the cards instead.
 * Either way the user's own choice, once made, wins.
 */
const PHONE_QUERY = '(max-width: 599.95px)';

export function defaultDisplayMode(): DisplayModeId {
  const phone = typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true;
  return phone ? DisplayMode.grid : DisplayMode.table;
}

function readStored(screen: string): Partial<ListSettings> {
  try {
    const stored = JSON.parse(
      localStorage.getItem(storageKey(screen)) ?? 'null',
    ) as Partial<ListSettings> | null;
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

/** What the user chose on this screen; what they never chose (or is unreadable) takes the default. */
export function readListSettings(screen: string, defaultPageSize = DEFAULT_PAGE_SIZE): ListSettings {
  const stored = readStored(screen);
  return {
    pageSize: (PAGE_SIZES as readonly number[]).includes(stored.pageSize ?? -1)
      ? (stored.pageSize as number)
      : defaultPageSize,
    displayMode:
      stored.displayMode === DisplayMode.grid || stored.displayMode === DisplayMode.table
        ? stored.displayMode
        : defaultDisplayMode(),
  };
}

/** Stores only what the user changed, so a page size chosen on a desktop does not fix the phone's view. */
export function writeListSettings(screen: string, chosen: Partial<ListSettings>) {
  try {
    localStorage.setItem(storageKey(screen), JSON.stringify({ ...readStored(screen), ...chosen }));
  } catch {
    // Private mode or a full storage: the choice just isn't remembered.
  }
}

/** The screen's page size and display mode, remembered per screen (spec 01 §2.4, §9). */
export function useListSettings(screen: string, defaultPageSize = DEFAULT_PAGE_SIZE) {
  const [settings, setSettings] = useState(() => readListSettings(screen, defaultPageSize));
  const update = useCallback(
    (patch: Partial<ListSettings>) =>
      setSettings((previous) => {
        const next = { ...previous, ...patch };
        writeListSettings(screen, patch);
        return next;
      }),
    [screen],
  );
  return [settings, update] as const;
}

/**
 * The columns the user hid on this screen's table (issue 23 item 9: the cases table is 2,550 px
 * wide), remembered with the display mode under the same key. Ids the screen no longer has are
 * dropped on reading; the first column, who the row is, is never hidden.
 */
export function readHiddenColumns(screen: string, columnIds: readonly string[]): string[] {
  const stored = (readStored(screen) as { hiddenColumns?: unknown }).hiddenColumns;
  if (!Array.isArray(stored)) return [];
  const hideable = new Set(columnIds.slice(1));
  return stored.filter((id): id is string => typeof id === 'string' && hideable.has(id));
}

export function writeHiddenColumns(screen: string, hiddenColumns: readonly string[]) {
  try {
    localStorage.setItem(storageKey(screen), JSON.stringify({ ...readStored(screen), hiddenColumns }));
  } catch {
    // As above: not remembered, still applied for this visit.
  }
}

/** The hidden columns of a screen and a toggle that remembers the choice. */
export function useHiddenColumns(screen: string, columnIds: readonly string[]) {
  const [hidden, setHidden] = useState<string[]>(() => readHiddenColumns(screen, columnIds));
  const toggle = useCallback(
    (id: string) =>
      setHidden((previous) => {
        const next = previous.includes(id) ? previous.filter((h) => h !== id) : [...previous, id];
        writeHiddenColumns(screen, next);
        return next;
      }),
    [screen],
  );
  const showAll = useCallback(() => {
    writeHiddenColumns(screen, []);
    setHidden([]);
  }, [screen]);
  return { hidden, toggle, showAll } as const;
}

/**
 * Where the user was in a list (page, sort, filters, toolbar search), kept for the browser tab so
 * that "Back to list" from a record returns to the same place (issue 18). Unlike the settings above
 * it is not a preference: opening the list from the menu starts afresh.
 */
export type ListPlace = { page: number; sort: SortState; filters: FilterValues; term: string };

const placeKey = (screen: string) => `registry.list-place.${screen}`;

export function writeListPlace(screen: string, place: ListPlace) {
  try {
    sessionStorage.setItem(placeKey(screen), JSON.stringify(place));
  } catch {
    // Storage refused: going back starts the list afresh.
  }
}

/** The place saved for the screen, filters limited to the screen's own (a renamed filter is dropped). */
export function readListPlace(screen: string, defaultFilters: FilterValues): ListPlace | null {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(placeKey(screen)) ?? 'null',
    ) as Partial<ListPlace> | null;
    if (!stored || typeof stored !== 'object') return null;
    const filters = { ...defaultFilters };
    for (const key of Object.keys(defaultFilters)) {
      const value = stored.filters?.[key];
      if (value === null || ['number', 'string', 'boolean'].includes(typeof value)) filters[key] = value;
    }
    const sort = stored.sort;
    return {
      page: Number.isInteger(stored.page) && (stored.page as number) > 0 ? (stored.page as number) : 1,
      sort:
        sort && (typeof sort.by === 'string' || sort.by === null) && typeof sort.desc === 'boolean'
          ? { by: sort.by, desc: sort.desc }
          : { by: null, desc: false },
      filters,
      term: typeof stored.term === 'string' ? stored.term : '',
    };
  } catch {
    return null;
  }
}

/** Route state that asks a list to come back to its saved place (set by "Back to list"). */
export const RESTORE_LIST_STATE = { restoreList: true } as const;

export function asksRestore(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { restoreList?: unknown }).restoreList === true
  );
}

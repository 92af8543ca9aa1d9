import { PAGE_SIZES } from '@registry/domain/shared/list';
import { useCallback, useState } from 'react';

/** Spec 01 §3 display mode: table 1, grid 2. */
export const DisplayMode = { table: 1, grid: 2 } as const;
export type DisplayModeId = (typeof DisplayMode)[keyof typeof DisplayMode];

/** Spec 01 §9: the general default is 8 rows and the table view (the unit list overrides to 16). */
export const DEFAULT_PAGE_SIZE = 8;

export type ListSettings = { pageSize: number; displayMode: DisplayModeId };

const storageKey = (screen: string) => `registry.list.${screen}`;

/** What the user chose last time on this screen; anything unreadable falls back to the defaults. */
export function readListSettings(screen: string, defaultPageSize = DEFAULT_PAGE_SIZE): ListSettings {
  const fallback: ListSettings = { pageSize: defaultPageSize, displayMode: DisplayMode.table };
  try {
    const stored = JSON.parse(
      localStorage.getItem(storageKey(screen)) ?? 'null',
    ) as Partial<ListSettings> | null;
    if (!stored || typeof stored !== 'object') return fallback;
    return {
      pageSize: (PAGE_SIZES as readonly number[]).includes(stored.pageSize ?? -1)
        ? (stored.pageSize as number)
        : fallback.pageSize,
      displayMode: stored.displayMode === DisplayMode.grid ? DisplayMode.grid : DisplayMode.table,
    };
  } catch {
    return fallback;
  }
}

export function writeListSettings(screen: string, settings: ListSettings) {
  try {
    localStorage.setItem(storageKey(screen), JSON.stringify(settings));
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
        writeListSettings(screen, next);
        return next;
      }),
    [screen],
  );
  return [settings, update] as const;
}

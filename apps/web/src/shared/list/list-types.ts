import type { ReactNode } from 'react';

/** The sort a list asks the server for; `by` is one of the server's whitelisted columns. */
export type SortState = { by: string | null; desc: boolean };

/** Screen filters: plain values (ids, booleans, null for "any"). */
export type FilterValues = Record<string, unknown>;

/** What a `POST …/filter` call takes (ARCHITECTURE §4): paging, sort, search and the screen's filters. */
export type ListQuery<F extends FilterValues = FilterValues> = F & {
  take: number;
  skip: number;
  sortBy: string | null;
  sortDesc: boolean;
  /** The toolbar search, or null when empty. */
  search: string | null;
};

export type ListAnswer<T> = { items: T[]; totalRows: number };

export type ListColumn<T> = {
  id: string;
  /** Translated header text. */
  label: string;
  /** The server sort column; absent = not sortable. */
  sortBy?: string;
  render: (item: T) => ReactNode;
  /** Shown from this breakpoint up, so a phone's table keeps only the essential columns. */
  from?: 'sm' | 'md' | 'lg';
  align?: 'left' | 'center' | 'right';
  /** Keep on one line (phone numbers, e-mail addresses); other cells wrap anywhere. */
  nowrap?: boolean;
};

export type ListAction<T> = {
  id: string;
  /** Translated; also the tooltip and the accessible name. */
  label: string;
  icon: ReactNode;
  onClick: (item: T) => void;
  /** Offered only when true (spec 01 §6: the UI shows only what the server allows). */
  visible?: (item: T) => boolean;
  /** Only in the grid/card view (spec 01 §2.4: send e-mail). */
  gridOnly?: boolean;
};

export type ListDelete<T> = {
  visible: (item: T) => boolean;
  /** The record's name, for the question "Delete …?". */
  describe: (item: T) => string;
  run: (item: T) => Promise<unknown>;
};

export type ListFilters<F extends FilterValues> = {
  /** "Any" for every filter; Reset goes back here. */
  defaults: F;
  /** The drawer's fields; `change` applies at once and returns to page 1. */
  render: (values: F, change: (patch: Partial<F>) => void) => ReactNode;
};

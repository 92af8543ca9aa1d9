/** Spec 01 §2.4, §9: at most 6 page buttons are shown. */
export const MAX_PAGE_BUTTONS = 6;

/**
 * The page numbers to show as buttons: a window of at most `max` pages that contains `page`,
 * keeps it near the middle, and never runs past the first or last page.
 */
export function pageWindow(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pageCount < 1 || max < 1) return [];
  const size = Math.min(max, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export const pageCountOf = (totalRows: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalRows / pageSize));

/** Spec 01 §9: skip = (page − 1) × size. */
export const skipOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** Sorting by a new column starts ascending; the same column flips (spec 01 §4). */
export function nextSort(current: { by: string | null; desc: boolean }, by: string) {
  return current.by === by ? { by, desc: !current.desc } : { by, desc: false };
}

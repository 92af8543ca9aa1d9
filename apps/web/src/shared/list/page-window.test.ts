import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BUTTONS, nextSort, pageCountOf, pageWindow, skipOf } from './page-window';

describe('page window (spec 01 §2.4, §9: at most 6 page buttons)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 6, [1, 2, 3, 4, 5, 6]],
    [1, 20, [1, 2, 3, 4, 5, 6]],
    [3, 20, [1, 2, 3, 4, 5, 6]],
    [4, 20, [2, 3, 4, 5, 6, 7]],
    [10, 20, [8, 9, 10, 11, 12, 13]],
    [18, 20, [15, 16, 17, 18, 19, 20]],
    [20, 20, [15, 16, 17, 18, 19, 20]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it('never shows more than 6 buttons and always shows the current page', () => {
    for (let count = 1; count <= 40; count++) {
      for (let page = 1; page <= count; page++) {
        const pages = pageWindow(page, count);
        expect(pages.length).toBe(Math.min(MAX_PAGE_BUTTONS, count));
        expect(pages).toContain(page);
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages[pages.length - 1]).toBeLessThanOrEqual(count);
      }
    }
  });

  it('clamps a page outside the range and shows nothing for no pages', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('skip = (page − 1) × size; at least one page', () => {
    expect(skipOf(1, 16)).toBe(0);
    expect(skipOf(3, 8)).toBe(16);
    expect(pageCountOf(0, 8)).toBe(1);
    expect(pageCountOf(17, 8)).toBe(3);
  });

  it('a new sort column starts ascending; the same column flips', () => {
    expect(nextSort({ by: null, desc: false }, 'name')).toEqual({ by: 'name', desc: false });
    expect(nextSort({ by: 'name', desc: false }, 'name')).toEqual({ by: 'name', desc: true });
    expect(nextSort({ by: 'name', desc: true }, 'city')).toEqual({ by: 'city', desc: false });
  });
});

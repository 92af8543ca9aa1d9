import { describe, expect, it } from 'vitest';
import { isSmallCount } from './small-stats';
import { type AdditiveRelation, deducibleCells, suppressTable } from './suppression';

/** The indices of the hidden cells. */
const which = (hidden: readonly boolean[]) => hidden.flatMap((h, i) => (h ? [i] : []));

/**
 * A table of r × c counts with its row totals, column totals and grand total, as the reports show them.
 * Cell (i, j) is i·c + j; row total i is r·c + i; column total j is r·c + r + j; the grand total is last.
 */
function grid(counts: number[][]) {
  const r = counts.length;
  const c = counts[0].length;
  const values = counts.flat();
  for (const row of counts) values.push(row.reduce((a, b) => a + b, 0));
  for (let j = 0; j < c; j++) values.push(counts.reduce((a, row) => a + row[j], 0));
  values.push(counts.flat().reduce((a, b) => a + b, 0));
  const relations: AdditiveRelation[] = [];
  for (let i = 0; i < r; i++) relations.push({ total: r * c + i, parts: counts[i].map((_, j) => i * c + j) });
  for (let j = 0; j < c; j++)
    relations.push({ total: r * c + r + j, parts: counts.map((_, i) => i * c + j) });
  relations.push({ total: values.length - 1, parts: counts.map((_, i) => r * c + i) });
  return { values, relations };
}

describe('complementary suppression', () => {
  it('hides the smallest other non-zero cell of a row with one hidden cell', () => {
    // Ages 3, 10, 0, 7, 20 and the total 40: 3 alone would be 40 − 37, so 7 goes too (0 is skipped).
    const values = [3, 10, 0, 7, 20, 40];
    const relations = [{ total: 5, parts: [0, 1, 2, 3, 4] }];
    expect(which(suppressTable({ values, relations }))).toEqual([0, 3]);
    // Two hidden cells already protect each other.
    expect(which(suppressTable({ values: [2, 3, 10, 0, 5, 20], relations }))).toEqual([0, 1]);
    // A total of 2 is hidden itself; zeros stay shown.
    expect(which(suppressTable({ values: [0, 2, 0, 0, 0, 2], relations }))).toEqual([1, 5]);
  });

  it('protects the sex triple: a hidden M is no longer all − F', () => {
    // Cells: M, F, all; all = M + F.
    const values = [3, 10, 13];
    const relations = [{ total: 2, parts: [0, 1] }];
    // Naive primary suppression gives M away.
    expect(deducibleCells(relations, values.map(isSmallCount))).toEqual([0]);
    const hidden = suppressTable({ values, relations });
    expect(which(hidden)).toEqual([0, 1]);
    expect(deducibleCells(relations, hidden)).toEqual([]);
  });

  it('treats a never-shown cell (unknown sex inside all) as an unknown, so it needs no companion', () => {
    // all = M + F + U, U (1 case of unknown sex) is never shown: M = 3 hidden is one equation, two unknowns.
    const values = [3, 10, 14, 1];
    const relations = [{ total: 2, parts: [0, 1, 3] }];
    expect(which(suppressTable({ values, relations, unseen: [3] }))).toEqual([0, 3]);
  });

  it('goes on until chained relations no longer solve a hidden cell', () => {
    // a + b = t1, a + c = t2, b + c = t3: two hidden cells in each relation, yet three equations solve
    // all three (a = 4, b = 6, c = 3). Per-relation companions alone stop there; the check goes on.
    const values = [4, 6, 3, 10, 7, 9];
    const relations = [
      { total: 3, parts: [0, 1] },
      { total: 4, parts: [0, 2] },
      { total: 5, parts: [1, 2] },
    ];
    expect(deducibleCells(relations, [true, true, true, false, false, false]).sort()).toEqual([0, 1, 2]);
    const hidden = suppressTable({ values, relations });
    expect(hidden.slice(0, 3)).toEqual([true, true, true]);
    expect(deducibleCells(relations, hidden)).toEqual([]);
  });

  it('protects a table with row, column and grand totals (naive suppression can be undone)', () => {
    // Row totals and column totals: the 2 is 12 − 10 and the 1 is 20 − 19 under naive suppression.
    const t = grid([
      [2, 10, 7],
      [1, 19, 8],
      [6, 5, 30],
    ]);
    expect(deducibleCells(t.relations, t.values.map(isSmallCount)).sort()).toEqual([0, 3]);
    const hidden = suppressTable(t);
    expect(hidden[0] && hidden[3]).toBe(true);
    expect(deducibleCells(t.relations, hidden)).toEqual([]);
    for (const r of t.relations) expect([r.total, ...r.parts].filter((c) => hidden[c]).length).not.toBe(1);
  });

  it('hides what follows a hidden cell (a share of a hidden denominator), with its own companions', () => {
    // Two rows (years) and a total row; columns cases and MV: cases 3 hides the row's MV too.
    // Cells: cases y1, y2, total = 0, 1, 2; MV y1, y2, total = 3, 4, 5.
    const values = [3, 40, 43, 3, 30, 33];
    const relations = [
      { total: 2, parts: [0, 1] },
      { total: 5, parts: [3, 4] },
    ];
    const hidden = suppressTable({ values, relations, follows: [[0, 3]] });
    expect(which(hidden)).toEqual([0, 1, 3, 4]);
  });

  it('leaves no hidden cell computable in random tables', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let n = 0; n < 200; n++) {
      const counts = Array.from({ length: 2 + Math.floor(next() * 4) }, () =>
        Array.from({ length: 2 + Math.floor(next() * 5) }, () => Math.floor(next() * next() * 30)),
      );
      const t = grid(counts);
      const hidden = suppressTable(t);
      for (const [i, v] of t.values.entries()) if (isSmallCount(v)) expect(hidden[i]).toBe(true);
      expect(deducibleCells(t.relations, hidden)).toEqual([]);
    }
  });
});

import { suppressTable, withCompanions } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { exposedCells } from '../src/modules/reports/statistics/interval-audit';
import { boundedByProgram, PublishedCells } from './disclosure-solver';

// The protection interval (issue 38): a reader who knows the shown cells, the sums and that counts are
// ≥ 0 must not be able to bound a hidden cell under 5. Cells: 0 total, 1–3 parts, then a second table.
describe('the protection interval, by linear program', () => {
  it('finds hidden cells a shown total bounds under 5, and a companion frees them', async () => {
    // 12 = 9 + 1 + 2 with 1 and 2 hidden: each is at most 3.
    const table = { values: [12, 9, 1, 2], relations: [{ total: 0, parts: [1, 2, 3] }] };
    const hidden = suppressTable(table);
    expect(hidden).toEqual([false, false, true, true]);
    expect(await exposedCells(table, hidden, 5)).toEqual([2, 3]);
    const next = withCompanions(table, hidden, [2, 3]);
    expect(next.hidden).toEqual([false, true, true, true]);
    expect(await exposedCells(table, suppressTable({ ...table, primary: next.hidden }), 5)).toEqual([]);
  });

  it('bounds a hidden cell by the tightest of its sums, not by the one that leaves it free', async () => {
    // 20 = a + b + x (a = 2, b = 3, x = 15, all hidden) leaves a up to 20; 3 = a + c (c = 1 hidden)
    // bounds a and c by 3.
    const values = [20, 2, 3, 15, 3, 1];
    const relations = [
      { total: 0, parts: [1, 2, 3] },
      { total: 4, parts: [1, 5] },
    ];
    const hidden = [false, true, true, true, false, true];
    expect(await exposedCells({ values, relations }, hidden, 5)).toEqual([1, 5]);
    // b is free: a + b + x1 = 20 lets b reach 20.
    expect(await exposedCells({ values, relations }, hidden, 5)).not.toContain(2);
  });

  it('leaves an unseen cell and a cell of 5 or more alone', async () => {
    const table = { values: [7, 6, 1], relations: [{ total: 0, parts: [1, 2] }], unseen: [2] };
    expect(await exposedCells(table, [false, true, true], 5)).toEqual([]);
  });

  it('does not ask for a hidden 0 the sums prove, which would hide the whole band for a year without cases', async () => {
    // Two tables of one band: total = y1 + y2 (by year) and total = y1 (a table whose rows only have
    // the year with cases). y2 = 0 is proven 0 whatever is hidden; y1 = 3 is the cell the rule protects.
    const values = [3, 3, 0];
    const relations = [
      { total: 0, parts: [1, 2] },
      { total: 0, parts: [1] },
    ];
    expect(await exposedCells({ values, relations }, [true, true, true], 5)).toEqual([]);
    // The protected 3 is still asked for: a shown total bounds it.
    expect(await exposedCells({ values, relations }, [false, true, true], 5)).toEqual([1]);
  });

  it("the disclosure test's own program (another model, built from the published answers) finds what a reader bounds", async () => {
    const cells = new PublishedCells();
    for (const [key, value] of [
      ['total', 20],
      ['a', null],
      ['b', null],
      ['x', null],
      ['ac', 3],
      ['c', null],
    ] as const)
      cells.publish(key, value);
    cells.relate('total', ['a', 'b', 'x']);
    cells.relate('ac', ['a', 'c']);
    const found = await boundedByProgram(cells, 5);
    expect(found.map((d) => d.cell).sort()).toEqual(['a', 'c']);
  });
});

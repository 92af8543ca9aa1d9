import type { AdditiveRelation } from '@registry/domain';
import loadHighs, { type Highs } from 'highs';

/**
 * The protection interval of a suppression pattern, checked as statistical offices' τ-ARGUS does: by a
 * linear program over every relation of the band at once (issue 38). A reader knows the shown cells,
 * every sum between cells and that every count is ≥ 0. A hidden cell is exposed when no count of
 * `threshold` or more fits all of that: the reader then knows it is small, whatever the pattern hid
 * around it. Chains of sums bound a cell this way even when each relation alone leaves it free.
 *
 * One model per band: a column per hidden cell, a row per relation (its shown cells moved to the
 * right-hand side). Each hidden cell is asked for in turn by raising its lower bound to the threshold
 * and asking whether the model is still feasible; the solver starts each question from the last basis,
 * so a question costs a few pivots, and its solution frees every other cell it puts at the threshold or
 * above. Only cells whose true count is 1 to `threshold` − 1 are asked for, the counts the rule protects:
 * the true counts are a solution, so a cell of `threshold` or more is never exposed; and a hidden 0 (a
 * companion) that a reader bounds tells them nothing the rule protects — zeros are shown — while a
 * year or unit without any case is a 0 that the sums prove whatever is hidden (the pattern could never
 * close, and would hide the whole band).
 */
let solver: Promise<Highs> | undefined;
const highs = () => {
  solver ??= loadHighs();
  return solver;
};

export type IntervalAuditTable = {
  values: readonly number[];
  relations: readonly AdditiveRelation[];
  unseen?: readonly number[];
};

/** The hidden cells of 1 to `threshold` − 1 (never the unseen ones) a reader bounds under `threshold`. */
export async function exposedCells(
  table: IntervalAuditTable,
  hidden: readonly boolean[],
  threshold: number,
): Promise<number[]> {
  const unseen = new Set(table.unseen ?? []);
  const asked = table.values
    .map((_value, cell) => cell)
    .filter(
      (cell) => hidden[cell] && !unseen.has(cell) && table.values[cell] > 0 && table.values[cell] < threshold,
    );
  if (!asked.length) return [];

  const column = new Map<number, number>();
  const rows: { terms: Map<number, number>; rhs: number }[] = [];
  for (const r of table.relations) {
    const terms = new Map<number, number>();
    let rhs = 0;
    const add = (cell: number, sign: number) => {
      if (!hidden[cell]) {
        rhs -= sign * table.values[cell];
        return;
      }
      if (!column.has(cell)) column.set(cell, column.size);
      const j = column.get(cell)!;
      terms.set(j, (terms.get(j) ?? 0) + sign);
    };
    add(r.total, 1);
    for (const p of r.parts) add(p, -1);
    for (const [j, v] of terms) if (v === 0) terms.delete(j);
    if (terms.size) rows.push({ terms, rhs });
  }
  // A hidden cell in no relation with another hidden cell is free: nothing bounds it.
  const inModel = asked.filter((cell) => column.has(cell));
  if (!inModel.length) return [];

  const h = await highs();
  const numCols = column.size;
  const starts = [0];
  const indices: number[] = [];
  const coefficients: number[] = [];
  for (const row of rows) {
    for (const [j, v] of [...row.terms].sort((a, b) => a[0] - b[0])) {
      indices.push(j);
      coefficients.push(v);
    }
    starts.push(indices.length);
  }
  const { modelStatus } = h.constants;
  const exposed: number[] = [];
  h.withModel(
    {
      numCols,
      numRows: rows.length,
      colCost: new Array(numCols).fill(0),
      colLower: new Array(numCols).fill(0),
      colUpper: new Array(numCols).fill(h.infinity),
      rowLower: rows.map((r) => r.rhs),
      rowUpper: rows.map((r) => r.rhs),
      matrix: { format: 'csr', numRows: rows.length, numCols, starts, indices, values: coefficients },
    },
    (model) => {
      model.options.set({ output_flag: false });
      // A feasible answer to one question answers others: every asked cell it puts at `threshold` or more.
      const free = new Set<number>();
      for (const cell of inModel) {
        const j = column.get(cell)!;
        if (free.has(j)) continue;
        model.changeColBounds(j, threshold, h.infinity);
        model.run();
        const status = model.getModelStatus();
        if (status === modelStatus.optimal) {
          const values = model.getSolution().colValue;
          for (let k = 0; k < values.length; k++) if (values[k] >= threshold) free.add(k);
        }
        // Infeasible is a proof the cell is small; anything else proves nothing either way: counted
        // exposed too, so one more cell is hidden.
        else exposed.push(cell);
        model.changeColBounds(j, 0, h.infinity);
      }
    },
  );
  return exposed;
}

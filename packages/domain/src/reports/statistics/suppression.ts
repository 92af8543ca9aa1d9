/**
 * Complementary (secondary) cell suppression, as statistical offices do it for published tables.
 *
 * Hiding the counts 1–4 (primary suppression) is not enough when the table also shows sums: a hidden
 * cell is then a shown total minus the shown parts (M = all − F, a subgroup = its group − the other
 * subgroups, a year = the total − the other years). So, for every additive relation the answer shows
 * (total = Σ parts), no relation may be left with exactly one hidden cell: the smallest other non-zero
 * cell of it is hidden too, repeatedly until stable. Two hidden cells per relation still leak when
 * relations chain (a hidden cell can be solved from several equations together), so the result is then
 * checked by linear algebra over every relation at once, and any hidden cell still determined gets one
 * more companion hidden, until none is.
 */
import { isSmallCount } from './small-stats';

/** total = Σ parts, over cell indices. */
export type AdditiveRelation = { total: number; parts: readonly number[] };

export type SuppressionTable = {
  /** Every cell's true count. */
  values: readonly number[];
  relations: readonly AdditiveRelation[];
  /**
   * Cells never shown at all (for example the cases of unknown sex inside 'all'): unknowns to a reader,
   * never chosen as companions. Default none.
   */
  unseen?: readonly number[];
  /** Pairs [a, b]: when a is hidden, b must be hidden too (a share whose denominator is hidden). */
  follows?: readonly (readonly [number, number])[];
  /** The cells to hide in the first place; default the counts 1–4. */
  primary?: readonly boolean[];
  /**
   * The least a relation's hidden parts may add up to when its total is shown (default none): below it
   * a reader bounds every hidden part by that sum (total 12 = 9 shown + two hidden → each ≤ 3), so a
   * 1–4 is known to be small. Statistical offices call it the protection interval.
   */
  protectionSum?: number;
};

/** Which cells to hide: true = hidden. Unseen cells come back true as well. */
export function suppressTable(table: SuppressionTable): boolean[] {
  const { values, relations } = table;
  const unseen = new Set(table.unseen ?? []);
  const hidden = table.primary ? [...table.primary] : values.map(isSmallCount);
  for (const u of unseen) hidden[u] = true;
  const companion = companionPicker(values, unseen, hidden);
  const protectionSum = table.protectionSum ?? 0;
  const underProtected = (r: AdditiveRelation) => {
    if (!protectionSum || hidden[r.total]) return false;
    const hiddenParts = r.parts.filter((p) => hidden[p]);
    if (!hiddenParts.some((p) => !unseen.has(p))) return false;
    return hiddenParts.reduce((n, p) => n + values[p], 0) < protectionSum;
  };
  for (;;) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const [a, b] of table.follows ?? [])
        if (hidden[a] && !hidden[b]) {
          hidden[b] = true;
          changed = true;
        }
      for (const r of relations) {
        const cells = [r.total, ...r.parts];
        if (cells.filter((c) => hidden[c]).length !== 1 && !underProtected(r)) continue;
        const pick = companion(cells);
        if (pick >= 0) {
          hidden[pick] = true;
          changed = true;
        }
      }
    }
    const leaked = deducibleCells(relations, hidden).filter((c) => !unseen.has(c));
    if (!leaked.length) return hidden;
    let added = false;
    for (const cell of leaked) {
      const pick = nearestCompanion(cell, relations, hidden, companion);
      if (pick >= 0) {
        hidden[pick] = true;
        added = true;
      }
    }
    if (!added) return hidden;
  }
}

/** The cheapest cell of `cells` to hide next, or -1: the smallest non-zero shown one, a zero only when nothing else is left. */
function companionPicker(values: readonly number[], unseen: ReadonlySet<number>, hidden: readonly boolean[]) {
  return (cells: readonly number[]) => {
    let pick = -1;
    for (const c of cells) {
      if (hidden[c] || unseen.has(c)) continue;
      if (pick < 0 || rank(values[c]) < rank(values[pick])) pick = c;
    }
    return pick;
  };
}

/**
 * The pattern with one more companion hidden for each of `exposed` (cells a reader still bounds, found by
 * a check this module cannot run itself, such as a linear program over the protection interval): the
 * result is meant as the `primary` of the next `suppressTable`, which closes it again.
 */
export function withCompanions(
  table: SuppressionTable,
  hidden: readonly boolean[],
  exposed: readonly number[],
): { hidden: boolean[]; added: number } {
  const next = [...hidden];
  const companion = companionPicker(table.values, new Set(table.unseen ?? []), next);
  let added = 0;
  // One companion per neighbourhood and round: a cell whose relations just got one may be free already
  // (the caller checks again), and hiding a second there would hide more than needed.
  const touched = new Set<number>();
  for (const cell of exposed) {
    if (touched.has(cell)) continue;
    const pick = nearestCompanion(cell, table.relations, next, companion);
    if (pick < 0) continue;
    next[pick] = true;
    added++;
    for (const r of table.relations)
      if (r.total === pick || r.parts.includes(pick)) for (const c of [r.total, ...r.parts]) touched.add(c);
  }
  return { hidden: next, added };
}

/**
 * A companion for a determined cell: from the relations around it, or, when all their cells are already
 * hidden, from the relations around those hidden cells, and so on outwards.
 */
function nearestCompanion(
  cell: number,
  relations: readonly AdditiveRelation[],
  hidden: readonly boolean[],
  companion: (cells: readonly number[]) => number,
) {
  const seen = new Set([cell]);
  let frontier = [cell];
  while (frontier.length) {
    const around = relations.filter((r) => frontier.some((c) => r.total === c || r.parts.includes(c)));
    const cells = around.flatMap((r) => [r.total, ...r.parts]);
    const pick = companion(cells);
    if (pick >= 0) return pick;
    frontier = cells.filter((c) => hidden[c] && !seen.has(c));
    for (const c of frontier) seen.add(c);
  }
  return -1;
}

const rank = (v: number) => (v > 0 ? v : Number.POSITIVE_INFINITY);

/**
 * The hidden cells a reader can compute exactly from the shown cells and the relations: x is determined
 * when, in the reduced row echelon form of the relations restricted to the hidden cells, x is a pivot
 * whose row has no free (undetermined) cell.
 */
export function deducibleCells(relations: readonly AdditiveRelation[], hidden: readonly boolean[]): number[] {
  const unknowns = [...new Set(relations.flatMap((r) => [r.total, ...r.parts]))].filter((c) => hidden[c]);
  if (!unknowns.length) return [];
  const column = new Map(unknowns.map((c, i) => [c, i]));
  const rows: Map<number, number>[] = [];
  for (const r of relations) {
    const row = new Map<number, number>();
    const add = (cell: number, sign: number) => {
      const j = column.get(cell);
      if (j !== undefined) row.set(j, (row.get(j) ?? 0) + sign);
    };
    add(r.total, 1);
    for (const p of r.parts) add(p, -1);
    for (const [j, v] of row) if (v === 0) row.delete(j);
    if (row.size) rows.push(row);
  }
  // Gaussian elimination on sparse rows; the coefficients are small integers, so a tolerance suffices.
  const EPS = 1e-9;
  const pivotRowOf = new Map<number, Map<number, number>>();
  for (const row of rows) {
    for (const [j, rowOfJ] of pivotRowOf) {
      const f = row.get(j);
      if (f === undefined) continue;
      for (const [k, v] of rowOfJ) {
        const next = (row.get(k) ?? 0) - f * v;
        if (Math.abs(next) < EPS) row.delete(k);
        else row.set(k, next);
      }
    }
    if (!row.size) continue;
    const [p, pv] = row.entries().next().value as [number, number];
    for (const [k, v] of row) row.set(k, v / pv);
    // Keep every pivot row reduced by the new pivot, so the form stays fully reduced.
    for (const other of pivotRowOf.values()) {
      const f = other.get(p);
      if (f === undefined) continue;
      for (const [k, v] of row) {
        const next = (other.get(k) ?? 0) - f * v;
        if (Math.abs(next) < EPS) other.delete(k);
        else other.set(k, next);
      }
    }
    pivotRowOf.set(p, row);
  }
  const result: number[] = [];
  for (const [p, row] of pivotRowOf) if (row.size === 1) result.push(unknowns[p]);
  return result;
}

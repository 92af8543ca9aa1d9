/**
 * The attacker of the published reports, as a test helper: every cell an executive was shown (by a key
 * naming what it counts, the same key whichever answer showed it), every cell hidden from them, the
 * cells nobody is shown (unknowns too), and the additive relations a reader knows between them
 * (total = Σ parts, every count ≥ 0). It then tries to solve for each hidden cell:
 * - exactly, by rational Gaussian elimination: a hidden cell is derivable iff its unit vector lies in
 *   the row space of the relations once the shown cells are moved to the right-hand side;
 * - by intervals: bounds propagated from non-negativity through every relation until stable; a hidden
 *   cell whose interval is one value, or whose upper bound is below the threshold, is disclosed.
 */
export type Relation = { total: string; parts: readonly string[] };
export type Disclosure = { cell: string; how: 'shown elsewhere' | 'exact' | 'interval'; value: string };

export class PublishedCells {
  readonly shown = new Map<string, number>();
  readonly hidden = new Set<string>();
  readonly relations: Relation[] = [];
  private readonly seenRelations = new Set<string>();

  /** A cell of an answer: its value, or null when the answer hid it. */
  publish(cell: string, value: number | null) {
    if (value === null) this.hidden.add(cell);
    else {
      const before = this.shown.get(cell);
      if (before !== undefined && before !== value)
        throw new Error(`${cell} shown as ${before} and as ${value}: the keys do not name one count`);
      this.shown.set(cell, value);
    }
  }

  relate(total: string, parts: readonly string[]) {
    const id = `${total}=${[...parts].sort().join('+')}`;
    if (this.seenRelations.has(id)) return;
    this.seenRelations.add(id);
    this.relations.push({ total, parts });
  }

  /** Every hidden cell a reader can pin down, and how. */
  disclosures(threshold: number): Disclosure[] {
    const found: Disclosure[] = [];
    for (const cell of this.hidden)
      if (this.shown.has(cell))
        found.push({ cell, how: 'shown elsewhere', value: String(this.shown.get(cell)) });
    const exact = solveExactly(this.relations, this.shown);
    for (const [cell, value] of exact)
      if (this.hidden.has(cell) && !this.shown.has(cell)) found.push({ cell, how: 'exact', value });
    const bounds = propagateBounds(this.relations, this.shown);
    for (const [cell, [lo, hi]] of bounds) {
      if (!this.hidden.has(cell) || this.shown.has(cell) || exact.has(cell)) continue;
      if (lo === hi || hi < threshold) found.push({ cell, how: 'interval', value: `${lo}…${hi}` });
    }
    return found;
  }
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
};

/** A row Σ coefficient × unknown = rhs, integers only (fraction-free elimination, divided by the gcd). */
type Row = { terms: Map<string, bigint>; rhs: bigint };

function normalise(row: Row) {
  let g = row.rhs < 0n ? -row.rhs : row.rhs;
  for (const v of row.terms.values()) g = gcd(g, v);
  if (g > 1n) {
    for (const [k, v] of row.terms) row.terms.set(k, v / g);
    row.rhs /= g;
  }
}

/** row := a·row − b·pivotRow, so that `column` cancels. */
function eliminate(row: Row, pivot: Row, column: string) {
  const a = pivot.terms.get(column) as bigint;
  const b = row.terms.get(column) as bigint;
  for (const [k, v] of row.terms) row.terms.set(k, v * a);
  row.rhs = row.rhs * a - pivot.rhs * b;
  for (const [k, v] of pivot.terms) {
    const next = (row.terms.get(k) ?? 0n) - b * v;
    if (next === 0n) row.terms.delete(k);
    else row.terms.set(k, next);
  }
  normalise(row);
}

/**
 * The unknowns the relations determine, with their value (a fraction if the relations are odd).
 * The pivot rows are kept fully reduced (no row holds another's pivot), so an unknown is determined
 * exactly when its pivot row holds nothing else.
 */
export function solveExactly(relations: readonly Relation[], shown: ReadonlyMap<string, number>) {
  const pivots = new Map<string, Row>();
  /** column → the pivot rows that hold it, to reduce them when it becomes a pivot. */
  const holders = new Map<string, Set<string>>();
  const hold = (pivot: string, row: Row) => {
    for (const k of row.terms.keys())
      if (k !== pivot) {
        const set = holders.get(k) ?? new Set<string>();
        holders.set(k, set);
        set.add(pivot);
      }
  };
  for (const r of relations) {
    const row: Row = { terms: new Map(), rhs: 0n };
    const add = (cell: string, sign: bigint) => {
      const value = shown.get(cell);
      if (value !== undefined) row.rhs -= sign * BigInt(value);
      else {
        const next = (row.terms.get(cell) ?? 0n) + sign;
        if (next === 0n) row.terms.delete(cell);
        else row.terms.set(cell, next);
      }
    };
    add(r.total, 1n);
    for (const p of r.parts) add(p, -1n);
    for (const column of [...row.terms.keys()]) {
      const pivot = pivots.get(column);
      if (pivot && row.terms.has(column)) eliminate(row, pivot, column);
    }
    if (!row.terms.size) {
      if (row.rhs !== 0n) throw new Error(`the relation ${r.total} = Σ ${r.parts.join(' + ')} does not hold`);
      continue;
    }
    const [column] = row.terms.keys();
    for (const other of holders.get(column) ?? []) {
      const pivotRow = pivots.get(other) as Row;
      if (!pivotRow.terms.has(column)) continue;
      eliminate(pivotRow, row, column);
      hold(other, pivotRow);
    }
    holders.delete(column);
    pivots.set(column, row);
    hold(column, row);
  }
  const determined = new Map<string, string>();
  for (const [column, row] of pivots)
    if (row.terms.size === 1) {
      const c = row.terms.get(column) as bigint;
      determined.set(column, row.rhs % c === 0n ? String(row.rhs / c) : `${row.rhs}/${c}`);
    }
  return determined;
}

/**
 * Each unknown's interval [lo, hi] from non-negativity: in total = Σ parts, a part is at least the
 * total's low bound minus the others' high bounds and at most the total's high bound minus the others'
 * low bounds; the total lies within the sums of the parts' bounds. Repeated until nothing tightens.
 */
export function propagateBounds(relations: readonly Relation[], shown: ReadonlyMap<string, number>) {
  const bounds = new Map<string, [number, number]>();
  const of = (cell: string): [number, number] => {
    const v = shown.get(cell);
    if (v !== undefined) return [v, v];
    const b = bounds.get(cell) ?? [0, Number.POSITIVE_INFINITY];
    bounds.set(cell, b);
    return b;
  };
  const tighten = (cell: string, lo: number, hi: number) => {
    if (shown.has(cell)) return false;
    const b = of(cell);
    let changed = false;
    if (lo > b[0]) [b[0], changed] = [lo, true];
    if (hi < b[1]) [b[1], changed] = [hi, true];
    return changed;
  };
  for (let round = 0; round < 200; round++) {
    let changed = false;
    for (const r of relations) {
      const parts = r.parts.map(of);
      const [tLo, tHi] = of(r.total);
      const lo = parts.reduce((n, p) => n + p[0], 0);
      // The high bounds' sum without one part: unbounded while any other part is.
      const unbounded = parts.filter((p) => p[1] === Number.POSITIVE_INFINITY).length;
      const finiteHi = parts.reduce((n, p) => (p[1] === Number.POSITIVE_INFINITY ? n : n + p[1]), 0);
      const othersHi = (p: [number, number]) =>
        unbounded - (p[1] === Number.POSITIVE_INFINITY ? 1 : 0) > 0
          ? Number.POSITIVE_INFINITY
          : finiteHi - (p[1] === Number.POSITIVE_INFINITY ? 0 : p[1]);
      changed = tighten(r.total, lo, unbounded ? Number.POSITIVE_INFINITY : finiteHi) || changed;
      r.parts.forEach((cell, i) => {
        changed = tighten(cell, tLo - othersHi(parts[i]), tHi - (lo - parts[i][0])) || changed;
      });
    }
    if (!changed) break;
  }
  return bounds;
}

/**
 * The stronger attack on intervals: a linear program over every relation at once (what propagation
 * relation by relation can miss). For each hidden cell, is a count of `threshold` or more feasible,
 * given the shown cells, the relations and non-negativity? Written apart from the server's own check
 * (interval-audit.ts), over the reader's keys and relations, as HiGHS's LP text.
 */
export async function boundedByProgram(cells: PublishedCells, threshold: number): Promise<Disclosure[]> {
  const { default: loadHighs } = await import('highs');
  const highs = await loadHighs();
  const names = new Map<string, string>();
  const name = (cell: string) => {
    if (!names.has(cell)) names.set(cell, `x${names.size}`);
    return names.get(cell) as string;
  };
  const rows: string[] = [];
  for (const r of cells.relations) {
    const terms = new Map<string, number>();
    let rhs = 0;
    const add = (cell: string, sign: number) => {
      const v = cells.shown.get(cell);
      if (v !== undefined) rhs -= sign * v;
      else terms.set(name(cell), (terms.get(name(cell)) ?? 0) + sign);
    };
    add(r.total, 1);
    for (const p of r.parts) add(p, -1);
    const lhs = [...terms]
      .filter(([, c]) => c !== 0)
      .map(([x, c]) => `${c < 0 ? '-' : '+'} ${Math.abs(c)} ${x}`);
    if (lhs.length) rows.push(` r${rows.length}: ${lhs.join(' ')} = ${rhs}`);
  }
  // One model, read from LP text; each question raises one cell's lower bound and starts from the last basis.
  const text = `Minimize\n obj: 0 x0\nSubject To\n${rows.join('\n')}\nEnd\n`;
  const found: Disclosure[] = [];
  highs.withModel({ format: 'lp', data: text }, (model) => {
    model.options.set({ output_flag: false });
    // A feasible answer frees every cell it puts at the threshold or above: the reader cannot bound those.
    const free = new Set<number>();
    for (const cell of cells.hidden) {
      if (cells.shown.has(cell) || !names.has(cell)) continue;
      let j: number;
      try {
        j = model.getColByName(names.get(cell) as string);
      } catch {
        continue; // in no relation's terms once its coefficients cancelled: nothing bounds it
      }
      if (free.has(j)) continue;
      model.changeColBounds(j, threshold, highs.infinity);
      model.run();
      const status = model.getModelStatus();
      if (status === highs.constants.modelStatus.infeasible)
        found.push({ cell, how: 'interval', value: `< ${threshold}` });
      else if (status !== highs.constants.modelStatus.optimal)
        throw new Error(`${cell}: the program ended with status ${status}`);
      else {
        const values = model.getSolution().colValue;
        for (let k = 0; k < values.length; k++) if (values[k] >= threshold) free.add(k);
      }
      model.changeColBounds(j, 0, highs.infinity);
    }
  });
  return found;
}

import { type AdditiveRelation, suppressTable } from '@registry/domain';

export type SexKey = 'M' | 'F' | 'all';
/** A table line as the incidence report lays it out (a group, subgroup, county, year, '?' or the total). */
export type TableLine = { key: string; level: string; parentKey: string | null };
/** The five age cells then the row total, per line and sex. */
const COLUMNS = 6;

/**
 * Which cells of the incidence table an executive may not see: one flag per age cell and one for the
 * total, per line × sex. Every sum the answer shows is a relation for complementary suppression:
 * - a row's total = its five age cells;
 * - all = M + F (+ the cases of unknown sex, never shown, so an unknown to the reader);
 * - a main group = its subgroups, the total line = the lines above it (each column, each sex); a line
 *   whose parts do not add up to it (a case without subgroup) gets the difference as an unseen cell.
 */
export function hiddenIncidenceCells<L extends TableLine>(
  lines: readonly L[],
  sexes: readonly SexKey[],
  counts: (line: L, sex: SexKey) => readonly number[],
): (line: L, sex: SexKey) => { ages: boolean[]; total: boolean } {
  const values: number[] = [];
  const unseen: number[] = [];
  const relations: AdditiveRelation[] = [];
  const base = new Map<string, number>();
  const at = (line: TableLine, sex: SexKey, column: number) =>
    (base.get(`${line.key}|${sex}`) as number) + column;
  for (const line of lines)
    for (const sex of sexes) {
      base.set(`${line.key}|${sex}`, values.length);
      const ages = counts(line, sex).slice(0, 5);
      values.push(
        ...ages,
        ages.reduce((a, b) => a + b, 0),
      );
    }
  const unseenCell = (value: number) => {
    unseen.push(values.length);
    values.push(value);
    return values.length - 1;
  };
  /** total = Σ parts, with the difference (if any) as a cell nobody sees. */
  const relate = (total: number, parts: number[]) => {
    const rest = values[total] - parts.reduce((a, p) => a + values[p], 0);
    relations.push({ total, parts: rest ? [...parts, unseenCell(rest)] : parts });
  };
  for (const line of lines)
    for (const sex of sexes)
      relate(
        at(line, sex, 5),
        [0, 1, 2, 3, 4].map((c) => at(line, sex, c)),
      );
  if (sexes.includes('all') && sexes.includes('M') && sexes.includes('F'))
    for (const line of lines)
      for (let c = 0; c < COLUMNS; c++) relate(at(line, 'all', c), [at(line, 'M', c), at(line, 'F', c)]);
  const keys = new Set(lines.map((l) => l.key));
  const childrenOf = (parent: TableLine) =>
    parent.level === 'total'
      ? lines.filter((l) => l.level !== 'total' && (l.parentKey === null || !keys.has(l.parentKey)))
      : lines.filter((l) => l.parentKey === parent.key);
  for (const parent of lines) {
    const children = childrenOf(parent);
    if (!children.length) continue;
    for (const sex of sexes)
      for (let c = 0; c < COLUMNS; c++)
        relate(
          at(parent, sex, c),
          children.map((l) => at(l, sex, c)),
        );
  }
  const hidden = suppressTable({ values, relations, unseen });
  return (line, sex) => {
    const first = at(line, sex, 0);
    return { ages: hidden.slice(first, first + 5), total: hidden[first + 5] };
  };
}

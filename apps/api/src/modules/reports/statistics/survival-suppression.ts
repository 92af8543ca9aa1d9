import { type AdditiveRelation, isSmallCount, SURVIVAL_HORIZONS, suppressTable } from '@registry/domain';

export const SURVIVAL_COUNTS = [
  'cases',
  'deaths',
  'censored',
  'withoutFollowUp',
  'deathCertificateOnly',
] as const;
export type SurvivalCount = (typeof SURVIVAL_COUNTS)[number];
export type SurvivalTableRow = {
  group: string;
  periodFrom: number;
  counts: Record<SurvivalCount, number>;
  at: readonly { atRisk: number }[];
};
export type HiddenSurvival = Record<SurvivalCount, boolean> & { atRisk: boolean[] };

/** Per row: the five counts, then the number at risk at each horizon. */
const WIDTH = SURVIVAL_COUNTS.length + SURVIVAL_HORIZONS.length;

/**
 * Which survival figures an executive may not see. Primary: a row of 1–4 cases whole (every count and
 * number at risk, zeros too), and every count
 * or number at risk of 1–4. Relations: cases = deaths + censored in each row, and in each period the
 * row "all groups" = Σ the groups (each count, each number at risk), the cases of no ICCC-3 group
 * being the unseen difference.
 */
export function hiddenSurvivalCells(rows: readonly SurvivalTableRow[]): HiddenSurvival[] {
  const values: number[] = [];
  const primary: boolean[] = [];
  for (const r of rows) {
    const row = [...SURVIVAL_COUNTS.map((k) => r.counts[k]), ...r.at.map((a) => a.atRisk)];
    const whole = isSmallCount(r.counts.cases);
    values.push(...row);
    // A row of 1–4 cases goes whole, zeros included: "none of these children died" is itself
    // disclosure (issue 24), and its other counts would frame the hidden ones.
    primary.push(...row.map((v) => whole || isSmallCount(v)));
  }
  const unseen: number[] = [];
  const relations: AdditiveRelation[] = rows.map((_, i) => ({
    total: i * WIDTH,
    parts: [i * WIDTH + 1, i * WIDTH + 2],
  }));
  const periods = new Map<number, number[]>();
  for (const [i, r] of rows.entries()) periods.set(r.periodFrom, [...(periods.get(r.periodFrom) ?? []), i]);
  for (const members of periods.values()) {
    const all = members.find((i) => rows[i].group === 'all');
    const groups = members.filter((i) => rows[i].group !== 'all');
    if (all === undefined || !groups.length) continue;
    for (let c = 0; c < WIDTH; c++) {
      const parts = groups.map((i) => i * WIDTH + c);
      const rest = values[all * WIDTH + c] - parts.reduce((n, p) => n + values[p], 0);
      if (rest) {
        unseen.push(values.length);
        parts.push(values.length);
        values.push(rest);
        primary.push(true);
      }
      relations.push({ total: all * WIDTH + c, parts });
    }
  }
  const hidden = suppressTable({ values, relations, unseen, primary });
  return rows.map((_, i) => {
    const h = hidden.slice(i * WIDTH, (i + 1) * WIDTH);
    return {
      ...(Object.fromEntries(SURVIVAL_COUNTS.map((k, j) => [k, h[j]])) as Record<SurvivalCount, boolean>),
      atRisk: h.slice(SURVIVAL_COUNTS.length),
    };
  });
}

import {
  type FollowUp,
  ICCC_MAIN_GROUPS,
  type IcccMainGroup,
  isSmallCount,
  kaplanMeier,
  kaplanMeierAt,
  type Language,
  SUPPRESS_MAX,
  SUPPRESS_MIN,
  SURVIVAL_CURVE_MAX_POINTS,
  SURVIVAL_HORIZONS,
  type SurvivalAnswer,
  type SurvivalQuery,
  type SurvivalRow,
  survivalCurve,
} from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { icccGroups, icccIdOf, rowsOf, yearRange } from './statistics-lookups';
import type { HiddenSurvival, SurvivalCount, SurvivalTableRow } from './survival-counts';

const DAYS_PER_YEAR = 365.25;
/** Marks in the `days` column: a death-certificate-only case, and one without follow-up. */
const DCO = -2;
const NO_FOLLOW_UP = -1;
const ALL_GROUPS = { ro: 'Toate grupele', en: 'All groups' } as const;

type Group = { followUps: FollowUp[]; withoutFollowUp: number; dco: number };
/** A row before suppression: its true counts, steps and horizons. */
type RawRow = ReturnType<typeof measure> & {
  group: IcccMainGroup | 'all';
  label: string;
  periodFrom: number;
  periodTo: number;
};

/**
 * Observed survival, one entry per tumour (docs/reports.md, "Multiple primaries"): each runs from its
 * own diagnosis to the child's death or last day known alive (report_case_facts' child_* columns,
 * migration 0053), so a child's death ends the follow-up of every tumour she had. The database sends, per (group, period, outcome), the distinct days with their
 * counts — the per-case (time, event) pairs the Kaplan–Meier needs, already grouped — and the estimate runs
 * here, in the domain's tested functions. `hide` (a suppressed-figures role, published-reports.ts)
 * says which figures of the rows go.
 */
export async function computeSurvival(
  db: Db,
  q: SurvivalQuery,
  language: Language,
  hide?: (rows: readonly SurvivalTableRow[]) => HiddenSurvival[],
): Promise<SurvivalAnswer> {
  const groups = (await icccGroups(db, language)).filter((g) => g.level === 1);
  const { from, until } = yearRange(q.periodFrom, q.periodTo);
  const where: SQL[] = [sql`f.diagnosis_date >= ${from}`, sql`f.diagnosis_date < ${until}`];
  if (q.iccc) where.push(sql`f.iccc_group_id = ${icccIdOf(groups, q.iccc).id}`);
  // One row per (group, period, outcome) with its "days:count" pairs in one string: the pairs are tens
  // of thousands at 500,000 cases, and reading each as its own row cost the server more than the query.
  const rows = await rowsOf<{ g: number | null; p: number; death: boolean; pairs: string }>(
    db,
    sql`select g, p, death, string_agg(days || ':' || n, ',' order by days) as pairs from (
        select f.iccc_group_id as g,
          ((date_part('year', f.diagnosis_date)::int - ${q.periodFrom}) / ${q.periodLength})::int as p,
          case when f.basis_code = 0 then ${DCO}
               when f.child_is_dead then case when f.child_death_date >= f.diagnosis_date
                 then f.child_death_date - f.diagnosis_date else ${NO_FOLLOW_UP} end
               when f.child_last_alive_date > f.diagnosis_date then f.child_last_alive_date - f.diagnosis_date
               else ${NO_FOLLOW_UP} end as days,
          f.child_is_dead as death, count(*)::int as n
        from report_case_facts f where ${sql.join(where, sql` and `)}
        group by 1, 2, 3, 4) t
      group by 1, 2, 3`,
  );
  const codeOf = new Map(groups.map((g) => [Number(g.id), g.code as IcccMainGroup]));
  const cells = new Map<string, Group>();
  const cellOf = (group: string, period: number) => {
    const k = `${group}|${period}`;
    let c = cells.get(k);
    if (!c) {
      c = { followUps: [], withoutFollowUp: 0, dco: 0 };
      cells.set(k, c);
    }
    return c;
  };
  for (const r of rows) {
    const code = r.g === null ? null : (codeOf.get(Number(r.g)) ?? null);
    const cells = (code ? [code, 'all'] : ['all']).map((group) => cellOf(group, Number(r.p)));
    for (const pair of r.pairs.split(',')) {
      const colon = pair.indexOf(':');
      const days = Number(pair.slice(0, colon));
      const n = Number(pair.slice(colon + 1));
      for (const c of cells) {
        if (days === DCO) c.dco += n;
        else if (days === NO_FOLLOW_UP) c.withoutFollowUp += n;
        else c.followUps.push({ days, death: r.death, count: n });
      }
    }
  }
  const periods = Math.ceil((q.periodTo - q.periodFrom + 1) / q.periodLength);
  const shown: (IcccMainGroup | 'all')[] = q.iccc ? [q.iccc] : [...ICCC_MAIN_GROUPS, 'all'];
  const raw: RawRow[] = [];
  for (let p = 0; p < periods; p++) {
    const periodFrom = q.periodFrom + p * q.periodLength;
    const periodTo = Math.min(q.periodTo, periodFrom + q.periodLength - 1);
    for (const group of shown) {
      const label =
        group === 'all' ? ALL_GROUPS[language] : (groups.find((g) => g.code === group)?.label ?? group);
      const c = cells.get(`${group}|${p}`) ?? { followUps: [], withoutFollowUp: 0, dco: 0 };
      raw.push({ group, label, periodFrom, periodTo, ...measure(c) });
    }
  }
  const hidden = hide ? hide(raw) : null;
  const answerRows = raw.map((r, i) => answerRow(r, hidden?.[i] ?? null, q.curve));
  return {
    periodFrom: q.periodFrom,
    periodTo: q.periodTo,
    periodLength: q.periodLength,
    method: 'kaplan-meier',
    confidenceInterval: 'greenwood-log-log',
    confidenceLevel: 0.95,
    horizons: [...SURVIVAL_HORIZONS],
    rows: answerRows,
    suppression: { applied: Boolean(hide), min: SUPPRESS_MIN, max: SUPPRESS_MAX },
  };
}

function measure(c: Group) {
  const steps = kaplanMeier(c.followUps);
  const cases = c.followUps.reduce((n, f) => n + (f.count ?? 1), 0);
  const deaths = steps.reduce((n, s) => n + s.deaths, 0);
  const at = SURVIVAL_HORIZONS.map((years) => {
    const days = years * DAYS_PER_YEAR;
    const deathsBy = steps.reduce((n, s) => (s.days <= days ? n + s.deaths : n), 0);
    return { years, deathsBy, ...kaplanMeierAt(steps, days) };
  });
  return {
    steps,
    counts: {
      cases,
      deaths,
      censored: cases - deaths,
      withoutFollowUp: c.withoutFollowUp,
      deathCertificateOnly: c.dco,
    },
    at,
  };
}

function answerRow(r: RawRow, hidden: HiddenSurvival | null, withCurve: boolean): SurvivalRow {
  const { steps, counts } = r;
  // Cases hidden (1–4, or as a complement): the row goes whole — every count, zeros too, and its
  // horizons and curve, which would give the cases back.
  const rowHidden = hidden?.cases ?? false;
  const show = (k: SurvivalCount) => (rowHidden || hidden?.[k] ? null : counts[k]);
  const at = r.at.map(({ deathsBy, ...e }, h) =>
    // S(t) would give away 1–4 deaths before t (1 − S ≈ deaths / cases), so it goes with them.
    hidden && (rowHidden || hidden.atRisk[h] || isSmallCount(deathsBy))
      ? { years: e.years, survival: null, lower: null, upper: null, atRisk: null, suppressed: true }
      : { ...e, suppressed: false },
  );
  // The curve's drops would show each of 1–4 deaths.
  let curve =
    withCurve && !rowHidden && !(hidden && isSmallCount(counts.deaths))
      ? survivalCurve(steps, SURVIVAL_CURVE_MAX_POINTS)
      : undefined;
  if (curve && hidden) {
    // Past the point where fewer than 5 remain at risk, each drop would be one child's death.
    const end = steps.find((s) => s.atRisk <= SUPPRESS_MAX)?.days ?? Number.POSITIVE_INFINITY;
    curve = curve.filter((p) => p.days < end);
  }
  return {
    group: r.group,
    label: r.label,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    cases: show('cases'),
    deaths: show('deaths'),
    censored: show('censored'),
    withoutFollowUp: show('withoutFollowUp'),
    deathCertificateOnly: show('deathCertificateOnly'),
    suppressed: rowHidden,
    at,
    ...(curve ? { curve } : {}),
  };
}

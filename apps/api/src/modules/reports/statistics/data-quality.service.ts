import {
  type DataQualityAnswer,
  type DataQualityQuery,
  type DataQualityRow,
  type Language,
  medianOfHistogram,
  type QualityMedian,
  type QualityShare,
  SUPPRESS_MAX,
  SUPPRESS_MIN,
} from '@registry/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { hiddenQualityCells, QUALITY_COUNTS, type QualityCount } from './quality-suppression';
import { rowsOf, TOTAL_LABEL, UNKNOWN_LABEL, yearRange } from './statistics-lookups';

type Counts = Record<QualityCount, number>;
type Aggregate = Counts & {
  key: number | null;
  total: boolean;
  d_notified: number | null;
  d_completed: number | null;
  d_reviewed: number | null;
};
/** Histograms of the days to notification, to completion and to review, in that order. */
const histograms = () => Array.from({ length: 3 }, () => new Map<number, number>());

/**
 * The registry's data-quality indicators (IARC/ENCR), per year of diagnosis or per reporting unit, with
 * a total row. One pass over the current records' facts, hashed four ways (grouping sets): the counts
 * per key, and per key the histogram of each days column. The medians are read off the histograms
 * here (as percentile_cont would, the mean of the two middle values for an even n), and the total
 * row's histograms are the keys' added up: percentile_cont sorted 500 000 values per column, twice
 * (once per key, once for the total), and took most of the report's time.
 */
export async function computeDataQuality(
  db: Db,
  q: DataQualityQuery,
  language: Language,
  suppress: boolean,
): Promise<DataQualityAnswer> {
  const { from, until } = yearRange(q.yearFrom, q.yearTo);
  const unit = q.unitId ? await unitOf(db, q.unitId) : null;
  const key = q.by === 'year' ? sql`extract(year from f.diagnosis_date)::int` : sql`f.reporting_unit_id`;
  const where = [sql`f.diagnosis_date >= ${from}`, sql`f.diagnosis_date < ${until}`];
  if (unit) where.push(sql`f.reporting_unit_id = ${unit.id}`);
  const grouped = await rowsOf<Counts & { key: number | null; set: number; days: number | null; n: number }>(
    db,
    sql`select ${key} as key, grouping(f.days_to_notification, f.days_to_completion, f.days_to_review) as set,
          coalesce(f.days_to_notification, f.days_to_completion, f.days_to_review) as days,
          count(*)::int as n,
          count(*)::int as cases,
          count(*) filter (where f.basis_code in (5, 6, 7, 8))::int as mv,
          count(*) filter (where f.basis_code = 0)::int as dco,
          count(*) filter (where f.basis_code is null or f.basis_code = 9)::int as unknown_basis,
          count(*) filter (where f.iccc_group_id is null or f.iccc_group_id in (select id from iccc3_groups where code = 'XII'))::int as unspecified,
          count(*) filter (where f.age is null)::int as unknown_age,
          count(*) filter (where f.unresolved_warnings)::int as warnings,
          count(f.days_to_notification)::int as n_notified,
          count(f.days_to_completion)::int as n_completed,
          count(f.days_to_review)::int as n_reviewed
        from report_case_facts f
        where ${sql.join(where, sql` and `)}
        group by grouping sets ((${key}), (${key}, f.days_to_notification), (${key}, f.days_to_completion),
          (${key}, f.days_to_review))`,
  );
  const result = aggregate(grouped);
  // The names of the units in the answer only (a subquery over the facts would scan them all again).
  const unitIds = result.flatMap((a) => (a.total || a.key === null ? [] : [Number(a.key)]));
  const unitNames =
    q.by === 'unit' && unitIds.length
      ? new Map(
          (
            await rowsOf<{ id: number; name: string }>(
              db,
              sql`select id, name from reporting_units where id in (${sql.join(
                unitIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            )
          ).map((u) => [Number(u.id), u.name]),
        )
      : null;
  const labelOf = (a: Aggregate) =>
    a.total
      ? TOTAL_LABEL[language]
      : a.key === null
        ? UNKNOWN_LABEL[language]
        : (unitNames?.get(Number(a.key)) ?? String(a.key));
  const hiddenRows = suppress ? hiddenQualityCells(result) : null;
  const rows: DataQualityRow[] = result.map((a, i) => {
    const hidden = (k: QualityCount) => hiddenRows?.[i][k] ?? false;
    const share = (k: QualityCount): QualityShare =>
      hidden(k)
        ? { count: null, percent: null, suppressed: true }
        : { count: a[k], percent: a.cases ? (100 * a[k]) / a.cases : null, suppressed: false };
    const median = (k: QualityCount, days: number | null): QualityMedian =>
      hidden(k)
        ? { n: null, days: null, suppressed: true }
        : { n: a[k], days: days === null ? null : Number(days), suppressed: false };
    return {
      key: a.total ? 'total' : a.key === null ? '?' : String(a.key),
      label: labelOf(a),
      cases: hidden('cases') ? null : a.cases,
      casesSuppressed: hidden('cases'),
      microscopicallyVerified: share('mv'),
      deathCertificateOnly: share('dco'),
      unknownBasis: share('unknown_basis'),
      icccUnspecified: share('unspecified'),
      unknownAge: share('unknown_age'),
      unresolvedWarnings: share('warnings'),
      daysToNotification: median('n_notified', a.d_notified),
      daysToCompletion: median('n_completed', a.d_completed),
      daysToReview: median('n_reviewed', a.d_reviewed),
    };
  });
  return {
    by: q.by,
    unit,
    yearFrom: q.yearFrom,
    yearTo: q.yearTo,
    rows,
    suppression: { applied: suppress, min: SUPPRESS_MIN, max: SUPPRESS_MAX },
  };
}

/** grouping() of the three days columns: 0b011 = the notification's set, 0b101 completion, 0b110 review. */
const SET_OF_DAYS = [0b011, 0b101, 0b110];
const COUNTS_SET = 0b111;

/** The rows of the answer (key order, then the total): the counts, and the medians off the histograms. */
function aggregate(
  grouped: readonly (Counts & { key: number | null; set: number; days: number | null; n: number })[],
): Aggregate[] {
  const byKey = new Map<number | null, { counts: Counts; days: Map<number, number>[] }>();
  const entry = (key: number | null) => {
    let e = byKey.get(key);
    if (!e) {
      e = { counts: emptyCounts(), days: histograms() };
      byKey.set(key, e);
    }
    return e;
  };
  for (const g of grouped) {
    const key = g.key === null ? null : Number(g.key);
    const set = Number(g.set);
    if (set === COUNTS_SET) {
      const e = entry(key);
      for (const k of QUALITY_COUNTS) e.counts[k] = Number(g[k]);
    } else if (g.days !== null) entry(key).days[SET_OF_DAYS.indexOf(set)].set(Number(g.days), Number(g.n));
  }
  const keys = [...byKey.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  const total = { counts: emptyCounts(), days: histograms() };
  for (const e of byKey.values()) {
    for (const k of QUALITY_COUNTS) total.counts[k] += e.counts[k];
    e.days.forEach((h, i) => {
      for (const [d, n] of h) total.days[i].set(d, (total.days[i].get(d) ?? 0) + n);
    });
  }
  const row = (key: number | null, isTotal: boolean, e: typeof total): Aggregate => ({
    key,
    total: isTotal,
    ...e.counts,
    d_notified: medianOfHistogram(e.days[0]),
    d_completed: medianOfHistogram(e.days[1]),
    d_reviewed: medianOfHistogram(e.days[2]),
  });
  const rows = keys.map((k) => row(k, false, byKey.get(k) as typeof total));
  // As the grouping sets answered: a total row even when no case matches.
  return [...rows, row(null, true, total)];
}

/** A reporting unit's id and name, or 400 when there is none with that id. */
async function unitOf(db: Db, id: number) {
  const [unit] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from reporting_units where id = ${id}`,
  );
  if (!unit) throw badRequest('reports.unknownUnit');
  return { id: Number(unit.id), name: unit.name };
}

const emptyCounts = () => Object.fromEntries(QUALITY_COUNTS.map((k) => [k, 0])) as Counts;

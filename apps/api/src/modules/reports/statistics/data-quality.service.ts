import {
  type DataQualityAnswer,
  type DataQualityQuery,
  type DataQualityRow,
  type Language,
  type QualityMedian,
  type QualityShare,
  SUPPRESS_MAX,
  SUPPRESS_MIN,
} from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { QUALITY_COUNTS, type QualityCount } from './quality-counts';
import { type DayBuckets, emptyBuckets, exactMedians } from './quality-medians';
import { rowsOf, TOTAL_LABEL, UNKNOWN_LABEL, yearRange } from './statistics-lookups';

type Counts = Record<QualityCount, number>;
type Aggregate = Counts & {
  key: number | null;
  total: boolean;
  d_notified: number | null;
  d_completed: number | null;
  d_reviewed: number | null;
};
/**
 * The registry's data-quality indicators (IARC/ENCR), per year of diagnosis or per reporting unit, with
 * a total row. The first pass sums report_quality_counts (migration 0045): the facts' counts per (year,
 * unit, 64-day bucket of each of the three days columns), kept exact by triggers, a few tens of
 * thousands of rows where grouping the 500,000 facts on every call took ~250 ms. Each column's
 * histogram and the shares are summed from its rows here. A second hashed pass over the facts reads the
 * exact days of only the buckets the medians fall in (quality-medians.ts): the same medians as
 * percentile_cont, which sorted 500 000 values per column twice and spilt to disk.
 */
export async function computeDataQuality(
  db: Db,
  q: DataQualityQuery,
  language: Language,
): Promise<DataQualityAnswer> {
  const { from, until } = yearRange(q.yearFrom, q.yearTo);
  const unit = q.unitId ? await unitOf(db, q.unitId) : null;
  const key = q.by === 'year' ? sql`date_part('year', f.diagnosis_date)::int` : sql`f.reporting_unit_id`;
  const where = [sql`f.diagnosis_date >= ${from}`, sql`f.diagnosis_date < ${until}`];
  if (unit) where.push(sql`f.reporting_unit_id = ${unit.id}`);
  const whereAll = sql.join(where, sql` and `);
  // The first pass sums the kept counts per (year, unit, buckets) (migration 0045), not the facts.
  const countsKey = q.by === 'year' ? sql`c.diagnosis_year::int` : sql`c.reporting_unit_id`;
  const countsWhere = [sql`c.diagnosis_year between ${q.yearFrom} and ${q.yearTo}`];
  if (unit) countsWhere.push(sql`c.reporting_unit_id = ${unit.id}`);
  const grouped = await rowsOf<Grouped>(
    db,
    sql`select ${countsKey} as key, c.notification_bucket as bn, c.completion_bucket as bc,
          c.review_bucket as br, ${sql.join(
            SHARE_COUNTS.map((k) => sql`sum(c.${sql.raw(k)})::int as ${sql.raw(k)}`),
            sql`, `,
          )}
        from report_quality_counts c
        where ${sql.join(countsWhere, sql` and `)}
        group by 1, 2, 3, 4`,
  );
  const result = await aggregate(db, key, whereAll, grouped);
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
  const rows: DataQualityRow[] = result.map((a) => {
    const share = (k: QualityCount): QualityShare => ({
      count: a[k],
      percent: a.cases ? (100 * a[k]) / a.cases : null,
      suppressed: false,
    });
    const median = (k: QualityCount, days: number | null): QualityMedian => ({
      n: a[k],
      days: days === null ? null : Number(days),
      suppressed: false,
    });
    return {
      key: a.total ? 'total' : a.key === null ? '?' : String(a.key),
      label: labelOf(a),
      cases: a.cases,
      casesSuppressed: false,
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
    suppression: { applied: false, min: SUPPRESS_MIN, max: SUPPRESS_MAX },
  };
}

/** The rows of the answer (key order, then the total): the counts, and the exact medians. */
async function aggregate(db: Db, key: SQL, where: SQL, grouped: readonly Grouped[]): Promise<Aggregate[]> {
  // Each row is one (key, bucket of each days column): the rows of a key add up to its counts, and
  // each column's buckets make its own histogram (the n of a median is the cases with that column known).
  const counts = new Map<number, Counts>();
  const buckets = new Map<number, DayBuckets>();
  for (const g of grouped) {
    const k = Number(g.key);
    const c = counts.get(k) ?? emptyCounts();
    const h = buckets.get(k) ?? emptyBuckets();
    counts.set(k, c);
    buckets.set(k, h);
    const n = Number(g.cases);
    for (const name of SHARE_COUNTS) c[name] += Number(g[name]);
    for (const [column, b] of [g.bn, g.bc, g.br].entries()) {
      if (b === null) continue;
      c[MEDIAN_COUNTS[column]] += n;
      h[column].set(Number(b), (h[column].get(Number(b)) ?? 0) + n);
    }
  }
  const medians = await exactMedians(db, key, where, buckets);
  const total = emptyCounts();
  for (const c of counts.values()) for (const k of QUALITY_COUNTS) total[k] += c[k];
  const row = (k: number | null, c: Counts, d: (number | null)[]): Aggregate => ({
    key: k,
    total: k === null,
    ...c,
    d_notified: d[0],
    d_completed: d[1],
    d_reviewed: d[2],
  });
  return [
    ...[...counts.keys()]
      .sort((a, b) => a - b)
      .map((k) => row(k, counts.get(k) as Counts, medians.perKey.get(k) ?? [null, null, null])),
    // As the grouping sets answered: a total row even when no case matches.
    row(null, total, medians.total),
  ];
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

type Grouped = Counts & { key: number; bn: number | null; bc: number | null; br: number | null };

/** The counts read as they are, and the medians' n, counted off the buckets. */
const SHARE_COUNTS = QUALITY_COUNTS.filter((k) => !k.startsWith('n_'));
const MEDIAN_COUNTS = ['n_notified', 'n_completed', 'n_reviewed'] as const;

const emptyCounts = () => Object.fromEntries(QUALITY_COUNTS.map((k) => [k, 0])) as Counts;

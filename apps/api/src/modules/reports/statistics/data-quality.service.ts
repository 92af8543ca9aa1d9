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
import { BUCKET_SHIFT, DAY_COLUMNS, type DayBuckets, emptyBuckets, exactMedians } from './quality-medians';
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
/**
 * The registry's data-quality indicators (IARC/ENCR), per year of diagnosis or per reporting unit, with
 * a total row. One hashed pass over the current records' facts: per key and 64-day bucket of each of
 * the three days columns, the counts; each column's histogram and the shares are summed from its rows
 * here. The three columns move together (a record notified late is completed and reviewed late), so
 * the groups are a few thousand (988 by year, 2,585 by unit at 500,000 cases) and fit work_mem
 * (migration 0039 gives the planner the buckets' statistics, without which it expected 100,000 groups
 * and sorted on disk); three grouping sets instead computed every count three times, a third slower.
 * A second hashed pass reads the exact days of the buckets the medians fall in (quality-medians.ts).
 * Same medians as percentile_cont, which sorted 500 000 values per column twice and spilt to disk.
 */
export async function computeDataQuality(
  db: Db,
  q: DataQualityQuery,
  language: Language,
  suppress: boolean,
): Promise<DataQualityAnswer> {
  const { from, until } = yearRange(q.yearFrom, q.yearTo);
  const unit = q.unitId ? await unitOf(db, q.unitId) : null;
  const key = q.by === 'year' ? sql`date_part('year', f.diagnosis_date)::int` : sql`f.reporting_unit_id`;
  const where = [sql`f.diagnosis_date >= ${from}`, sql`f.diagnosis_date < ${until}`];
  if (unit) where.push(sql`f.reporting_unit_id = ${unit.id}`);
  const whereAll = sql.join(where, sql` and `);
  const bucket = (column: string) => sql.raw(`(f.${column} >> ${BUCKET_SHIFT})`);
  const [dn, dc, dr] = DAY_COLUMNS.map(bucket);
  const grouped = await rowsOf<Grouped>(
    db,
    sql`select ${key} as key, ${dn} as bn, ${dc} as bc, ${dr} as br,
          count(*)::int as cases,
          count(*) filter (where f.basis_code in (5, 6, 7, 8))::int as mv,
          count(*) filter (where f.basis_code = 0)::int as dco,
          count(*) filter (where f.basis_code is null or f.basis_code = 9)::int as unknown_basis,
          count(*) filter (where f.iccc_group_id is null or f.iccc_group_id in (select id from iccc3_groups where code = 'XII'))::int as unspecified,
          count(*) filter (where f.age is null)::int as unknown_age,
          count(*) filter (where f.unresolved_warnings)::int as warnings
        from report_case_facts f
        where ${whereAll}
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

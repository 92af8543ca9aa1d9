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
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { hiddenQualityCells, type QualityCount } from './quality-suppression';
import { rowsOf, TOTAL_LABEL, UNKNOWN_LABEL, yearRange } from './statistics-lookups';

type Aggregate = {
  key: number | null;
  total: boolean;
  cases: number;
  mv: number;
  dco: number;
  unknown_basis: number;
  unspecified: number;
  unknown_age: number;
  warnings: number;
  n_notified: number;
  d_notified: number | null;
  n_completed: number;
  d_completed: number | null;
  n_reviewed: number;
  d_reviewed: number | null;
};

/** The median of a days column (the facts keep them as integers, counted in Romania's calendar). */
const medianOf = (column: string) => sql.raw(`percentile_cont(0.5) within group (order by f.${column})`);

/**
 * The registry's data-quality indicators (IARC/ENCR): one grouped pass over the current records'
 * facts, per year of diagnosis or per reporting unit, with a total row (grouping sets).
 */
export async function computeDataQuality(
  db: Db,
  q: DataQualityQuery,
  language: Language,
  suppress: boolean,
): Promise<DataQualityAnswer> {
  const { from, until } = yearRange(q.yearFrom, q.yearTo);
  const key = q.by === 'year' ? sql`extract(year from f.diagnosis_date)::int` : sql`f.reporting_unit_id`;
  const result = await rowsOf<Aggregate>(
    db,
    sql`select ${key} as key, grouping(${key}) = 1 as total,
          count(*)::int as cases,
          count(*) filter (where f.basis_code in (5, 6, 7, 8))::int as mv,
          count(*) filter (where f.basis_code = 0)::int as dco,
          count(*) filter (where f.basis_code is null or f.basis_code = 9)::int as unknown_basis,
          count(*) filter (where f.iccc_group_id is null or f.iccc_group_id in (select id from iccc3_groups where code = 'XII'))::int as unspecified,
          count(*) filter (where f.age is null)::int as unknown_age,
          count(*) filter (where f.unresolved_warnings)::int as warnings,
          count(f.days_to_notification)::int as n_notified, ${medianOf('days_to_notification')} as d_notified,
          count(f.days_to_completion)::int as n_completed, ${medianOf('days_to_completion')} as d_completed,
          count(f.days_to_review)::int as n_reviewed, ${medianOf('days_to_review')} as d_reviewed
        from report_case_facts f
        where f.diagnosis_date >= ${from} and f.diagnosis_date < ${until}
        group by grouping sets ((${key}), ())
        order by 2, 1`,
  );
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
    yearFrom: q.yearFrom,
    yearTo: q.yearTo,
    rows,
    suppression: { applied: suppress, min: SUPPRESS_MIN, max: SUPPRESS_MAX },
  };
}

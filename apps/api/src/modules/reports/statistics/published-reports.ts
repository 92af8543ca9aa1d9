import {
  BAND_YEARS,
  bandStart,
  type DataQualityAnswer,
  type DataQualityQuery,
  type IncidenceAnswer,
  type IncidenceCell,
  type IncidenceQuery,
  type Language,
  type QualityMedian,
  type QualityShare,
  SURVIVAL_HORIZONS,
  type SurvivalAnswer,
  type SurvivalQuery,
  unpublishedIncidence,
  unpublishedQuality,
  unpublishedSurvival,
} from '@registry/domain';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { type BandPattern, withBandPatterns } from './band-pattern';
import { computeDataQuality } from './data-quality.service';
import { computeIncidence } from './incidence.service';
import { computeSurvival } from './survival.service';
import { type HiddenSurvival, SURVIVAL_COUNTS } from './survival-counts';

/**
 * The reports as a role that sees only suppressed figures gets them (issue 38): a question outside the
 * fixed bands is refused (400, published-bands.ts), and the answer's figures are those of the band's
 * one suppression pattern (band-pattern.ts) — hidden with every rate, percent and median computed from
 * them. Everyone else reads the services directly.
 */
export async function publishedIncidence(
  db: Db,
  q: IncidenceQuery,
  language: Language,
): Promise<IncidenceAnswer> {
  refuseUnless(unpublishedIncidence(q));
  const answer = await computeIncidence(db, q, language);
  return withBandPatterns(db, [q.yearFrom], async (patterns) =>
    maskIncidence(answer, q, patterns.get(q.yearFrom) as BandPattern),
  );
}

function maskIncidence(answer: IncidenceAnswer, q: IncidenceQuery, pattern: BandPattern): IncidenceAnswer {
  // A filtered answer's total line is the filter's own line of the band's tables.
  const filtered = q.iccc ? `g:${q.iccc}` : q.countyId ? `c:${q.countyId}` : 'total';
  const prefix = q.by === 'group' ? 'g' : q.by === 'county' ? 'c' : 'y';
  const rows = answer.rows.map((r) => {
    const line = r.level === 'total' ? filtered : `${prefix}:${r.key}`;
    const mask = (c: IncidenceCell, column: number): IncidenceCell =>
      pattern.hides(`i|${line}|${r.sex}|${column}`, c.count)
        ? { count: null, population: c.population, rate: null, suppressed: true }
        : c;
    const ages = r.ages.map(mask);
    // The ASR could be solved back for a hidden age cell.
    const anyHidden = ages.some((c) => c.suppressed);
    return {
      ...r,
      ages,
      total: mask(r.total, 5),
      ...(anyHidden ? { asr: null, asrLower: null, asrUpper: null } : {}),
    };
  });
  // The cases left out are published for the band as a whole only.
  const whole = !q.iccc && !q.countyId && !q.sex;
  const excluded = (key: string, n: number | null) => (whole && !pattern.hides(`i|x|${key}`, n) ? n : null);
  return {
    ...answer,
    rows,
    excluded: {
      unknownAge: excluded('unknownAge', answer.excluded.unknownAge),
      over19: excluded('over19', answer.excluded.over19),
    },
    suppression: { ...answer.suppression, applied: true },
  };
}

export async function publishedDataQuality(
  db: Db,
  q: DataQualityQuery,
  language: Language,
): Promise<DataQualityAnswer> {
  refuseUnless(unpublishedQuality(q));
  const answer = await computeDataQuality(db, q, language);
  return withBandPatterns(db, [q.yearFrom], async (patterns) =>
    maskQuality(answer, q, patterns.get(q.yearFrom) as BandPattern),
  );
}

function maskQuality(
  answer: DataQualityAnswer,
  q: DataQualityQuery,
  pattern: BandPattern,
): DataQualityAnswer {
  const rows = answer.rows.map((r) => {
    const row = r.key === 'total' ? 'total' : `${q.by === 'year' ? 'y' : 'u'}:${r.key}`;
    const hides = (k: string, n: number | null) => pattern.hides(`q|${row}|${k}`, n);
    const casesHidden = hides('cases', r.cases);
    const share = (k: string, s: QualityShare): QualityShare =>
      casesHidden || hides(k, s.count) ? { count: null, percent: null, suppressed: true } : s;
    const median = (k: string, m: QualityMedian): QualityMedian =>
      casesHidden || hides(k, m.n) ? { n: null, days: null, suppressed: true } : m;
    return {
      ...r,
      cases: casesHidden ? null : r.cases,
      casesSuppressed: casesHidden,
      microscopicallyVerified: share('mv', r.microscopicallyVerified),
      deathCertificateOnly: share('dco', r.deathCertificateOnly),
      unknownBasis: share('unknown_basis', r.unknownBasis),
      icccUnspecified: share('unspecified', r.icccUnspecified),
      unknownAge: share('unknown_age', r.unknownAge),
      unresolvedWarnings: share('warnings', r.unresolvedWarnings),
      daysToNotification: median('n_notified', r.daysToNotification),
      daysToCompletion: median('n_completed', r.daysToCompletion),
      daysToReview: median('n_reviewed', r.daysToReview),
    };
  });
  return { ...answer, rows, suppression: { ...answer.suppression, applied: true } };
}

export async function publishedSurvival(
  db: Db,
  q: SurvivalQuery,
  language: Language,
): Promise<SurvivalAnswer> {
  refuseUnless(unpublishedSurvival(q));
  const bands: number[] = [];
  for (let band = bandStart(q.periodFrom); band <= q.periodTo; band += BAND_YEARS) bands.push(band);
  return withBandPatterns(db, bands, (patterns) =>
    computeSurvival(db, q, language, (rows) =>
      rows.map((r): HiddenSurvival => {
        const pattern = patterns.get(r.periodFrom) as BandPattern;
        const hides = (k: string, n: number) => pattern.hides(`s|${r.group}|${k}`, n);
        const cases = hides('cases', r.counts.cases);
        return {
          ...(Object.fromEntries(SURVIVAL_COUNTS.map((k) => [k, cases || hides(k, r.counts[k])])) as Record<
            (typeof SURVIVAL_COUNTS)[number],
            boolean
          >),
          atRisk: r.at.map((h, i) => cases || hides(`atRisk${SURVIVAL_HORIZONS[i]}`, h.atRisk)),
        };
      }),
    ),
  );
}

const refuseUnless = (issue: string | null) => {
  if (issue) throw badRequest(issue);
};

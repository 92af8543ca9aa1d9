/**
 * Data-quality indicators: `POST /api/report/data-quality` (and `/xlsx`). Per year of diagnosis or
 * per reporting unit, over each cancer case's current record, with the n behind every figure.
 */
import { z } from 'zod';
import { id } from '../../shared/ids';
import { orderedYears, reportYear, suppressionInfo } from './contracts-shared';

export const DATA_QUALITY_BY = ['year', 'unit'] as const;

export const dataQualityQueryShape = z.object({
  yearFrom: reportYear,
  yearTo: reportYear,
  by: z.enum(DATA_QUALITY_BY).default('year'),
  /** One reporting unit only: with `by: 'year'`, the unit's indicators year by year (year × unit). */
  unitId: id.optional(),
});
export const dataQualityQuery = dataQualityQueryShape.superRefine(orderedYears('yearFrom', 'yearTo'));
export type DataQualityQuery = z.infer<typeof dataQualityQuery>;

/** `count` of the row's `cases` (the denominator), and its percent. Null = suppressed (executives). */
export const qualityShare = z.object({
  count: z.number().int().nullable(),
  percent: z.number().nullable(),
  suppressed: z.boolean(),
});
export type QualityShare = z.infer<typeof qualityShare>;

/** Median days between two dates, over the `n` cases that have both (null when n is 0 or suppressed). */
export const qualityMedian = z.object({
  n: z.number().int().nullable(),
  days: z.number().nullable(),
  suppressed: z.boolean(),
});
export type QualityMedian = z.infer<typeof qualityMedian>;

export const dataQualityRow = z.object({
  /** The year ('2021'), the reporting unit id ('7'), or 'total'. */
  key: z.string(),
  label: z.string(),
  cases: qualityShare.shape.count,
  casesSuppressed: z.boolean(),
  /** Basis of diagnosis 5 cytology, 6 histology of a metastasis, 7 histology of the primary, 8 autopsy. */
  microscopicallyVerified: qualityShare,
  /** Basis 0, death certificate only. */
  deathCertificateOnly: qualityShare,
  /** Basis 9 or not given. */
  unknownBasis: qualityShare,
  /** ICCC-3 main group XII (other and unspecified malignant neoplasms) or no ICCC-3 group at all. */
  icccUnspecified: qualityShare,
  /** No age at diagnosis (neither stated nor computable). */
  unknownAge: qualityShare,
  /** The current record still has an Invalid, or a Query/Rare nobody confirmed. */
  unresolvedWarnings: qualityShare,
  /** Diagnosis date → the first notification of the case was created. */
  daysToNotification: qualityMedian,
  /** Diagnosis date → the case's first notification was completed. */
  daysToCompletion: qualityMedian,
  /** Diagnosis date → the case's last review. */
  daysToReview: qualityMedian,
});
export type DataQualityRow = z.infer<typeof dataQualityRow>;

export const dataQualityAnswer = z.object({
  by: z.enum(DATA_QUALITY_BY),
  /** The reporting unit the answer is limited to (its name in `name`), or null for every unit. */
  unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  /** Rows in key order, then one row `total`. */
  rows: z.array(dataQualityRow),
  suppression: suppressionInfo,
});
export type DataQualityAnswer = z.infer<typeof dataQualityAnswer>;

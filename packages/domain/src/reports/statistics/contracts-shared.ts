/**
 * Reports page (issue 16): the vocabulary every report shares — age groups, sexes, ICCC-3 codes,
 * year ranges and the executives' small-count suppression.
 */
import { z } from 'zod';
import { ICCC3_MAIN_GROUPS } from '../../coding/iccc3';
import { boundedInt } from '../../shared/ids';
import { msg } from '../../shared/messages';

/** The five childhood age groups of IICC-3 / IARC (age in completed years at diagnosis). */
export const AGE_GROUPS = ['0', '1-4', '5-9', '10-14', '15-19'] as const;
export const ageGroup = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof ageGroup>;

/** Sex as the gender dictionary codes it (list 7: M, F). */
export const SEXES = ['M', 'F'] as const;
export const reportSex = z.enum(SEXES);
export type ReportSex = z.infer<typeof reportSex>;

/** ICCC-3 main groups I–XII, in order: the coding engine's list. */
export const ICCC_MAIN_GROUPS = ICCC3_MAIN_GROUPS;
export const icccMainGroup = z.enum(ICCC_MAIN_GROUPS);
export type IcccMainGroup = z.infer<typeof icccMainGroup>;

/** A main group ('III') or a subgroup ('IIIb') code; the server answers 400 for a code ICCC-3 lacks. */
export const icccCode = z
  .string()
  .trim()
  .regex(/^[IVX]{1,4}[a-f]?$/, msg.invalid);

/** Years of diagnosis the reports accept (a range wider than 100 years is refused). */
export const reportYear = boundedInt(1900, 2100);
export const MAX_YEAR_SPAN = 100;

/** Refines a body with `from` ≤ `to` (and at most MAX_YEAR_SPAN years), the error on `to`. */
export const orderedYears =
  <F extends string, T extends string>(from: F, to: T) =>
  (v: Record<F | T, number>, ctx: z.RefinementCtx) => {
    if (v[from] > v[to] || v[to] - v[from] >= MAX_YEAR_SPAN)
      ctx.addIssue({ code: 'custom', message: msg.invalid, path: [to] });
  };

/**
 * Executives see aggregates only, and no count from 1 to 4 (the usual small-cell rule of cancer
 * registries): such a cell answers `count: null, suppressed: true`, and so does every figure computed
 * from it (its rate, percent, median, survival). 0 is shown. Where the answer shows sums (row totals,
 * M + F = all, group = Σ subgroups, total = Σ lines…), complementary cells are hidden as well, until no
 * hidden cell can be worked out from the shown ones (suppression.ts). Other roles get
 * `suppressed: false` everywhere.
 */
export const SUPPRESS_MIN = 1;
export const SUPPRESS_MAX = 4;

/** How the answer was protected: `applied` when the caller is an executive. */
export const suppressionInfo = z.object({
  applied: z.boolean(),
  min: z.literal(SUPPRESS_MIN),
  max: z.literal(SUPPRESS_MAX),
});
export type SuppressionInfo = z.infer<typeof suppressionInfo>;

/** The xlsx downloads' file names (Romanian, as the registry's other downloads). */
export const REPORT_FILE_NAMES = {
  incidence: 'Incidenta.xlsx',
  'data-quality': 'Calitatea-datelor.xlsx',
  survival: 'Supravietuire.xlsx',
} as const;
export type StatisticsReportName = keyof typeof REPORT_FILE_NAMES;
export const STATISTICS_REPORTS = Object.keys(REPORT_FILE_NAMES) as StatisticsReportName[];

/**
 * Observed survival: `POST /api/report/survival` (and `/xlsx`). Kaplan–Meier from diagnosis to death
 * (event) or to the last date the child was known alive (censored), by ICCC-3 main group and period
 * of diagnosis, with 95 % confidence intervals from Greenwood's variance on the log(−log) scale.
 */
import { z } from 'zod';
import { boundedInt } from '../../shared/ids';
import { icccMainGroup, orderedYears, reportYear, suppressionInfo } from './contracts-shared';

/** The horizons reported, in years since diagnosis (a year = 365.25 days). */
export const SURVIVAL_HORIZONS = [1, 3, 5] as const;
/** The step curve of a row is thinned to at most this many points. */
export const SURVIVAL_CURVE_MAX_POINTS = 200;

export const survivalQueryShape = z.object({
  periodFrom: reportYear,
  periodTo: reportYear,
  /** Years per period of diagnosis: periodFrom… in blocks of this many years (the last may be shorter). */
  periodLength: boundedInt(1, 100).default(5),
  iccc: icccMainGroup.optional(),
  /** Also answer each row's step curve (for the chart). */
  curve: z.boolean().default(false),
});
export const survivalQuery = survivalQueryShape.superRefine(orderedYears('periodFrom', 'periodTo'));
export type SurvivalQuery = z.infer<typeof survivalQuery>;

/** Survival at one horizon: S(t), its 95 % CI, and the number still at risk at t. */
export const survivalAt = z.object({
  years: z.number().int(),
  survival: z.number().nullable(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  atRisk: z.number().int().nullable(),
  suppressed: z.boolean(),
});
export type SurvivalAt = z.infer<typeof survivalAt>;

/** A point of the step curve: from `days` on, survival is `survival` (until the next point). */
export const survivalCurvePoint = z.object({ days: z.number().int(), survival: z.number() });

/**
 * For executives: a row of 1–4 cases is suppressed whole (every count null, zeros too); a count of 1–4 (deaths, censored, without
 * follow-up, DCO) is null, with complements across cases = deaths + censored and all groups = Σ groups;
 * a horizon with 1–4 at risk (or its number at risk hidden), or with 1–4 deaths before it, answers
 * nulls; a row with 1–4 deaths has no curve, and other curves stop where fewer than 5 remain at risk.
 */
/** The counts of a survival row: all null when the row is suppressed. */
export const SURVIVAL_ROW_COUNTS = [
  'cases',
  'deaths',
  'censored',
  'withoutFollowUp',
  'deathCertificateOnly',
] as const;

export const survivalRow = z
  .object({
    /** 'I'…'XII', or 'all' (every group of the period). */
    group: z.union([icccMainGroup, z.literal('all')]),
    label: z.string(),
    periodFrom: z.number().int(),
    periodTo: z.number().int(),
    /** Cases in the analysis (with a usable follow-up); null = suppressed. */
    cases: z.number().int().nullable(),
    deaths: z.number().int().nullable(),
    censored: z.number().int().nullable(),
    /**
     * "Cases without follow-up": not known dead and no contact after the diagnosis date, or dead with no
     * date of death. They are left out of the estimate (they carry no time at risk) and counted here.
     */
    withoutFollowUp: z.number().int().nullable(),
    /** Death-certificate-only cases (basis 0), left out of survival as is usual (no survival time to observe). */
    deathCertificateOnly: z.number().int().nullable(),
    suppressed: z.boolean(),
    at: z.array(survivalAt),
    curve: z.array(survivalCurvePoint).optional(),
  })
  // A hidden row is hidden whole (issue 24): a count left in it — even deaths 0 — is disclosure.
  .refine(
    (r) =>
      !r.suppressed ||
      (SURVIVAL_ROW_COUNTS.every((k) => r[k] === null) &&
        r.at.every((a) => a.suppressed && a.survival === null && a.atRisk === null) &&
        r.curve === undefined),
    { message: 'a suppressed survival row carries no count, figure or curve' },
  );
export type SurvivalRow = z.infer<typeof survivalRow>;

export const survivalAnswer = z.object({
  periodFrom: z.number().int(),
  periodTo: z.number().int(),
  periodLength: z.number().int(),
  method: z.literal('kaplan-meier'),
  /** Greenwood's variance, CI computed on log(−log S) and transformed back (stays within 0–1). */
  confidenceInterval: z.literal('greenwood-log-log'),
  confidenceLevel: z.literal(0.95),
  horizons: z.array(z.number().int()),
  rows: z.array(survivalRow),
  suppression: suppressionInfo,
});
export type SurvivalAnswer = z.infer<typeof survivalAnswer>;

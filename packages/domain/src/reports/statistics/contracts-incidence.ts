/**
 * Incidence report: `POST /api/report/incidence` (and `/api/report/incidence/xlsx`, same body).
 * Counts of new cases (each cancer case's current record, by its diagnosis date) and, when population
 * denominators are loaded for every (year, county, sex, age group) the answer needs, rates per million
 * person-years and an age-standardised rate by the direct method on the Segi (1960) world standard.
 */
import { z } from 'zod';
import { id } from '../../shared/ids';
import { ageGroup, icccCode, orderedYears, reportSex, reportYear, suppressionInfo } from './contracts-shared';

/** What the table's rows are: ICCC-3 main groups with their subgroups, counties, or years. */
export const INCIDENCE_BY = ['group', 'county', 'year'] as const;

export const incidenceQueryShape = z.object({
  yearFrom: reportYear,
  yearTo: reportYear,
  countyId: id.optional(),
  sex: reportSex.optional(),
  /** A main group ('III') or subgroup ('IIIb'); only its cases are counted. */
  iccc: icccCode.optional(),
  by: z.enum(INCIDENCE_BY).default('group'),
});
export const incidenceQuery = incidenceQueryShape.superRefine(orderedYears('yearFrom', 'yearTo'));
export type IncidenceQuery = z.infer<typeof incidenceQuery>;

/** The Segi (1960) world standard population, weights per 100 000, for the childhood age groups. */
export const SEGI_WORLD_STANDARD = {
  id: 'segi-1960-world',
  name: 'Segi (1960) world standard population, as modified by Doll et al. (1966)',
  weights: { '0': 2400, '1-4': 9600, '5-9': 10000, '10-14': 9000, '15-19': 9000 },
} as const;

/**
 * One figure: a count, the population at risk behind it (person-years, summed over the years) and the
 * rate per million person-years. `count` null = suppressed (executives); `rate` is then null too.
 * `population`/`rate` null when the denominators are missing.
 */
export const incidenceCell = z.object({
  count: z.number().int().nullable(),
  population: z.number().int().nullable(),
  rate: z.number().nullable(),
  suppressed: z.boolean(),
});
export type IncidenceCell = z.infer<typeof incidenceCell>;

export const incidenceRow = z.object({
  /** 'III', 'IIIb', a county id ('12'), a year ('2021'), or 'total' for the last row. */
  key: z.string(),
  level: z.enum(['group', 'subgroup', 'county', 'year', 'total']),
  /** A subgroup's main group ('III'); null otherwise. */
  parentKey: z.string().nullable(),
  /** In the caller's language (ICCC-3 group name, county name, the year). */
  label: z.string(),
  /** 'all' is both sexes (cases of unknown sex included). */
  sex: z.enum(['M', 'F', 'all']),
  /** One cell per AGE_GROUPS entry, in order. */
  ages: z.array(incidenceCell),
  /** All ages 0–19 together: its rate is the crude rate. */
  total: incidenceCell,
  /**
   * Age-standardised rate per million (direct method, SEGI_WORLD_STANDARD); null without denominators,
   * and for executives when any age cell of the row is suppressed (the ASR could be solved back for it).
   */
  asr: z.number().nullable(),
  /** 95 % CI of the ASR (gamma / Fay–Feuer would be exact; this is the normal approximation on the ASR's variance). */
  asrLower: z.number().nullable(),
  asrUpper: z.number().nullable(),
});
export type IncidenceRow = z.infer<typeof incidenceRow>;

export const incidenceAnswer = z.object({
  by: z.enum(INCIDENCE_BY),
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  ageGroups: z.array(ageGroup),
  /** 'missing': at least one needed denominator is not loaded, so the answer has counts only. */
  denominators: z.enum(['available', 'missing']),
  /** The years (of the range) for which no population is loaded (county-wise incomplete years included). */
  missingPopulationYears: z.array(z.number().int()),
  standardPopulation: z.object({
    id: z.literal(SEGI_WORLD_STANDARD.id),
    name: z.string(),
    weights: z.record(ageGroup, z.number()),
  }),
  rows: z.array(incidenceRow),
  /** Cases of the range left out of the age cells: age unknown, or 20 and over (they count in nothing). */
  excluded: z.object({ unknownAge: z.number().int().nullable(), over19: z.number().int().nullable() }),
  suppression: suppressionInfo,
});
export type IncidenceAnswer = z.infer<typeof incidenceAnswer>;

/**
 * Population denominators (issue 16): a super administrator imports a CSV of resident population by
 * year × county × sex × age group (`POST /api/population/import`, multipart field `file`); each import
 * replaces the years it contains, all or nothing. `GET /api/population/template` answers the CSV
 * template, `GET /api/population` what is loaded.
 */
import { z } from 'zod';

/**
 * The CSV's columns, in order, with a header line: year; county = the county's two-letter code
 * (AB … VN, B for Bucharest); sex M/F; age_group one of AGE_GROUPS; population a whole number ≥ 0.
 * Separator `,` or `;`. A bad line answers 400 with `errors` keyed `line N` (1 = header) and nothing is written.
 */
export const POPULATION_CSV_COLUMNS = ['year', 'county', 'sex', 'age_group', 'population'] as const;
export const POPULATION_TEMPLATE_FILE_NAME = 'Populatie-model.csv';
export const POPULATION_MAX_BYTES = 5 * 1024 * 1024;
/** 42 counties × 2 sexes × 5 age groups = 420 lines a year; this allows about 100 years in one file. */
export const POPULATION_MAX_LINES = 50_000;

export const populationYear = z.object({
  year: z.number().int(),
  /** Counties with at least one line for that year, of `countiesTotal`. */
  counties: z.number().int(),
  lines: z.number().int(),
  population: z.number().int(),
  /** Every county × sex × age group has a line. */
  complete: z.boolean(),
  importedAt: z.string(),
  importedByName: z.string(),
  /** Invented figures of the demo registry (issue 42 item 13), not a census: the page says so. */
  synthetic: z.boolean(),
});
export type PopulationYear = z.infer<typeof populationYear>;

export const populationSummary = z.object({
  countiesTotal: z.number().int(),
  years: z.array(populationYear),
});
export type PopulationSummary = z.infer<typeof populationSummary>;

export const populationImportResult = z.object({
  years: z.array(z.number().int()),
  lines: z.number().int(),
});
export type PopulationImportResult = z.infer<typeof populationImportResult>;

/**
 * What a role that sees only suppressed figures (executives) may ask for (issue 38): fixed bands.
 *
 * Complementary suppression protects one table; two answers over overlapping ranges give a hidden cell
 * back by difference (2016 = (2016–2017) − 2017). So such a role gets only a fixed set of tables —
 * aligned five-year periods (2015–2019, 2020–2024, …), each split by year, group, county or unit only
 * as the band's own tables are — and one suppression pattern computed over all of them together
 * (the server's band pattern). Every answer is then a set of cells of that one protected set.
 */
import { statisticsMsg } from './messages';

/** The years of one band; bands start at a multiple of it. */
export const BAND_YEARS = 5;

/** The band a year falls in: its first year. */
export const bandStart = (year: number) => year - (((year % BAND_YEARS) + BAND_YEARS) % BAND_YEARS);
export const isBand = (from: number, to: number) => from === bandStart(from) && to === from + BAND_YEARS - 1;

/** The bands of the last `count` periods up to the one holding `year`, newest first. */
export const bandsUpTo = (year: number, count: number) =>
  Array.from({ length: count }, (_, i) => bandStart(year) - i * BAND_YEARS);

type IncidenceFilter = { yearFrom: number; yearTo: number; by: string; countyId?: number; iccc?: string };
type QualityFilter = { yearFrom: number; yearTo: number; unitId?: number };
type SurvivalFilter = { periodFrom: number; periodTo: number; periodLength: number };

/**
 * Null when a suppressed-figures role may ask this, else the message of the 400. A county filter is a
 * county's line of the by-county table (so only with rows by county), a group filter a group's lines of
 * the by-group table; anything else (a county's groups, a group's counties or years, a unit's years)
 * would be a table outside the protected set.
 */
export function unpublishedIncidence(q: IncidenceFilter): string | null {
  if (!isBand(q.yearFrom, q.yearTo)) return statisticsMsg.bandsOnly;
  if (q.countyId !== undefined && q.by !== 'county') return statisticsMsg.filterNotPublished;
  if (q.iccc !== undefined && q.by !== 'group') return statisticsMsg.filterNotPublished;
  return null;
}

export function unpublishedQuality(q: QualityFilter): string | null {
  if (!isBand(q.yearFrom, q.yearTo)) return statisticsMsg.bandsOnly;
  return q.unitId === undefined ? null : statisticsMsg.filterNotPublished;
}

/** Survival: one or more whole bands, in periods of one band each. */
export function unpublishedSurvival(q: SurvivalFilter): string | null {
  const span = q.periodTo - q.periodFrom + 1;
  return q.periodLength === BAND_YEARS && q.periodFrom === bandStart(q.periodFrom) && span % BAND_YEARS === 0
    ? null
    : statisticsMsg.bandsOnly;
}

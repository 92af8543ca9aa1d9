import { BAND_YEARS, SUPPRESS_MAX, suppressTable, withCompanions } from '@registry/domain';
import type { Db } from '../../../db/client';
import { type BandAnswers, bandCells } from './band-cells';
import { computeDataQuality } from './data-quality.service';
import { computeIncidence } from './incidence.service';
import { exposedCells } from './interval-audit';
import { computeSurvival } from './survival.service';

/**
 * The suppression pattern of one band (issue 38): which of its cells a suppressed-figures role may not
 * see, chosen once over every table of the band together (band-cells.ts), so that every answer about the
 * band hides the same cells and no set of answers gives one back.
 *
 * A cell is looked up by its key with the value the answer is about to show. A key the pattern does not
 * know, or another value than the one it was computed on, means the data changed since: the cell is
 * hidden (the pattern fails closed) and the view is marked stale, so that the caller computes the
 * pattern again and answers with the new one (withBandPattern).
 */
export type BandPattern = { hides(key: string, value: number | null): boolean; readonly stale: boolean };
type Cells = Map<string, { value: number; hidden: boolean }>;

/**
 * The last pattern of each band, kept in the process: computing one reads the band's six tables and
 * suppresses a few thousand cells together, which costs several report calls; checking an answer against
 * it costs a map look-up per figure. It is computed again when an answer finds a figure that changed.
 */
const patterns = new Map<number, Promise<Cells>>();

async function computePattern(db: Db, band: number): Promise<Cells> {
  const yearTo = band + BAND_YEARS - 1;
  const years = { yearFrom: band, yearTo };
  // The band's own tables, with their true figures; labels do not matter here.
  const [byGroup, byCounty, byYear, qualityByYear, qualityByUnit, survival] = await Promise.all([
    computeIncidence(db, { ...years, by: 'group' }, 'en'),
    computeIncidence(db, { ...years, by: 'county' }, 'en'),
    computeIncidence(db, { ...years, by: 'year' }, 'en'),
    computeDataQuality(db, { ...years, by: 'year' }, 'en'),
    computeDataQuality(db, { ...years, by: 'unit' }, 'en'),
    computeSurvival(db, { periodFrom: band, periodTo: yearTo, periodLength: BAND_YEARS, curve: false }, 'en'),
  ]);
  const answers: BandAnswers = { byGroup, byCounty, byYear, qualityByYear, qualityByUnit, survival };
  const cells = bandCells(answers);
  const hidden = await protectedPattern({ ...cells, protectionSum: SUPPRESS_MAX + 1 });
  return new Map(cells.keys.map((k, i) => [k, { value: cells.values[i], hidden: hidden[i] }]));
}

/** Rounds of the protection-interval check before the pattern gives up and hides the band's every cell. */
const MAX_ROUNDS = 50;

/**
 * The suppression of the band's cells, then the protection interval over all of them at once
 * (interval-audit.ts): while a reader still bounds a hidden cell under 5 through chains of sums, one
 * more companion is hidden beside it and the pattern is closed again (exact deductions included).
 */
async function protectedPattern(table: Parameters<typeof suppressTable>[0]): Promise<boolean[]> {
  let hidden = suppressTable(table);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const exposed = await exposedCells(table, hidden, SUPPRESS_MAX + 1);
    if (!exposed.length) return hidden;
    const next = withCompanions(table, hidden, exposed);
    // Nothing left to hide beside them: fail closed.
    if (!next.added) break;
    hidden = suppressTable({ ...table, primary: next.hidden });
  }
  return hidden.map(() => true);
}

/**
 * The band's pattern; `stale` is a pattern an answer found out of date: unless another answer has
 * already started a newer one, it is computed again.
 */
function patternOf(db: Db, band: number, stale?: Promise<Cells>) {
  let pattern = patterns.get(band);
  if (!pattern || (stale && pattern === stale)) {
    const computing = computePattern(db, band);
    patterns.set(band, computing);
    // A failed computation is not kept: the next answer tries again.
    computing.catch(() => patterns.get(band) === computing && patterns.delete(band));
    pattern = computing;
  }
  return pattern;
}

function viewOf(cells: Cells): BandPattern {
  let stale = false;
  return {
    hides(key, value) {
      const cell = cells.get(key);
      if (!cell || cell.value !== value) stale = true;
      return !cell || cell.hidden || cell.value !== value;
    },
    get stale() {
      return stale;
    },
  };
}

/**
 * Builds an answer with the patterns of its bands; when a figure has changed since a pattern was
 * computed, the patterns are computed again (once, shared by the answers waiting for them) and the
 * answer is built anew. A figure that changed again in between stays hidden.
 */
export async function withBandPatterns<T>(
  db: Db,
  bands: readonly number[],
  build: (patterns: ReadonlyMap<number, BandPattern>) => Promise<T>,
): Promise<T> {
  const used = new Map(bands.map((band) => [band, patternOf(db, band)]));
  const read = async () =>
    new Map(await Promise.all(bands.map(async (band) => [band, viewOf(await used.get(band)!)] as const)));
  const views = await read();
  const first = await build(views);
  const stale = bands.filter((band) => views.get(band)?.stale);
  if (!stale.length) return first;
  for (const band of stale) used.set(band, patternOf(db, band, used.get(band)));
  return build(await read());
}

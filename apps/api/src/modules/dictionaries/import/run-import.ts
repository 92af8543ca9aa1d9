import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { DICTIONARY_VERSION_KEY, dictionariesChangedHere } from '../list-cache';
import { loadStarterSet } from '../starter/load-starter';
import { IMPORT_STEPS, stepFilesPresent } from './sources';
import type { SyncCounts } from './sync';

export type ImportReport = { counts: SyncCounts[]; skipped: string[]; ms: number };

const changed = (counts: SyncCounts[]) => counts.some((c) => c.inserted + c.updated + c.deactivated > 0);

async function bumpVersion(db: Db) {
  await db.execute(
    sql`insert into app_settings (key, value, updated_at) values (${DICTIONARY_VERSION_KEY}, ${JSON.stringify(Date.now())}::jsonb, now())
        on conflict (key) do update set value = excluded.value, updated_at = now()`,
  );
  dictionariesChangedHere();
}

/** Loads every standard-format source found in `dir`; a source whose files are missing is skipped. */
export async function importReferenceData(db: Db, dir: string): Promise<ImportReport> {
  if (!existsSync(dir)) throw new Error(`Reference data directory not found: ${dir}`);
  const started = performance.now();
  const counts: SyncCounts[] = [];
  const skipped: string[] = [];
  for (const step of IMPORT_STEPS) {
    if (!stepFilesPresent(step, dir)) {
      skipped.push(step.name);
      continue;
    }
    // One transaction per source: a bad file leaves that source as it was.
    counts.push(...(await db.transaction((tx) => step.run(tx, dir))));
  }
  if (changed(counts)) await bumpVersion(db);
  return { counts, skipped, ms: Math.round(performance.now() - started) };
}

export async function loadStarter(db: Db): Promise<ImportReport> {
  const started = performance.now();
  const counts = await db.transaction((tx) => loadStarterSet(tx));
  if (changed(counts)) await bumpVersion(db);
  return { counts, skipped: [], ms: Math.round(performance.now() - started) };
}

type Log = { info: (obj: object, msg: string) => void };

/** Start-up step: the starter set always, then the official files when REFERENCE_DATA_DIR is set. */
export async function prepareReferenceData(db: Db, referenceDataDir: string | undefined, log: Log = console) {
  const starter = await loadStarter(db);
  log.info({ ms: starter.ms, changed: changed(starter.counts) }, 'reference data: starter set loaded');
  if (!referenceDataDir) return;
  const report = await importReferenceData(db, referenceDataDir);
  log.info(
    { dir: referenceDataDir, ms: report.ms, changed: changed(report.counts), skipped: report.skipped },
    'reference data: imported',
  );
}

/** The summary table the CLI prints. */
export function formatReport(title: string, report: ImportReport): string {
  const header = ['list', 'inserted', 'updated', 'deactivated', 'unchanged', 'ms'];
  const rows = report.counts.map((c) =>
    [c.list, c.inserted, c.updated, c.deactivated, c.unchanged, c.ms].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const out = [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  if (report.skipped.length > 0) out.push(`skipped (files missing): ${report.skipped.join(', ')}`);
  out.push(`total ${report.ms} ms`);
  return out.join('\n');
}

/**
 * npm run backup [-- <folder>]   a backup of the registry the environment points at (DATABASE_URL or the
 *                                embedded database in DATA_DIR, and DATA_DIR/files) into BACKUP_DIR or <folder>
 * npm run restore <backup>       rebuilds that registry into the empty database and file directory the
 *                                environment points at, then checks it against the backup's manifest
 * Exit codes: 0 done and checked; 1 failed or a check differs; 2 refused (target not empty) or the backup
 * itself says a referenced file was missing.
 */
import path from 'node:path';
import { loadConfig } from '../../config';
import { requestImage, takeImage } from './pglite-image';
import { RestoreRefused, restoreBackup } from './restore';
import { writeBackup } from './write-backup';

const [command, argument] = process.argv.slice(2);
const config = loadConfig();
const filesRoot = path.join(config.dataDir, 'files');
const dbDir = path.join(config.dataDir, 'db');

async function backup() {
  const outDir = path.resolve(argument ?? config.backupDir);
  const started = Date.now();
  const cpuStarted = process.cpuUsage();
  const { dir, manifest } = await writeBackup(
    config.databaseUrl
      ? { engine: 'postgres', url: config.databaseUrl }
      : { engine: 'pglite', image: embeddedImage },
    filesRoot,
    outDir,
  );
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const cpu = process.cpuUsage(cpuStarted);
  console.log(`backup written: ${dir}`);
  console.log(
    `  ${manifest.engine} ${manifest.serverVersion}, snapshot ${manifest.snapshotAt}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files`,
  );
  console.log(
    `  ${Date.now() - started} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU; users waited ${manifest.stallMs} ms`,
  );
  if (manifest.missingFiles.length) {
    console.error(`  WARNING: ${manifest.missingFiles.length} referenced files were missing from the store:`);
    for (const name of manifest.missingFiles) console.error(`    ${name}`);
    process.exitCode = 2;
  }
}

/** From the running server if there is one; otherwise the directory is opened here (no server holds it). */
async function embeddedImage() {
  const fromServer = await requestImage(config.dataDir);
  if (fromServer) return fromServer;
  const { openDatabase } = await import('../../db/client');
  const database = await openDatabase({ dir: dbDir });
  try {
    return await takeImage(database);
  } finally {
    await database.close();
  }
}

async function restore() {
  if (!argument) throw new RestoreRefused('usage: npm run restore <backup folder>');
  const target = config.databaseUrl
    ? ({ engine: 'postgres', url: config.databaseUrl } as const)
    : ({ engine: 'pglite', dir: dbDir } as const);
  const report = await restoreBackup(path.resolve(argument), target, filesRoot);
  const rows = report.tables.reduce((n, t) => n + t.rows, 0);
  const where = target.engine === 'postgres' ? new URL(target.url).pathname.slice(1) : target.dir;
  console.log(`restored ${path.resolve(argument)} into ${target.engine} ${where} and ${filesRoot}`);
  console.log(
    `  tables: ${report.tables.filter((t) => t.ok).length} of ${report.tables.length} match the manifest (rows and sha256), ${rows} rows`,
  );
  console.log(`  files: ${report.files.checked} copied, sha256 ${report.files.ok ? 'match' : 'DIFFER'}`);
  if (report.laterMigrations)
    console.log(`  then ${report.laterMigrations} newer migrations of this release ran`);
  for (const problem of report.problems) console.error(`  DIFFERS: ${problem}`);
  console.log(report.problems.length ? 'RESTORE CHECK FAILED' : 'restore checked: OK');
  if (report.problems.length) process.exitCode = 1;
}

const commands: Record<string, () => Promise<void>> = { backup, restore };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error('usage: cli.ts backup [folder] | restore <backup folder>');
  process.exit(1);
}
run().catch((err) => {
  console.error(
    err instanceof RestoreRefused ? `refused: ${err.message}` : err instanceof Error ? err.message : err,
  );
  process.exit(err instanceof RestoreRefused ? 2 : 1);
});

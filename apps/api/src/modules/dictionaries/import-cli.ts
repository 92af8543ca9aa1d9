import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { formatReport, importReferenceData, loadStarter } from './import/run-import';

// npm run reference:import -- --dir <path>: opens the database like the server (DATABASE_URL or
// PGlite in DATA_DIR/db), migrates, loads the starter set and imports the official files.
async function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const config = loadConfig();
  const dir = values.dir ? path.resolve(values.dir) : config.referenceDataDir;
  if (!dir) throw new Error('Usage: npm run reference:import -- --dir <reference data directory>');
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    console.log(formatReport('Starter set', await loadStarter(database.db)));
    console.log(formatReport(`\nImport from ${dir}`, await importReferenceData(database.db, dir)));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { prepareReferenceData } from './modules/dictionaries/import/run-import';
import { ensureRegistryDocuments } from './modules/documents/useful-documents.service';
import { serveImages } from './platform/backup/pglite-image';

/** Reads the configuration, opens and migrates the database, seeds the demo if asked, listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
  await database.migrate();
  await prepareReferenceData(database.db, config.referenceDataDir);
  const { app, context } = await buildApp({ config, database });
  await ensureRegistryDocuments(context);
  if (config.demoSeed) await seedDemo(context);

  let backupImages: ReturnType<typeof serveImages> | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    await backupImages?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` of the embedded database asks this process for an image (docs/operations.md).
  backupImages = database.kind === 'pglite' ? serveImages(database, config.dataDir, app.log) : null;
  await backupImages?.listening;
  app.log.info({ database: database.kind, mail: context.mailer.kind, url: config.publicUrl }, 'listening');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

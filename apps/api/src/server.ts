import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedAsConfigured } from './db/seed/demo-registry';
import { prepareReferenceData } from './modules/dictionaries/import/run-import';
import { ensureRegistryDocuments } from './modules/documents/useful-documents.service';
import { serveImages } from './platform/backup/pglite-image';
import { underStartupLock } from './platform/startup-lock';

/** Reads the configuration, opens and migrates the database, seeds the demo if asked, listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dir: path.join(config.dataDir, 'db'),
    parallelWorkers: config.databaseParallelWorkers,
  });
  // Several servers may start at once on one PostgreSQL: one at a time through the shared writes.
  const { app, context } = await underStartupLock(config.databaseUrl, async () => {
    await database.migrate();
    // Before the app (and its logger) exists: the console, at the configured level (npm start: warn).
    const quiet = ['fatal', 'error', 'warn', 'silent'].includes(config.logLevel);
    await prepareReferenceData(database.db, config.referenceDataDir, quiet ? { info: () => {} } : console);
    const built = await buildApp({ config, database });
    await ensureRegistryDocuments(built.context);
    // DEMO_SEED: the demo accounts, and on a registry that has never held a child the demo registry.
    const demo = await seedAsConfigured(built.context);
    if (demo) built.app.log.info(demo, 'demo registry seeded (synthetic children)');
    return built;
  });

  let backupImages: ReturnType<typeof serveImages> | null = null;
  // Graceful stop (issue 26): drain (SHUTDOWN_DRAIN_SECONDS), stop accepting, let requests and uploads in flight finish, close the
  // database, exit 0 — so a rolling restart behind the proxy drops nothing. Bounded: past
  // SHUTDOWN_TIMEOUT_SECONDS the connections still open are cut and the exit code is 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const seconds = config.shutdownTimeoutSeconds;
    // Behind a proxy, first drain: health answers 503 while requests are still served, until the
    // proxy's checks have taken this server out. Closing the listener at once would reset the
    // connections the proxy had just opened (still in the kernel's accept queue), and a save sent on
    // one of them gets a 502 the proxy may not replay.
    if (config.shutdownDrainSeconds > 0) {
      context.lifecycle.stopping = true;
      app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down: draining');
      await new Promise((r) => setTimeout(r, config.shutdownDrainSeconds * 1000));
    }
    app.log.info({ signal, timeoutSeconds: seconds }, 'shutting down: finishing requests in flight');
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.warn({ timeoutSeconds: seconds }, 'shutting down: requests still in flight, cutting them');
      app.server.closeAllConnections();
      // Jobs that will not end either (a hung query): leave, the next server takes over their work.
      setTimeout(() => process.exit(1), 5000).unref();
    }, seconds * 1000);
    // A keep-alive connection whose request ends after the close began would stay open until its
    // idle timeout: each one is closed as soon as it has answered its last request.
    const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      await backupImages?.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutting down failed');
      cut = true;
    }
    clearTimeout(deadline);
    clearInterval(idleCloser);
    app.log.info({ cut }, 'stopped');
    process.exit(cut ? 1 : 0);
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

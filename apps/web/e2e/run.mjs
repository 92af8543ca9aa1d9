#!/usr/bin/env node
/**
 * End-to-end run: builds the web app if stale, starts the real API (fresh temporary database, demo
 * seed, the built app served on the same origin) — one with the normal token lifetime and one with
 * an 8-second access token for the refresh specs — runs the specs in Debian Chromium, cleans up.
 *
 *   node apps/web/e2e/run.mjs [spec-name-filter]
 *
 * Without /usr/bin/chromium it skips (exit 0), unless E2E=1 (CI), where a missing browser fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './support/browser.mjs';
import { buildIfStale, startServer } from './support/server.mjs';

if (!existsSync(CHROMIUM)) {
  if (process.env.E2E === '1') {
    console.error(`e2e failed: chromium not found at ${CHROMIUM} (E2E=1)`);
    process.exit(1);
  }
  console.log('e2e skipped: chromium not found');
  process.exit(0);
}

const filter = process.argv[2];
const specDir = path.join(import.meta.dirname, 'specs');
const specs = readdirSync(specDir)
  .filter((f) => f.endsWith('.test.mjs') && (!filter || f.includes(filter)))
  .sort()
  .map((f) => path.join(specDir, f));

const servers = [];
const stopAll = (printLog = false) => Promise.allSettled(servers.map((s) => s.stop({ printLog })));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stopAll().then(() => process.exit(130)));
}

let code = 1;
try {
  buildIfStale({ force: process.env.E2E_REBUILD === '1' });
  const [main, shortTtl] = await Promise.all([
    startServer({ name: 'main' }),
    startServer({ name: 'short-ttl', env: { ACCESS_TOKEN_TTL_SECONDS: '8' } }),
  ]);
  servers.push(main, shortTtl);
  console.log(`e2e: API + web at ${main.baseUrl} (short token lifetime at ${shortTtl.baseUrl})`);
  code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-concurrency=1', ...specs], {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: main.baseUrl, E2E_SHORT_TTL_BASE_URL: shortTtl.baseUrl },
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll(code !== 0);
}
process.exit(code);

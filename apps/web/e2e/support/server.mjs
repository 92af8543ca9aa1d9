import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const webDir = path.resolve(import.meta.dirname, '../..');
export const repoRoot = path.resolve(webDir, '../..');
export const distDir = path.join(webDir, 'dist');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds the web app when dist is missing or older than any source it is made from. */
export function buildIfStale({ force = false } = {}) {
  const built = existsSync(path.join(distDir, 'index.html'))
    ? statSync(path.join(distDir, 'index.html')).mtimeMs
    : 0;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']
    .map((p) => path.join(webDir, p))
    .concat(path.join(repoRoot, 'packages/domain/src'));
  const newest = Math.max(...sources.map(newestMtime));
  if (!force && built > newest) {
    console.log('e2e: web build is up to date');
    return;
  }
  console.log('e2e: building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@registry/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('web build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real API on a fresh temporary database with the demo seed, serving the built app on
 * the same origin. Resolves once /api/health answers; `stop()` kills it and deletes its data.
 */
export async function startServer({ name = 'api', env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `registry-e2e-${name}-`));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  // E2E_API_ROOT runs the API from another checkout (e.g. while this one is mid-change).
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: process.env.E2E_API_ROOT ?? repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'accounts',
      WEB_DIST_DIR: distDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every spec signs in several times from one address; the per-minute guard is not under test here.
      IDENTITY_RATE_LIMIT_PER_MINUTE: '10000',
      // A sign-out or revocation must show on the very next call (the 5 s production cache is not under test).
      SESSION_CHECK_CACHE_SECONDS: '0',
      // The demo reporters look up many patients across the specs; the look-up limit has its API test.
      PATIENT_LOOKUP_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.on('exit', (code) => {
    exited = code ?? -1;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '');
  const stop = async ({ printLog = false } = {}) => {
    if (printLog)
      console.error(
        `--- ${name} server log (tail) ---\n${logTail()}${exited !== null ? `\n(exited ${exited})` : ''}`,
      );
    if (exited === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, stop, logFile };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail = logTail();
  await stop();
  throw new Error(
    `${name} server did not become healthy${exited !== null ? ` (exit ${exited})` : ''}:\n${tail}`,
  );
}

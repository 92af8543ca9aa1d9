#!/usr/bin/env node
// `npm start`: builds the web app and the API when their builds are missing or older than their
// sources, then runs the built API (plain JavaScript, no tsx), which serves the app on the same
// origin (embedded database and demo accounts by default). It prints what a user needs once the
// registry answers (start-banner.mjs), not the build's asset list or npm's warnings: the web app is
// built by Vite directly, quietly, and the server logs warnings and errors only unless LOG_LEVEL says.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureApiBuild, serverNodeArgs } from './build-api.mjs';
import { startBanner } from './start-banner.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const sources = ['src', 'index.html', 'vite.config.ts', 'public'].map((s) => path.join(web, s));
sources.push(path.join(root, 'packages/domain/src'));
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (fs.existsSync(path.join(web, 'index.html')) && Math.max(...sources.map(newestMtime)) > builtAt) {
  process.stdout.write('Building the web app… ');
  const started = Date.now();
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: web,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    console.log('failed:');
    console.error(`${build.stdout}${build.stderr}`);
    process.exit(build.status ?? 1);
  }
  console.log(`done (${Math.round((Date.now() - started) / 1000)} s)`);
}

const builtServer = await ensureApiBuild();
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
const server = spawn(process.execPath, [...serverNodeArgs, builtServer], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

// Migrations, the reference data and the demo seed run before the server listens: wait for it.
const health = `http://127.0.0.1:${env.PORT ?? 3000}/api/health`;
for (let waited = 0; waited < 180_000 && server.exitCode === null; waited += 500) {
  const up = await fetch(health).then(
    (r) => r.ok,
    () => false,
  );
  if (up) {
    console.log(startBanner(env).join('\n'));
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}

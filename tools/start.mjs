#!/usr/bin/env node
// `npm start`: builds the web app and the API when their builds are missing or older than their
// sources, then runs the built API (plain JavaScript, no tsx), which serves the app on the same
// origin (embedded database and demo accounts by default).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureApiBuild, serverNodeArgs } from './build-api.mjs';

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
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@registry/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const builtServer = await ensureApiBuild();
const server = spawn(process.execPath, [...serverNodeArgs, builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

#!/usr/bin/env node
// `npm run bench -- <name>`: runs tools/bench/<name>.ts (all of them without a name).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const all = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'bench-server.ts')
  .map((f) => f.replace(/\.ts$/, ''));
let failed = false;
for (const name of wanted.length ? wanted : all) {
  if (!all.includes(name)) {
    console.error(`no benchmark "${name}"; there are: ${all.join(', ')}`);
    process.exit(2);
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`)], {
    stdio: 'inherit',
  });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// `npm run bench -- <name>`: runs tools/bench/<name>.ts or .mjs (all of them without a name).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
/** Modules the benches share: not benches themselves (run alone, they would measure nothing). */
const helpers = new Set([
  'bench-server.ts',
  'sql-capture.ts',
  'run.mjs',
  'duplicates-hard-set.ts',
  'duplicates-hard-eval.ts',
]);
const all = fs.readdirSync(dir).filter((f) => /\.m?[jt]s$/.test(f) && !helpers.has(f));
const names = all.map((f) => f.replace(/\.m?[jt]s$/, ''));
/**
 * A fixed piece of work (3,000 JSON round trips of a 200-element array), timed before and after each
 * bench. The machines these run on differ twofold in speed and vary ±15 % from minute to minute
 * (docs/benchmarks.md): two figures compare only when the yardsticks beside them agree.
 */
function yardstick() {
  const items = Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `x${i}`,
    v: [i, i * 2, 'abc'],
    o: { a: 1 },
  }));
  const start = performance.now();
  for (let i = 0; i < 3000; i++) JSON.parse(JSON.stringify(items));
  return Math.round(performance.now() - start);
}

let failed = false;
for (const name of wanted.length ? wanted : names) {
  const file = all[names.indexOf(name)];
  if (!file) {
    console.error(`no benchmark "${name}"; there are: ${names.join(', ')}`);
    process.exit(2);
  }
  const before = yardstick();
  console.log(`${name}: machine yardstick ${before} ms before`);
  // The bench reads it to scale an absolute target on a slower machine (issue 41: by yardstick / 400 ms).
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_YARDSTICK_MS: String(before) },
  });
  console.log(`${name}: machine yardstick ${yardstick()} ms after`);
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);

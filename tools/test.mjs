#!/usr/bin/env node
// `npm test`: the unit and integration suites of every workspace (vitest), then the browser journeys
// (Playwright on Debian Chromium). Ends with one line `tests: N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-')), 'vitest.json');
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const unit = spawnSync('npx', vitestArgs, { cwd: root, stdio: 'inherit' });
if (unit.status !== 0) exitCode = 1;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

const e2eRunner = path.join(root, 'apps/web/e2e/run.mjs');
if (fs.existsSync(e2eRunner) && !process.env.SKIP_E2E) {
  const e2e = spawnSync(process.execPath, [e2eRunner], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  process.stdout.write(e2e.stdout ?? '');
  if (e2e.status !== 0) exitCode = 1;
  // node:test's summary lines: "# pass N", "# fail N", "# skipped N".
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(e2e.stdout ?? '')?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail');
  totals.skipped += count('skipped');
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);

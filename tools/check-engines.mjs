#!/usr/bin/env node
// `npm run check:engines`: fails when a package in package-lock.json does not run on the oldest Node
// the README promises (root package.json "engines"). It reads the lockfile rather than `npm ci`'s
// EBADENGINE warnings so that it holds whatever Node version the CI machine itself runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const promised = readJson('package.json').engines?.node;
const oldest = promised && semver.minVersion(promised);
if (!oldest) {
  console.error('package.json has no "engines.node" to check against');
  process.exit(1);
}

const offenders = Object.entries(readJson('package-lock.json').packages)
  .filter(([, pkg]) => pkg.engines?.node && !semver.satisfies(oldest, pkg.engines.node))
  .map(([where, pkg]) => `  ${where}@${pkg.version} wants node ${pkg.engines.node}`);

if (offenders.length > 0) {
  console.error(`These packages do not support Node ${oldest} (package.json promises ${promised}):`);
  console.error(offenders.join('\n'));
  console.error('Pin a version that does (root "overrides") or raise the promise and the CI image together.');
  process.exit(1);
}
console.log(`engines: every locked package supports Node ${oldest}`);

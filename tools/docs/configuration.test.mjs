import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('docs/configuration.md names every variable apps/api/src/config.ts reads', () => {
  const config = fs.readFileSync(path.join(root, 'apps/api/src/config.ts'), 'utf8');
  const schema = config.slice(config.indexOf('z.object({'), config.indexOf('\n});'));
  const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  expect(variables.length).toBeGreaterThan(30);
  const docs = fs.readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
  expect(variables.filter((v) => !docs.includes(`\`${v}\``))).toEqual([]);
});

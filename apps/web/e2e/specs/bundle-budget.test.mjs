import assert from 'node:assert/strict';
import { it } from 'node:test';
import { routeJs } from '../bundle-weight.mjs';
import { distDir } from '../support/server.mjs';

/** Issue 3: the sign-in route loads no more than ~250 kB of gzip JavaScript. */
const BUDGET_BYTES = 250 * 1024;

it('the sign-in route stays within its JavaScript budget', () => {
  const { gzipBytes, files } = routeJs(distDir, 'src/features/identity/login-page.tsx');
  assert.ok(
    gzipBytes <= BUDGET_BYTES,
    `sign-in loads ${(gzipBytes / 1024).toFixed(1)} kB gzip over ${files.length} files (budget 250 kB)`,
  );
  for (const heavy of ['x-data-grid', 'date-picker', 'react-pdf', 'app-shell', 'dashboard-page']) {
    assert.ok(!files.some((f) => f.includes(heavy)), `${heavy} must be code-split out of sign-in`);
  }
});

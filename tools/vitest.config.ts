import { defineConfig } from 'vitest/config';

/** The tools' own checks: the docs link check, the configuration reference (issue 28), the start banner. */
export default defineConfig({
  test: { include: ['docs/**/*.test.mjs', '*.test.mjs'] },
});

import { defineConfig } from 'vitest/config';

/** The tools' own checks: the docs link check and the configuration reference (issue 28). */
export default defineConfig({
  test: { include: ['docs/**/*.test.mjs'] },
});

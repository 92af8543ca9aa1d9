import { defineConfig } from 'vitest/config';

/** One run for the unit and integration suites of every workspace (ARCHITECTURE §8). */
export default defineConfig({
  test: { projects: ['packages/domain', 'apps/api', 'apps/web', 'tools'] },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/server/test/**/*.test.ts',
      'apps/house-games/test/**/*.test.ts',
      'apps/web/test/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite boots a WASM Postgres per test file; two workers fit the 2-core machines.
    maxWorkers: 2,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's own import alias, so its unit tests can load its modules.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    include: [
      'apps/server/test/**/*.test.ts',
      'apps/house-games/test/**/*.test.ts',
      'apps/web/test/**/*.test.ts',
      'apps/admin/test/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
    ],
    // A migrated and seeded embedded database, dumped once; test apps on PGlite start from it.
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite boots a WASM Postgres per test file; two workers fit the 2-core machines.
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';

// The service's tests: over HTTP (app.inject) against a fresh, migrated and seeded database per
// test file. PGlite by default; PostgreSQL when TEST_DATABASE_URL is set (see test/helpers).
export default defineConfig({
  test: {
    name: 'api',
    // Projects run one group at a time (see the root vitest.config.ts).
    sequence: { groupOrder: 3 },
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 2,
    // Each file still gets its own database; the service's modules are imported once per worker
    // instead of once per file. Importing them was most of a file's cost (the whole PGlite pass
    // took 565 s isolated, 381 s not), and no test depends on a fresh module graph.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';

// The service's tests: over HTTP (app.inject) against a fresh, migrated and seeded database per
// test file. PGlite by default; PostgreSQL when TEST_DATABASE_URL is set (see test/helpers).
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

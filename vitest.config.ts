import { defineConfig } from 'vitest/config';

// Each workspace owns its Vitest project; this file only lists them. Each project has its own
// `sequence.groupOrder`, so on a 2-core machine the suites run one after another (unit tests, the
// API over HTTP, then the browser suites) instead of competing for the cores.
// WATNI_VITEST_PROJECTS (comma-separated globs) narrows the run, e.g. for the PostgreSQL pass.
const projects = process.env.WATNI_VITEST_PROJECTS?.split(',') ?? [
  'apps/*/vitest.config.ts',
  'packages/*/vitest.config.ts',
  '.storybook/vitest.config.ts',
];

export default defineConfig({
  test: {
    projects,
  },
});

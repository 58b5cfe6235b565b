import { defineConfig } from 'vitest/config';

// Each workspace owns its Vitest project; this file only lists them.
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

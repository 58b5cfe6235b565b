import { defineConfig } from 'vitest/config';

// Project 'screens': pure unit tests of the screens package in Node (formatting, validation).
// The screens' stories run as tests in the root Storybook project. Run: npx vitest run --project screens
export default defineConfig({
  test: {
    name: 'screens',
    // Projects run one group at a time (see the root vitest.config.ts).
    sequence: { groupOrder: 2 },
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';

// Project 'policy': unit tests of the role table. Run: npx vitest run --project policy
export default defineConfig({
  test: {
    name: 'policy',
    sequence: { groupOrder: 1 },
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';

// Project 'api-client': unit tests of the client in Node, with an in-memory localStorage and a
// fake fetch (see src/test-helpers.ts). Run: npx vitest run --project api-client
export default defineConfig({
  test: {
    name: 'api-client',
    // Projects run one group at a time (see the root vitest.config.ts).
    sequence: { groupOrder: 1 },
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

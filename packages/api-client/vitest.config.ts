import { defineConfig } from 'vitest/config';

// Project 'api-client': unit tests of the client in Node, with an in-memory localStorage and a
// fake fetch (see src/test-helpers.ts). Run: npx vitest run --project api-client
export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

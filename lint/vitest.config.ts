import { defineConfig } from 'vitest/config';

// The lint guards' own test: ESLint's API on a fixture tree (type-aware, so it takes seconds).
export default defineConfig({
  test: {
    name: 'lint',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 120_000,
  },
});

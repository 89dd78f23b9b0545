import { defineConfig } from 'vitest/config';

// API integration suites: each file builds the app against its own fresh database (in-memory
// PGlite, plus PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

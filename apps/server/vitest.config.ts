import { defineConfig } from 'vitest/config';

// API integration suites: each file builds the app against its own fresh database (in-memory
// PGlite, plus PostgreSQL when TEST_DATABASE_URL is set). Files share their worker's module cache
// (no isolation): importing the app once per worker instead of once per file saves minutes, and
// the app keeps nothing at module level but caches of what never changes (compiled QuickJS, the
// citation styles, the reference indexes), so a file cannot leave state behind for the next.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

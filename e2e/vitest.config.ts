import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The browser tests are mostly waiting (on the browser, the server, a streamed answer), so two
// workers per core run them side by side: on this 2-core machine the 54 files took 10.7 minutes on
// two workers and 4.9 on four (2026-12-02). Each worker has a server of its own (global-setup.ts)
// and runs its files one after another without module isolation, so Chromium and the imports are
// set up once per worker. Tests stay independent through a fresh browser context each. Past eight,
// more servers and browsers cost memory for little gain.
const WORKERS = Math.min(availableParallelism() * 2, 8);

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    maxWorkers: WORKERS,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});

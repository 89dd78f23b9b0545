import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The browser tests are mostly waiting (on the browser, the server, a streamed answer), so one
// worker per core runs them side by side. Each worker has a server of its own (global-setup.ts)
// and runs its files one after another without module isolation, so Chromium and the imports are
// set up once per worker. Tests stay independent through a fresh browser context each.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    maxWorkers: availableParallelism(),
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});

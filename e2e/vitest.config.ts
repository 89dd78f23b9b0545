import { defineConfig } from 'vitest/config';

// The browser tests share one server and a 2-core machine: files run one after another in one
// worker without module isolation, so Chromium and the imports are set up once for the whole run.
// Tests stay independent through a fresh browser context each.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});

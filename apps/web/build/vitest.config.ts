import { defineConfig } from 'vitest/config';

// The build's own plugins are tested in Node, apart from the app's jsdom tests: one of them runs
// Vite's build, which must not see jsdom's window.
export default defineConfig({
  test: {
    name: 'web-build',
    environment: 'node',
    include: ['*.test.ts'],
  },
});

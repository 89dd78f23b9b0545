import { defineConfig } from 'vitest/config';

// Pure schemas and constants: plain Node, no DOM.
export default defineConfig({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

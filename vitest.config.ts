import { defineConfig } from 'vitest/config';

// One `vitest run` from the root runs every unit, component and API integration suite.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'lint'],
  },
});

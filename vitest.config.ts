import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` from the root runs every unit, component and API integration suite.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/web/build', 'lint'],
    // Vitest's default leaves one core idle, which on a 2-core machine means one file at a time;
    // the integration files spend much of their time waiting on PostgreSQL, child processes and
    // sockets, so every core gets a worker.
    maxWorkers: availableParallelism(),
  },
});

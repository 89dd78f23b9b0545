import type { TestProject } from 'vitest/node';
import { assertBuilt } from './fixtures/build-output';
import { resolveChromiumPath } from './fixtures/chromium-path';
import { startServer } from './fixtures/server-process';
import './fixtures/provided-context';

/**
 * Runs once before every end-to-end file: checks that a browser and a build exist (failing the run
 * before any test when not), starts the built server on a fresh data folder, and hands its URL and
 * the browser's path to the tests. The returned teardown stops the server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = resolveChromiumPath();
  assertBuilt();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    const output = server.output();
    await server.stop();
    // LOG_LEVEL=warn: anything the server printed during the run is worth a look.
    if (output) console.warn(`--- server output during e2e ---\n${output}`);
  };
}

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureCalibration } from './calibration/measure-calibration';
import { measureChat } from './chat/run-chat-benchmarks';
import { measureCode } from './code/measure-code';
import { measureFiles } from './files/measure-files';
import { measureFirstLoad } from './first-load/measure-first-load';
import { measureLoad } from './lib/load-test';
import { SERVER_ENTRY, WEB_INDEX } from '../e2e/fixtures/build-output';
import { startServer } from '../e2e/fixtures/server-process';
import { SERVER_READY_TIMEOUT_MS } from './lib/server-start';
import { printFigure } from './lib/report';

/** Readiness is polled this often, so the start-up figures are accurate to about this much. */
const READY_POLL_MS = 10;

/** The routes under load: liveness (no I/O) and readiness (one database round trip). */
const LOAD_ROUTES = [
  { figure: 'health', path: '/api/health' },
  { figure: 'db-route', path: '/api/ready' },
] as const;

async function measureServer(dataDir: string): Promise<void> {
  const startOptions = {
    dataDir,
    readyPollMs: READY_POLL_MS,
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  };
  const coldServer = await startServer(startOptions);
  printFigure('cold-start-ready', Math.round(coldServer.readyMs), 'ms');
  await coldServer.stop();

  const server = await startServer(startOptions);
  try {
    printFigure('warm-start-ready', Math.round(server.readyMs), 'ms');
    for (const route of LOAD_ROUTES) {
      const load = await measureLoad(`${server.baseUrl}${route.path}`);
      printFigure(`${route.figure}-rps`, Math.round(load.requestsPerSecond), 'requests/s');
      printFigure(`${route.figure}-p99`, load.p99LatencyMs, 'ms');
      // A fast error is not a fast answer: say so next to the figure it would distort.
      if (load.failedRequests > 0) {
        printFigure(`${route.figure}-failed`, load.failedRequests, 'requests');
      }
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    throw new Error('Run npm run build first.');
  }
  await measureFirstLoad();
  const dataDir = await mkdtemp(join(tmpdir(), 'polymath-bench-data-'));
  try {
    await measureServer(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  await measureChat();
  await measureFiles();
  await measureCode();
  await measureCalibration();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

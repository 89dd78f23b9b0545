import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../e2e/fixtures/server-process';
import { measureLoad } from '../lib/load-test';
import { printFigure } from '../lib/report';
import { SERVER_READY_TIMEOUT_MS } from '../lib/server-start';
import { startBareHttpServer } from './bare-http';
import { measureFirstQuestionsStall } from './first-questions-stall';
import { measurePostgresReady } from './postgres-ready';
import { processTreeMemory } from './process-tree-memory';

/** Readiness is polled this often, so the start-up figures are accurate to about this much. */
const READY_POLL_MS = 10;
/** How long a started server is left alone before its memory is read ("idle after start"). */
const IDLE_SETTLE_MS = 10_000;

const MB = 1024 * 1024;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function printIdleMemory(pid: number): Promise<void> {
  const tree = await processTreeMemory(pid);
  const total = tree.reduce((sum, part) => sum + part.rssBytes, 0);
  printFigure('idle-rss-server-tree', Math.round(total / MB), 'MB');
  for (const [index, part] of tree.entries()) {
    const label = index === 0 ? 'server' : `child-${part.name}`;
    printFigure(`idle-rss-${label}`, Math.round(part.rssBytes / MB), 'MB');
  }
}

async function printLoad(figure: string, url: string): Promise<number> {
  const load = await measureLoad(url);
  printFigure(`${figure}-rps`, Math.round(load.requestsPerSecond), 'requests/s');
  printFigure(`${figure}-p99`, load.p99LatencyMs, 'ms');
  // A fast error is not a fast answer: say so next to the figure it would distort.
  if (load.failedRequests > 0) printFigure(`${figure}-failed`, load.failedRequests, 'requests');
  return load.requestsPerSecond;
}

/**
 * The server's own figures: start times on a new and an existing data folder, idle memory of the
 * process tree, requests per second on liveness (beside a bare node:http server measured in the
 * same run) and readiness on PGlite and PostgreSQL, and the event loop's longest stall over a
 * fresh server's first questions.
 */
export async function measureServer(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'polymath-bench-data-'));
  try {
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
      await delay(IDLE_SETTLE_MS);
      await printIdleMemory(server.pid);
      const bare = await startBareHttpServer();
      let bareRps: number;
      try {
        bareRps = await printLoad('bare-node-http', bare.url);
      } finally {
        await bare.stop();
      }
      const healthRps = await printLoad('health', `${server.baseUrl}/api/health`);
      printFigure('health-share-of-bare-node-http', Math.round((healthRps / bareRps) * 100), '%');
      await printLoad('db-route', `${server.baseUrl}/api/ready`);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  await measurePostgresReady();
  await measureFirstQuestionsStall();
}

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { ANONYMOUS_ID_HEADER, ExecuteCodeResponseSchema, LIMITS } from '@polymath/shared';
import { startServer } from '../../e2e/fixtures/server-process';
import { percentile, roundMs } from '../lib/percentiles';
import { printFigure } from '../lib/report';
import { SERVER_READY_TIMEOUT_MS } from '../lib/server-start';

/**
 * The hello worlds timed: `warmRuns` one at a time, each after a pause long enough for the warm
 * pool to refill (the latency a person gets), then `runs` back to back two at a time (how many
 * runs a second the server sustains).
 */
const PROGRAMS = [
  {
    figure: 'code-js',
    language: 'javascript',
    code: "console.log('Hello, World!')",
    warmRuns: 20,
    pauseMs: 500,
    runs: 60,
  },
  {
    figure: 'code-python',
    language: 'python',
    code: "print('Hello, World!')",
    warmRuns: 6,
    pauseMs: 12_000,
    runs: 20,
  },
] as const;
/** Runs at once: the server's own cap (two cores), each from its own guest. */
const CONCURRENCY = 2;
/** Each guest runs as many programs as its free allowance holds, then another takes over. */
const RUNS_PER_GUEST = LIMITS.free.codeExecution;

let guestNumber = 0;

/**
 * A new guest at an address of its own (the server trusts the bench's X-Forwarded-For): the
 * allowance and the per-address pace are the product's, not what is timed here.
 */
function newGuest(): Record<string, string> {
  guestNumber += 1;
  return {
    [ANONYMOUS_ID_HEADER]: randomUUID(),
    'x-forwarded-for': `10.${(guestNumber >> 16) & 255}.${(guestNumber >> 8) & 255}.${guestNumber & 255}`,
    'content-type': 'application/json',
  };
}

/** One run through the API, from sending to its whole answer; it must print the greeting. */
async function timeRun(
  baseUrl: string,
  headers: Record<string, string>,
  program: { language: string; code: string },
): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/api/execute-code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: program.code, language: program.language }),
  });
  const body: unknown = await response.json();
  const elapsedMs = performance.now() - startedAt;
  if (response.status !== 200) {
    throw new Error(
      `A ${program.language} run answered ${response.status}: ${JSON.stringify(body)}`,
    );
  }
  const run = ExecuteCodeResponseSchema.parse(body);
  if (!run.success || !run.output.includes('Hello, World!')) {
    throw new Error(`A ${program.language} run failed: ${JSON.stringify(run)}`);
  }
  return elapsedMs;
}

/** `runs` runs shared by CONCURRENCY clients: each latency, and runs per second of wall time. */
async function measureThroughput(
  baseUrl: string,
  program: { language: string; code: string; runs: number },
): Promise<{ latencies: number[]; runsPerSecond: number }> {
  const latencies: number[] = [];
  let started = 0;
  const client = async () => {
    let headers = newGuest();
    let guestRuns = 0;
    while (started < program.runs) {
      started += 1;
      if (guestRuns === RUNS_PER_GUEST) {
        headers = newGuest();
        guestRuns = 0;
      }
      guestRuns += 1;
      latencies.push(await timeRun(baseUrl, headers, program));
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - startedAt) / 1000;
  return { latencies, runsPerSecond: program.runs / seconds };
}

const SERVER_ENV = { KNOWLEDGE_LOOKUP: 'false', TRUST_PROXY: 'loopback' };

/**
 * Vibe-Coding's runs against a freshly started built server: a Python run on a server that has
 * not started Pyodide yet (the cold start), then JavaScript and Python hello worlds on a server
 * whose warm pool a first run of each language has filled: their latency when the pool is ready,
 * and runs per second with p50/p95 when runs come back to back.
 */
export async function measureCode(): Promise<void> {
  const cold = await startServer({ env: SERVER_ENV, readyTimeoutMs: SERVER_READY_TIMEOUT_MS });
  try {
    const python = PROGRAMS[1];
    printFigure(
      'code-python-cold-start',
      roundMs(await timeRun(cold.baseUrl, newGuest(), python)),
      'ms',
    );
  } finally {
    await cold.stop();
  }

  const server = await startServer({
    env: { ...SERVER_ENV, NODE_ENV: 'production' },
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  });
  try {
    for (const program of PROGRAMS) {
      // The pool is filled by a language's first run (and let go after ten idle minutes).
      await timeRun(server.baseUrl, newGuest(), program);
      const warm: number[] = [];
      for (let run = 0; run < program.warmRuns; run += 1) {
        await delay(program.pauseMs);
        warm.push(await timeRun(server.baseUrl, newGuest(), program));
      }
      printFigure(`${program.figure}-warm-p50`, roundMs(percentile(warm, 50)), 'ms');
      printFigure(`${program.figure}-warm-p95`, roundMs(percentile(warm, 95)), 'ms');
      const { latencies, runsPerSecond } = await measureThroughput(server.baseUrl, program);
      printFigure(`${program.figure}-rps`, runsPerSecond, 'runs/s');
      printFigure(`${program.figure}-busy-p50`, roundMs(percentile(latencies, 50)), 'ms');
      printFigure(`${program.figure}-busy-p95`, roundMs(percentile(latencies, 95)), 'ms');
    }
  } finally {
    await server.stop();
  }
}

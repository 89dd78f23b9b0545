import { AppError } from '@polymath/shared';
import {
  type CodeRunner,
  DEFAULT_RUN_LIMITS,
  type RunLimits,
  type RunRequest,
  type RunResult,
} from './code-runner';
import { type PyodideChild, startPyodideChild } from './python/pyodide-child';

export interface PyodideRunnerOptions {
  /** Loaded processes kept waiting for a program (0: every run starts its own). */
  poolSize?: number;
  /** Start the pool now rather than at the first run. */
  warmOnStart?: boolean;
  /** The V8 heap warm processes are started with; a run with another memory limit starts its own. */
  memoryMb?: number;
  /** How long loading Pyodide may take before the process is given up. */
  loadTimeoutMs?: number;
  /** After this long without a run the loaded processes end (their memory goes back). */
  idleReleaseMs?: number;
}

/**
 * Python through Pyodide (CPython in WebAssembly), each program in a child process of its own
 * (see python/pyodide-child.ts for the sandbox). A process runs one program and is killed, so
 * nothing leaks from one run to the next; `poolSize` processes are kept loaded so a run does not
 * wait the second or more Pyodide takes to load, each replaced in the background once taken.
 */
export interface PyodideRunner extends CodeRunner {
  /** Settles when the pool is full of loaded processes (for benchmarks and tests). */
  whenWarm(): Promise<void>;
  /** How many of its processes are alive, loaded or loading (for tests). */
  liveProcesses(): number;
}

export function createPyodideRunner(options: PyodideRunnerOptions = {}): PyodideRunner {
  const poolSize = options.poolSize ?? 1;
  const heapMb = options.memoryMb ?? DEFAULT_RUN_LIMITS.memoryMb;
  const loadTimeoutMs = options.loadTimeoutMs ?? 60_000;
  const warm: Promise<PyodideChild>[] = [];
  const live = new Set<PyodideChild>();
  let isClosed = false;

  const start = (memoryMb: number): Promise<PyodideChild> => {
    return startPyodideChild({ heapMb: memoryMb, loadTimeoutMs }).then((started) => {
      live.add(started);
      if (isClosed) started.kill();
      started.ready.catch(() => live.delete(started));
      return started;
    });
  };

  // A loaded process is about 200 MB: a server nobody runs Python on lets it go.
  let idleTimer: NodeJS.Timeout | undefined;
  const releaseWhenIdle = () => {
    clearTimeout(idleTimer);
    if (options.idleReleaseMs === undefined || isClosed) return;
    idleTimer = setTimeout(() => {
      for (const child of warm.splice(0)) {
        child.then(
          (started) => {
            live.delete(started);
            started.kill();
          },
          () => undefined,
        );
      }
    }, options.idleReleaseMs).unref();
  };

  const refill = () => {
    while (!isClosed && warm.length < poolSize) {
      const child = start(heapMb);
      warm.push(child);
      // A process that fails to load leaves the pool; the next run starts a fresh one. One that
      // loads waits idleReleaseMs from then.
      child
        .then((started) => started.ready)
        .then(releaseWhenIdle)
        .catch(() => {
          const index = warm.indexOf(child);
          if (index !== -1) void warm.splice(index, 1);
        });
    }
  };

  const take = (limits: RunLimits): Promise<PyodideChild> => {
    const child = limits.memoryMb === heapMb ? warm.shift() : undefined;
    refill();
    return child ?? start(limits.memoryMb);
  };

  if (options.warmOnStart) refill();

  return {
    languages: ['python'],
    async run(request: RunRequest, limits: RunLimits, signal?: AbortSignal): Promise<RunResult> {
      if (isClosed) throw new AppError('UNAVAILABLE', { message: 'The Python runner is stopped.' });
      let child: PyodideChild;
      try {
        child = await take(limits);
        await child.ready;
        if (child.hasExited) {
          child = await start(limits.memoryMb);
          await child.ready;
        }
      } catch (cause) {
        return { success: false, output: '', error: describeStartFailure(cause), executionTime: 0 };
      }
      try {
        return await child.run(request.code, limits, signal);
      } finally {
        live.delete(child);
        releaseWhenIdle();
      }
    },
    liveProcesses: () => live.size,
    async whenWarm() {
      refill();
      await Promise.allSettled(warm.map(async (child) => (await child).ready));
    },
    async close() {
      isClosed = true;
      clearTimeout(idleTimer);
      const pending = warm.splice(0);
      for (const child of live) child.kill();
      live.clear();
      await Promise.allSettled(pending.map(async (child) => (await child).kill()));
    },
  };
}

function describeStartFailure(cause: unknown): string {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return `Python could not be started on the server (${reason}).`;
}

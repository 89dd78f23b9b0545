import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { workerEntryOf } from '../../../threads/worker-entry';
import type { CodeRunner, RunLimits, RunRequest, RunResult } from './code-runner';
import type { QuickJsOutcome } from './quickjs-evaluate';
import type {
  QuickJsWorkerData,
  QuickJsWorkerMessage,
  QuickJsWorkerRequest,
} from './quickjs-worker';

export interface QuickJsRunnerOptions {
  /**
   * Workers kept started ahead with QuickJS loaded, so a run does not wait for one; each serves
   * one run and is replaced as it is taken.
   */
  warmWorkers?: number;
}

/**
 * The worker's own V8 heap: it holds the transpiler, QuickJS's glue and at most one output limit's
 * text (the program's memory is QuickJS's, in wasm, held to limits.memoryMb).
 */
const WORKER_HEAP_MB = 128;
/**
 * QuickJS stops itself at the deadline; the host ends the worker this long after it in case
 * something runs that QuickJS cannot interrupt (a long native call, the transpiler).
 */
const HOST_GRACE_MS = 2_000;

/** Node's WebAssembly global: the server's TypeScript libraries (ES2023, no DOM) leave it out. */
const { compile } = (
  globalThis as unknown as {
    WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> };
  }
).WebAssembly;

let compiledQuickJs: Promise<WebAssembly.Module> | undefined;

/**
 * QuickJS's WebAssembly, compiled once in the server and shared with every worker, which only
 * instantiates it. Workers compiling it each for themselves, while others were being ended, now
 * and then never finished loading (Node 20: about one start in a hundred, with two runs at once),
 * and the run waiting for one hung; a shared module also makes a worker's start four times faster.
 */
function quickJsModule(): Promise<WebAssembly.Module> {
  compiledQuickJs ??= readFile(
    createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm'),
  ).then((bytes) => compile(bytes));
  return compiledQuickJs;
}

/** A worker whose QuickJS is loaded with a heap of `memoryMb`, waiting for its one run. */
async function startWorker(memoryMb: number): Promise<Worker> {
  const entry = workerEntryOf('quickjs-worker', import.meta.url);
  const wasmModule = await quickJsModule();
  const worker = new Worker(entry, {
    workerData: { memoryMb, wasmModule } satisfies QuickJsWorkerData,
    // Nothing of the server's environment, even in the worker's own (unreachable) process.env.
    env: {},
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: true,
    stderr: true,
  });
  worker.unref();
  // Not shown in the server's log: a program's output goes through the output buffer only.
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    const exited = (code: number) => fail(new Error(`the QuickJS worker exited with ${code}`));
    worker.once('message', (message: QuickJsWorkerMessage) => {
      worker.off('error', fail);
      worker.off('exit', exited);
      if (message.kind === 'ready') resolve(worker);
      else fail(new Error('the QuickJS worker answered before it was asked'));
    });
    worker.once('error', fail);
    worker.once('exit', exited);
  });
}

function stoppedOutcome(error: string): QuickJsOutcome {
  return { success: false, output: '', error };
}

/**
 * Runs JavaScript and TypeScript in QuickJS (WebAssembly) in a worker thread per run: the run's
 * limits are enforced inside QuickJS (interrupt at the deadline, memory limit) and, as a backstop,
 * by the host ending the worker; the server's event loop never runs the program.
 */
export function createQuickJsRunner(options: QuickJsRunnerOptions = {}): CodeRunner {
  const warmWorkers = options.warmWorkers ?? 1;
  const idle: Promise<Worker>[] = [];
  /** The memory the idle workers were started for: the last run's. */
  let idleMemoryMb: number | undefined;
  const running = new Set<Worker>();
  let isClosed = false;

  function startIdle(memoryMb: number): void {
    const starting = startWorker(memoryMb);
    // Awaited by the run that takes it; until then a failed start must not be unhandled.
    starting.catch(() => undefined);
    idle.push(starting);
  }

  function stopIdle(): Promise<unknown>[] {
    return idle
      .splice(0)
      .map((starting) => starting.then((worker) => worker.terminate()).catch(() => undefined));
  }

  async function takeWorker(memoryMb: number): Promise<Worker> {
    if (idleMemoryMb !== memoryMb) void Promise.all(stopIdle());
    idleMemoryMb = memoryMb;
    const next = idle.shift() ?? startWorker(memoryMb);
    while (!isClosed && idle.length < warmWorkers) startIdle(memoryMb);
    return next;
  }

  function runIn(worker: Worker, request: QuickJsWorkerRequest, signal?: AbortSignal) {
    return new Promise<QuickJsOutcome>((resolve) => {
      let isSettled = false;
      const finish = (outcome: QuickJsOutcome) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(backstop);
        signal?.removeEventListener('abort', abandon);
        running.delete(worker);
        void worker.terminate();
        resolve(outcome);
      };
      const abandon = () => finish(stoppedOutcome('The run was abandoned.'));
      const backstop = setTimeout(() => {
        finish(
          stoppedOutcome(
            `Stopped: the program ran longer than the ${request.limits.timeoutMs / 1000} s time limit.`,
          ),
        );
      }, request.limits.timeoutMs + HOST_GRACE_MS);
      worker.on('message', (message: QuickJsWorkerMessage) => {
        if (message.kind === 'done') finish(message.outcome);
      });
      worker.once('error', (error: Error & { code?: string }) => {
        finish(
          stoppedOutcome(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `Stopped: the program used more than the ${request.limits.memoryMb} MB memory limit.`
              : `The run ended unexpectedly: ${error.message}`,
          ),
        );
      });
      worker.once('exit', () => finish(stoppedOutcome('The run ended unexpectedly.')));
      if (signal?.aborted) return abandon();
      signal?.addEventListener('abort', abandon, { once: true });
      running.add(worker);
      worker.postMessage(request);
    });
  }

  // The first run starts the pool: a server (or a test) that never runs code starts no worker.
  return {
    languages: ['javascript', 'typescript'],
    async run(request: RunRequest, limits: RunLimits, signal?: AbortSignal): Promise<RunResult> {
      const { language } = request;
      if (language !== 'javascript' && language !== 'typescript') {
        return {
          success: false,
          output: '',
          error: `QuickJS does not run ${language}.`,
          executionTime: 0,
        };
      }
      if (isClosed) throw new Error('the QuickJS runner is closed');
      const worker = await takeWorker(limits.memoryMb);
      const started = performance.now();
      const outcome = await runIn(worker, { code: request.code, language, limits }, signal);
      return { ...outcome, executionTime: Math.round(performance.now() - started) };
    },
    async close() {
      isClosed = true;
      await Promise.allSettled([
        ...stopIdle(),
        ...[...running].map((worker) => worker.terminate()),
      ]);
    },
  };
}

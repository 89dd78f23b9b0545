import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunLimits, RunResult } from '../code-runner';
import { createOutputBuffer } from '../output-buffer';
import { forkPythonProcess } from './fork-python-process';
import { findPythonProcessEntry } from './process-entry';
import {
  type ProcessMessage,
  ProcessMessageSchema,
  type RunProgramMessage,
} from './process-messages';
import { pythonSnapshot } from './snapshot';

/** How a Python process came to be ready. */
export interface PythonReady {
  /** Restored from the server's snapshot (python/snapshot.ts) rather than loaded from Pyodide's files. */
  fromSnapshot: boolean;
}

/** One Python process, loaded and waiting for its one program. */
export interface PyodideChild {
  /** Settles when the interpreter has loaded (rejects when it could not start). */
  readonly ready: Promise<PythonReady>;
  /** The heap limit it was started with: a run asking another needs another process. */
  readonly heapMb: number;
  /** True once the process is gone (a warm one can die while it waits, e.g. killed from outside). */
  readonly hasExited: boolean;
  /** Runs the program, then the process is gone, whatever happened. */
  run(code: string, limits: RunLimits, signal?: AbortSignal): Promise<RunResult>;
  kill(): void;
}

/**
 * Starts a Python process in its sandbox (python/fork-python-process.ts) with a fresh scratch
 * folder as its working directory (removed when it exits), restored from the server's snapshot of
 * a loaded interpreter when there is one (it may read that file too).
 */
export async function startPyodideChild(options: {
  heapMb: number;
  loadTimeoutMs: number;
}): Promise<PyodideChild> {
  const [entry, snapshot] = await Promise.all([
    findPythonProcessEntry(),
    pythonSnapshot(options.loadTimeoutMs),
  ]);
  const workDir = await mkdtemp(join(tmpdir(), 'polymath-python-'));
  const child = forkPythonProcess(entry, {
    args: snapshot ? [snapshot] : [],
    heapMb: options.heapMb,
    cwd: workDir,
    readable: snapshot ? [snapshot] : [],
  });
  // 'close' comes after the last message the process sent, so no output is lost to a crash.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  void exited.then(() => rm(workDir, { recursive: true, force: true }));
  child.on('error', () => child.kill('SIGKILL'));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const ready = waitForReady(child, exited, options.loadTimeoutMs);
  ready.catch(kill);
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  return {
    ready,
    heapMb: options.heapMb,
    get hasExited() {
      return hasExited;
    },
    kill,
    run: (code, limits, signal) => runInChild(child, exited, kill, code, limits, signal),
  };
}

function parseMessage(message: unknown): ProcessMessage | undefined {
  const parsed = ProcessMessageSchema.safeParse(message);
  return parsed.success ? parsed.data : undefined;
}

function waitForReady(child: ChildProcess, exited: Promise<void>, timeoutMs: number) {
  return new Promise<PythonReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Python took too long to start')), timeoutMs);
    const onMessage = (raw: unknown) => {
      const message = parseMessage(raw);
      if (message?.type === 'ready') resolve({ fromSnapshot: message.fromSnapshot });
      else if (message?.type === 'failed')
        reject(new Error(`Python could not start: ${message.error}`));
      else return;
      clearTimeout(timer);
      child.off('message', onMessage);
    };
    child.on('message', onMessage);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error('Python exited while starting'));
    });
  });
}

function runInChild(
  child: ChildProcess,
  exited: Promise<void>,
  kill: () => void,
  code: string,
  limits: RunLimits,
  signal?: AbortSignal,
): Promise<RunResult> {
  const output = createOutputBuffer(limits.outputBytes);
  // Used when the process is stopped before it reports: the program's time is then the time since it was sent.
  const sentAt = performance.now();
  return new Promise<RunResult>((resolve) => {
    let settled = false;
    const finish = (outcome: { error?: string; executionTime?: number }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      kill();
      const executionTime = Math.round(outcome.executionTime ?? performance.now() - sentAt);
      resolve({
        success: outcome.error === undefined,
        output: output.text(),
        ...(outcome.error === undefined ? {} : { error: outcome.error }),
        executionTime,
      });
    };
    const timer = setTimeout(
      () =>
        finish({
          error: `Time limit exceeded: the program ran longer than ${formatSeconds(limits.timeoutMs)}.`,
        }),
      limits.timeoutMs,
    );
    const onAbort = () => finish({ error: 'The run was stopped.' });
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', (raw: unknown) => {
      const message = parseMessage(raw);
      if (message?.type === 'output') {
        output.write(message.bytes);
        // Stop a flood at once rather than letting it run to the time limit.
        if (output.isCut) finish({ error: 'Output limit exceeded: the program was stopped.' });
      } else if (message?.type === 'done') {
        finish({ error: message.error, executionTime: message.executionTime });
      } else if (message?.type === 'failed') {
        finish({ error: message.error });
      }
    });
    void exited.then(() =>
      finish({
        error: `The program ran out of memory or was stopped (limit ${limits.memoryMb} MB).`,
      }),
    );
    if (signal?.aborted) return onAbort();
    const request: RunProgramMessage = {
      type: 'run',
      code,
      outputBytes: limits.outputBytes,
      memoryMb: limits.memoryMb,
    };
    child.send(request);
  });
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

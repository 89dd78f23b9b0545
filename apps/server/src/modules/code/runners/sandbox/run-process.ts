import { spawn } from 'node:child_process';
import type { createOutputBuffer } from '../output-buffer';

/** How a sandboxed process ended. */
export interface ProcessOutcome {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Stopped by the host at the wall-clock deadline. */
  isTimedOut: boolean;
  /** Stopped by the host once the output passed its cap. */
  isOutputCut: boolean;
  /** Stopped because the caller abandoned the run. */
  isAborted: boolean;
}

export interface RunProcessInput {
  file: string;
  args: string[];
  /** `performance.now()` time at which the process is killed. */
  deadline: number;
  output: ReturnType<typeof createOutputBuffer>;
  signal?: AbortSignal;
}

// A killed sandbox closes its pipes at once; this only guards against a pipe held open anyway.
const CLOSE_GRACE_MS = 2_000;

/**
 * Runs one sandbox command with nothing from the server's environment, gathering its output.
 * The command leads its own process group; killing that group kills bwrap, whose death kills
 * every process in the sandbox's PID namespace.
 */
export function runProcess(input: RunProcessInput): Promise<ProcessOutcome> {
  const { file, args, deadline, output, signal } = input;
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: {} });
    const outcome: ProcessOutcome = {
      exitCode: null,
      signal: null,
      isTimedOut: false,
      isOutputCut: false,
      isAborted: false,
    };
    let isSettled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const settle = () => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(deadlineTimer);
      clearTimeout(graceTimer);
      signal?.removeEventListener('abort', handleAbort);
      killGroup();
      resolve(outcome);
    };
    const deadlineTimer = setTimeout(
      () => {
        outcome.isTimedOut = true;
        killGroup();
      },
      Math.max(0, deadline - performance.now()),
    );
    const handleAbort = () => {
      outcome.isAborted = true;
      killGroup();
    };
    signal?.addEventListener('abort', handleAbort, { once: true });
    if (signal?.aborted) handleAbort();
    const handleData = (chunk: Buffer) => {
      output.write(chunk);
      if (output.isCut && !outcome.isOutputCut) {
        outcome.isOutputCut = true;
        killGroup();
      }
    };
    child.stdout.on('data', handleData);
    child.stderr.on('data', handleData);
    child.on('error', (error) => {
      output.write(`${error.message}\n`);
      settle();
    });
    child.on('exit', (code, exitSignal) => {
      outcome.exitCode = code;
      outcome.signal = exitSignal;
      graceTimer = setTimeout(settle, CLOSE_GRACE_MS);
    });
    child.on('close', settle);
  });
}

import { constants } from 'node:os';
import type { ProcessOutcome } from './run-process';

const SIGNAL_NAMES = new Map<number, string>(
  Object.entries(constants.signals).map(([name, number]) => [number, name]),
);

export interface DescribeContext {
  timeoutMs: number;
  memoryMb: number;
  outputBytes: number;
  /** The phase's output, read for the runtime's out-of-memory message. */
  output: string;
  outOfMemory: RegExp;
}

/** Why a phase failed, in the user's words, or undefined when it succeeded. */
export function describeOutcome(
  outcome: ProcessOutcome,
  context: DescribeContext,
): string | undefined {
  if (outcome.isAborted) return 'Stopped: the run was cancelled';
  if (outcome.isTimedOut) return `Killed: time limit of ${context.timeoutMs / 1000} s`;
  if (outcome.isOutputCut) {
    return `Stopped: output limit of ${Math.round(context.outputBytes / 1024)} KiB reached`;
  }
  if (outcome.exitCode === 0) return undefined;
  if (context.outOfMemory.test(context.output)) {
    return `Killed: memory limit of ${context.memoryMb} MB`;
  }
  // bwrap reports a program killed by a signal as 128 + the signal's number.
  const signalName =
    outcome.signal ??
    (outcome.exitCode !== null && outcome.exitCode > 128
      ? SIGNAL_NAMES.get(outcome.exitCode - 128)
      : undefined);
  if (signalName === 'SIGXCPU') return `Killed: time limit of ${context.timeoutMs / 1000} s`;
  if (signalName) return `Killed by signal ${signalName}`;
  return `Exited with code ${outcome.exitCode ?? 'unknown'}`;
}

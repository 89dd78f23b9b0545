/**
 * A Python process: loads Pyodide, tells its parent it is ready, runs ONE program and reports how
 * it ended. The parent kills it afterwards, so nothing a program leaves behind reaches the next.
 * Started by pyodide-child.ts with an empty environment, Node's permission model and no code
 * generation from strings (see python/harden-host.ts for what is closed on top of that).
 *
 * Arguments: Pyodide's folder, then either nothing (load the interpreter from its files), the
 * path of the server's snapshot (restore it: a fifth of the work), or `--make-snapshot` (load,
 * send the snapshot of the fresh interpreter to the parent and run nothing; python/snapshot.ts).
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  allowFsConstantsDuringLoad,
  capWebAssemblyMemory,
  narrowHostAfterLoad,
} from './python/harden-host';
import type { ProcessMessage, RunProgramMessage, SnapshotMessage } from './python/process-messages';
import { MAKE_SNAPSHOT_ARGUMENT } from './python/snapshot-argument';
import { PROGRAM_DRIVER, PROGRAM_DRIVER_FUNCTION } from './python/program-driver';

interface PyodideApi {
  runPython(code: string): unknown;
  globals: { get(name: string): ((source: string) => string | undefined) | undefined };
  setStdout(options: { write(bytes: Uint8Array): number }): void;
  setStderr(options: { write(bytes: Uint8Array): number }): void;
  setStdin(options: { stdin: () => null }): void;
  makeMemorySnapshot(): Uint8Array<ArrayBuffer>;
}

// The IPC channel stays ours after `process` is taken out of the global scope.
const host = process;
const send = (message: ProcessMessage | SnapshotMessage) => host.send?.(message);

function describeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const permission = (error as { permission?: unknown } | null)?.permission;
  if (code === 'ERR_ACCESS_DENIED') {
    return permission === 'ChildProcess'
      ? 'PermissionError: starting other programs is not allowed here'
      : 'PermissionError: this is not allowed here';
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.trim().split('\n').at(-1) ?? 'The Python process failed';
}

type LoadFrom = { snapshotFile: string } | { makeSnapshot: true } | null;

async function loadInterpreter(indexUrl: string, from: LoadFrom) {
  const { loadPyodide } = (await import(pathToFileURL(`${indexUrl}pyodide.mjs`).href)) as {
    loadPyodide: (
      options: Record<string, unknown>,
    ) => Promise<PyodideApi & Record<string, unknown>>;
  };
  const restoreBinding = allowFsConstantsDuringLoad();
  try {
    return await loadPyodide({
      indexURL: indexUrl,
      // `import js` sees this object and nothing else: no process, require, fetch or globalThis.
      jsglobals: Object.create(null) as object,
      env: { HOME: '/home/pyodide', PYTHONUNBUFFERED: '1' },
      checkAPIVersion: true,
      ...(from && 'makeSnapshot' in from ? { _makeSnapshot: true } : {}),
      ...(from && 'snapshotFile' in from ? { _loadSnapshot: readFileSync(from.snapshotFile) } : {}),
    });
  } finally {
    restoreBinding();
  }
}

function runProgram(pyodide: PyodideApi, request: RunProgramMessage): void {
  let sentBytes = 0;
  const forward = (bytes: Uint8Array) => {
    // Past the limit the parent has cut the output and is killing us: stop filling the pipe.
    if (sentBytes <= request.outputBytes) {
      sentBytes += bytes.length;
      send({ type: 'output', bytes: bytes.slice() });
    }
    return bytes.length;
  };
  pyodide.setStdout({ write: forward });
  pyodide.setStderr({ write: forward });
  // No stdin: input() raises EOFError at once instead of waiting for a reader that never comes.
  pyodide.setStdin({ stdin: () => null });
  pyodide.runPython(PROGRAM_DRIVER);
  const runProgramFunction = pyodide.globals.get(PROGRAM_DRIVER_FUNCTION);
  if (!runProgramFunction) throw new Error('The program driver did not load');
  // The program alone is timed: the interpreter is already loaded and the driver defined.
  const startedAt = performance.now();
  let error: string | undefined;
  try {
    error = runProgramFunction(request.code) ?? undefined;
  } catch (failure) {
    error = describeFailure(failure);
  }
  send({ type: 'done', error, executionTime: performance.now() - startedAt });
}

/**
 * A restored interpreter starts where the snapshot's left off, so the `random` module (imported
 * while Pyodide loads) would draw the same numbers in every run: seed it again from the system's
 * randomness, which is fresh in each process. (str hashes keep the snapshot's seed, as with a
 * fixed PYTHONHASHSEED: the same for every run on one server until it restarts.)
 */
const RESEED = 'import random as _random\n_random.seed()\ndel _random';

async function main() {
  const indexUrl = host.argv[2];
  if (!indexUrl) throw new Error('The Pyodide folder was not given');
  const option = host.argv[3];
  if (option === MAKE_SNAPSHOT_ARGUMENT) {
    const pyodide = await loadInterpreter(indexUrl, { makeSnapshot: true });
    send({ type: 'snapshot', bytes: pyodide.makeMemorySnapshot() });
    return;
  }
  const memory = capWebAssemblyMemory();
  const pyodide = await loadInterpreter(indexUrl, option ? { snapshotFile: option } : null);
  if (option) pyodide.runPython(RESEED);
  narrowHostAfterLoad(pyodide);
  host.once('message', (request: RunProgramMessage) => {
    memory.setLimitMb(request.memoryMb);
    try {
      runProgram(pyodide, request);
    } catch (failure) {
      send({ type: 'failed', error: describeFailure(failure) });
    }
  });
  send({ type: 'ready', fromSnapshot: Boolean(option) });
}

main().catch((failure: unknown) => send({ type: 'failed', error: describeFailure(failure) }));

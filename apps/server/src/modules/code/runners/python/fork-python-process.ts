import { type ChildProcess, fork } from 'node:child_process';
import type { PythonProcessEntry } from './process-entry';

/**
 * Forks the Python process script in its sandbox: an empty environment (nothing of the server's),
 * a V8 heap of `heapMb`, Node's permission model (reads only of its own script, Pyodide's files
 * and `readable`; no writes, processes, workers or addons) and no code generation from strings,
 * so a JavaScript object reached from Python cannot eval its way out.
 */
export function forkPythonProcess(
  entry: PythonProcessEntry,
  options: { args: string[]; heapMb: number; cwd: string; readable?: string[] },
): ChildProcess {
  const readable = [...entry.readablePaths, ...(options.readable ?? [])];
  return fork(entry.script, [entry.pyodideFolder, ...options.args], {
    cwd: options.cwd,
    env: {},
    execArgv: [
      `--max-old-space-size=${options.heapMb}`,
      '--disallow-code-generation-from-strings',
      '--experimental-permission',
      ...readable.map((path) => `--allow-fs-read=${path}`),
      '--no-warnings',
    ],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
}

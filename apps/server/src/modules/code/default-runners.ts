import type { CodeRunner } from './runners/code-runner';
import { createPistonRunner } from './runners/piston-runner';
import { createPyodideRunner } from './runners/pyodide-runner';
import { createQuickJsRunner } from './runners/quickjs-runner';
import { createSandboxRunner } from './runners/sandbox/sandbox-runner';

/**
 * A loaded Python process waits this long for the next run before it ends: a server whose users
 * write Python keeps one ready, one whose users do not holds no 200 MB for it.
 */
const PYTHON_IDLE_RELEASE_MS = 10 * 60_000;

/**
 * The runners of this server: every language on a Piston server when CODE_RUNNER_URL is set;
 * otherwise JavaScript and TypeScript in QuickJS, Python in Pyodide and the compiled languages
 * under bubblewrap, all on this machine.
 */
export function createDefaultRunners(options: {
  codeRunnerUrl: string | undefined;
  /**
   * Loads a Python process at start rather than at the first Python run (tests). The server does
   * not: a process it loaded at start would be 200 MB of its idle memory.
   */
  warmPythonOnStart?: boolean;
}): CodeRunner[] {
  if (options.codeRunnerUrl) return [createPistonRunner({ baseUrl: options.codeRunnerUrl })];
  return [
    createQuickJsRunner(),
    createPyodideRunner({
      poolSize: 1,
      warmOnStart: options.warmPythonOnStart ?? false,
      idleReleaseMs: PYTHON_IDLE_RELEASE_MS,
    }),
    createSandboxRunner(),
  ];
}

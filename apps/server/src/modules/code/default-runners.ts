import type { CodeRunner } from './runners/code-runner';
import { createPistonRunner } from './runners/piston-runner';
import { createPyodideRunner } from './runners/pyodide-runner';
import { createQuickJsRunner } from './runners/quickjs-runner';
import { createSandboxRunner } from './runners/sandbox/sandbox-runner';

/**
 * The runners of this server: every language on a Piston server when CODE_RUNNER_URL is set;
 * otherwise JavaScript and TypeScript in QuickJS, Python in Pyodide and the compiled languages
 * under bubblewrap, all on this machine.
 */
export function createDefaultRunners(options: {
  codeRunnerUrl: string | undefined;
  /** Loads a Python process at start (production), rather than at the first Python run. */
  warmPythonOnStart: boolean;
}): CodeRunner[] {
  if (options.codeRunnerUrl) return [createPistonRunner({ baseUrl: options.codeRunnerUrl })];
  return [
    createQuickJsRunner(),
    createPyodideRunner({ poolSize: 1, warmOnStart: options.warmPythonOnStart }),
    createSandboxRunner(),
  ];
}

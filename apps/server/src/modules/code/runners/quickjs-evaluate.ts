import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten';
import { transform } from 'sucrase';
import type { RunLimits } from './code-runner';
import { createOutputBuffer } from './output-buffer';
import { QUICKJS_PRELUDE } from './quickjs-prelude';

/** What a QuickJS run ends with; the host adds the time it took. */
export interface QuickJsOutcome {
  success: boolean;
  output: string;
  error?: string;
}

/** Why a run was stopped from outside the program, as the interrupt handler saw it. */
type StopReason = 'time' | 'output' | undefined;

/** Timer callbacks one run may fire: an interval nobody clears ends here, not at the time limit. */
export const MAX_TIMER_CALLBACKS = 10_000;
/** QuickJS's own stack: deep recursion is a RangeError well before the worker's stack runs out. */
const MAX_STACK_BYTES = 1024 * 1024;

/**
 * TypeScript through sucrase: types are stripped in place, so every line keeps its number and an
 * error's line is the one the user wrote. No type checking, as in any playground runner.
 */
function toJavaScript(code: string, language: 'javascript' | 'typescript'): string {
  if (language === 'javascript') return code;
  return transform(code, {
    transforms: ['typescript'],
    disableESTransforms: true,
    filePath: 'main.ts',
  }).code;
}

/**
 * Runs JavaScript or TypeScript in a fresh QuickJS runtime and context (nothing of an earlier run
 * is there) with the limits: an interrupt at the deadline or once the output is cut, QuickJS's
 * memory limit and a stack limit. Blocks its thread while the program runs: call it in a worker.
 * The context has only ECMAScript and the prelude's console and timers: no process, require,
 * fetch, file system or sockets.
 */
export function evaluateInQuickJs(
  quickjs: QuickJSWASMModule,
  request: { code: string; language: 'javascript' | 'typescript' },
  limits: RunLimits,
): QuickJsOutcome {
  const output = createOutputBuffer(limits.outputBytes);
  const fileName = request.language === 'typescript' ? 'main.ts' : 'main.js';
  let source: string;
  try {
    source = toJavaScript(request.code, request.language);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = /\((\d+):(\d+)\)$/.exec(message);
    const problem = message
      .replace(/^Error transforming main\.ts: /, '')
      .replace(/ \(\d+:\d+\)$/, '');
    const at = where ? ` (main.ts line ${where[1]}, column ${where[2]})` : '';
    return { success: false, output: '', error: `SyntaxError: ${problem}${at}` };
  }

  const deadline = Date.now() + limits.timeoutMs;
  let stopReason: StopReason;
  let isFloodRefused = false;
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryMb * 1024 * 1024);
  runtime.setMaxStackSize(MAX_STACK_BYTES);
  runtime.setInterruptHandler(() => {
    if (output.isCut || isFloodRefused) stopReason = 'output';
    else if (Date.now() > deadline) stopReason = 'time';
    return stopReason !== undefined;
  });
  const vm = runtime.newContext();

  const stopMessage = (): string | undefined => {
    if (stopReason === 'time') {
      return `Stopped: the program ran longer than the ${limits.timeoutMs / 1000} s time limit.`;
    }
    if (stopReason === 'output') {
      return `Stopped: the program wrote more than the ${Math.round(limits.outputBytes / 1024)} KiB output limit.`;
    }
    return undefined;
  };

  const hostWrite = vm.newFunction('write', (text) => {
    // The prelude cuts every line to maxChars + 1; a longer string is never copied out of QuickJS.
    if (vm.typeof(text) !== 'string') return;
    const lengthHandle = vm.getProp(text, 'length');
    const length = vm.getNumber(lengthHandle);
    lengthHandle.dispose();
    if (length > limits.outputBytes + 1) isFloodRefused = true;
    else output.write(vm.getString(text));
  });
  const maxChars = vm.newNumber(limits.outputBytes);
  const prelude = vm.unwrapResult(vm.evalCode(QUICKJS_PRELUDE, 'prelude.js'));
  const hostSide = vm.unwrapResult(vm.callFunction(prelude, vm.undefined, hostWrite, maxChars));
  const tools = {
    runNextTimer: vm.getProp(hostSide, 'runNextTimer'),
    describe: vm.getProp(hostSide, 'describe'),
  };
  for (const handle of [prelude, hostWrite, maxChars, hostSide]) handle.dispose();

  // A stop from outside wins over what QuickJS threw (its "interrupted"); otherwise the prelude
  // describes the thrown value, whose "out of memory" is the memory limit.
  const explain = (thrown: QuickJSHandle): string => {
    const stopped = stopMessage();
    if (stopped) return stopped;
    const described = vm.callFunction(tools.describe, vm.undefined, thrown);
    if (described.error) {
      described.error.dispose();
      return 'Uncaught exception (it could not be described)';
    }
    const text = vm.getString(described.value);
    described.value.dispose();
    if (/^InternalError: out of memory/.test(text)) {
      return `Stopped: the program used more than the ${limits.memoryMb} MB memory limit.`;
    }
    return text;
  };

  let error: string | undefined;
  try {
    const result = vm.evalCode(source, fileName);
    if (result.error) {
      error = explain(result.error);
      result.error.dispose();
    } else {
      result.value.dispose();
      error = runPendingWork(vm, tools.runNextTimer, explain);
    }
  } catch (thrown) {
    // QuickJS itself gave out (its memory exhausted while reporting an error).
    error =
      stopMessage() ??
      `Stopped: the program used more than the ${limits.memoryMb} MB memory limit (${thrown instanceof Error ? thrown.message : String(thrown)}).`;
  }
  tools.runNextTimer.dispose();
  tools.describe.dispose();
  try {
    vm.dispose();
    runtime.dispose();
  } catch {
    // A runtime stopped mid-allocation may fail its leak check; the worker ends with the run.
  }
  const text = output.text();
  return error === undefined
    ? { success: true, output: text }
    : { success: false, output: text, error };
}

/** Promises first, then each due timer with the promises it settles, until nothing is left. */
function runPendingWork(
  vm: QuickJSContext,
  runNextTimer: QuickJSHandle,
  explain: (thrown: QuickJSHandle) => string,
): string | undefined {
  for (let fired = 0; ; fired++) {
    const jobs = vm.runtime.executePendingJobs();
    if (jobs.error) {
      const message = explain(jobs.error);
      jobs.error.dispose();
      return message;
    }
    if (fired === MAX_TIMER_CALLBACKS) {
      return `Stopped after ${MAX_TIMER_CALLBACKS} timer callbacks: is there a setInterval that is never cleared?`;
    }
    const next = vm.callFunction(runNextTimer, vm.undefined);
    if (next.error) {
      const message = explain(next.error);
      next.error.dispose();
      return message;
    }
    const didRun = vm.dump(next.value) === true;
    next.value.dispose();
    if (!didRun) return undefined;
  }
}

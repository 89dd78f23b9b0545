import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CodeRunner, RunLimits, RunRequest, RunResult } from '../code-runner';
import { createOutputBuffer } from '../output-buffer';
import { describeOutcome } from './describe-outcome';
import type { SandboxSetup, SandboxTools } from './detect-toolchains';
import { DEFAULT_SEARCH_DIRS, detectSandboxSetup } from './detect-toolchains';
import { runProcess } from './run-process';
import type { PhaseLimits } from './sandbox-command';
import { buildSandboxCommand } from './sandbox-command';
import type { SandboxLanguage, Toolchain } from './toolchain-table';
import { isSandboxLanguage, LANGUAGE_SPECS, SANDBOX_LANGUAGES } from './toolchain-table';
import { createUidPool } from './uid-pool';

export interface SandboxRunnerOptions {
  /** Folders searched, in order, for bwrap, prlimit, setpriv and the compilers. */
  searchDirs?: string[];
  /** Host folder the per-run work folders are made in (removed after each run). */
  workRoot?: string;
  /** First of the unprivileged host uids runs take, one per concurrent run. */
  firstUid?: number;
}

// Compilers and JVMs start many threads; a program gets enough for real concurrency, and a fork
// bomb stops there.
const COMPILE_PROCESSES = 256;
const RUN_PROCESSES = 64;
const FILE_SIZE_MB = 64;
const OPEN_FILES = 256;
// The C library and the language runtime's own writable memory, beside the program's.
const DATA_SLACK_MB = 16;

/**
 * Runs java, cpp, rust and go: the source is compiled, then run, each in its own bubblewrap
 * sandbox with its own rlimits, within one wall-clock limit for both. Without bwrap or a
 * toolchain a run answers what to install; it never runs outside the sandbox.
 */
export function createSandboxRunner(options: SandboxRunnerOptions = {}): CodeRunner {
  const searchDirs = options.searchDirs ?? DEFAULT_SEARCH_DIRS;
  const workRoot = options.workRoot ?? tmpdir();
  const uids = createUidPool(options.firstUid ?? 61_000, 1_000);
  let setup: Promise<SandboxSetup> | undefined;
  const detect = () => (setup ??= detectSandboxSetup(searchDirs));

  async function runSandboxed(
    language: SandboxLanguage,
    tools: SandboxTools,
    toolchain: Toolchain,
    request: RunRequest,
    limits: RunLimits,
    startedAt: number,
    signal?: AbortSignal,
  ): Promise<RunResult> {
    const spec = LANGUAGE_SPECS[language];
    const uid = uids.take();
    const workDir = await mkdtemp(join(workRoot, 'polymath-run-'));
    const elapsed = () => Math.round(performance.now() - startedAt);
    try {
      await prepareWorkDir(workDir, uid, spec.sourceFile(request.code), request.code);
      const deadline = startedAt + limits.timeoutMs;
      const cpuSeconds = Math.ceil(limits.timeoutMs / 1000) + 1;
      const phase = async (name: 'compile' | 'run', argv: string[], phaseLimits: PhaseLimits) => {
        const output = createOutputBuffer(limits.outputBytes);
        const command = buildSandboxCommand({
          tools,
          toolchain,
          workDir,
          phase: name,
          uid,
          argv,
          env: spec.env,
          limits: phaseLimits,
        });
        const outcome = await runProcess({ ...command, deadline, output, signal });
        const text = output.text();
        const failure = describeOutcome(outcome, { ...limits, output: text, ...spec });
        return { text, failure };
      };

      const compiled = await phase('compile', spec.compileArgs(toolchain, request.code), {
        addressSpaceMb: spec.compileMemoryMb,
        cpuSeconds,
        processes: COMPILE_PROCESSES,
        fileSizeMb: FILE_SIZE_MB,
        openFiles: OPEN_FILES,
      });
      if (compiled.failure) {
        const isCompileError = compiled.failure.startsWith('Exited with code');
        return {
          success: false,
          output: compiled.text,
          error: isCompileError ? 'Compilation failed' : duringCompile(compiled.failure, signal),
          executionTime: elapsed(),
        };
      }
      const ran = await phase('run', spec.runArgs(toolchain, request.code, limits.memoryMb), {
        addressSpaceMb: limits.memoryMb + spec.runOverheadMb,
        ...(spec.isDataLimited ? { dataMb: limits.memoryMb + DATA_SLACK_MB } : {}),
        cpuSeconds,
        processes: RUN_PROCESSES,
        fileSizeMb: FILE_SIZE_MB,
        openFiles: OPEN_FILES,
      });
      return {
        success: !ran.failure,
        output: ran.text,
        ...(ran.failure ? { error: ran.failure } : {}),
        executionTime: elapsed(),
      };
    } finally {
      await rm(workDir, { recursive: true, force: true });
      uids.release(uid);
    }
  }

  return {
    languages: SANDBOX_LANGUAGES,
    async run(request, limits, signal) {
      const startedAt = performance.now();
      const refuse = (error: string): RunResult => ({
        success: false,
        output: '',
        error,
        executionTime: Math.round(performance.now() - startedAt),
      });
      const { language } = request;
      if (!isSandboxLanguage(language)) return refuse(`${language} is not a compiled language`);
      const { tools, toolchains } = await detect();
      if ('missing' in tools) return refuse(tools.missing);
      const toolchain = toolchains[language];
      if ('missing' in toolchain) return refuse(toolchain.missing);
      try {
        return await runSandboxed(language, tools, toolchain, request, limits, startedAt, signal);
      } catch (error) {
        return refuse(`The sandbox could not start: ${(error as Error).message}`);
      }
    },
    async close() {
      // Runs end with their own processes; nothing is kept between runs.
    },
  };
}

/** A limit that stopped the compiler says so; a cancelled run is cancelled whatever its phase. */
function duringCompile(failure: string, signal?: AbortSignal): string {
  return signal?.aborted ? failure : `${failure} (while compiling)`;
}

async function prepareWorkDir(workDir: string, uid: number, fileName: string, code: string) {
  const sourcePath = join(workDir, fileName);
  await writeFile(sourcePath, code, { mode: 0o644 });
  // The run's uid owns its folder and nothing else on the host.
  await chown(sourcePath, uid, uid);
  await chown(workDir, uid, uid);
  await chmod(workDir, 0o700);
}

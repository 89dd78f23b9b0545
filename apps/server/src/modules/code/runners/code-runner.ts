/**
 * The runner port of Vibe-Coding's `POST /api/execute-code` (000 §7): each runner runs some
 * languages in a sandbox of its own (QuickJS in a worker, Pyodide in a child process, compiled
 * languages under bubblewrap, or a Piston server) and answers the spec's fields.
 */

/** The languages a server run exists for (html and css show in the live preview instead). */
export const RUNNABLE_LANGUAGES = [
  'javascript',
  'typescript',
  'python',
  'java',
  'cpp',
  'rust',
  'go',
] as const;
export type RunnableLanguage = (typeof RUNNABLE_LANGUAGES)[number];

export interface RunRequest {
  code: string;
  language: RunnableLanguage;
}

/** What a run answers: the spec's fields. `output` is stdout and stderr as produced, capped. */
export interface RunResult {
  success: boolean;
  output: string;
  /** Why the run failed: a compile error, an uncaught exception, the time limit… */
  error?: string;
  /** Wall-clock milliseconds of the run (compile included for compiled languages). */
  executionTime: number;
}

/** The limits every run is held to. */
export interface RunLimits {
  /** Wall-clock limit of one run, compile included. */
  timeoutMs: number;
  /** Memory the program may use. */
  memoryMb: number;
  /** Output kept; past it the output is cut with OUTPUT_CUT_NOTE. */
  outputBytes: number;
}

export const DEFAULT_RUN_LIMITS: RunLimits = {
  timeoutMs: 10_000,
  memoryMb: 256,
  outputBytes: 64 * 1024,
};

export interface CodeRunner {
  /** The languages this runner runs. */
  readonly languages: readonly RunnableLanguage[];
  /**
   * Runs the code and answers its result; never throws for anything the code does (a crash, a
   * loop, a flood of output): those are `success: false` with an error. `signal` abandons the run.
   */
  run(request: RunRequest, limits: RunLimits, signal?: AbortSignal): Promise<RunResult>;
  /** Stops what the runner keeps (warm workers, processes) when the server stops. */
  close(): Promise<void>;
}

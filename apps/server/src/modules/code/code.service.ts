import type { ExecuteCodeRequest, ExecuteCodeResponse } from '@polymath/shared';
import type { Caller } from '../../identity/caller';
import { createJobAdmission } from '../../limits/job-admission';
import type { RateLimiter } from '../../limits/rate-limiter';
import { MISSING_RUNNER_MESSAGES, PREVIEW_ONLY_MESSAGES } from './missing-runner-messages';
import {
  type CodeRunner,
  DEFAULT_RUN_LIMITS,
  type RunLimits,
  type RunnableLanguage,
} from './runners/code-runner';

export interface CodeServiceDeps {
  /** The runners this server has; each language goes to the first that runs it. */
  runners: readonly CodeRunner[];
  /** Counts each run against the caller's monthly allowance (the usage module). */
  allowance: { consume(caller: Caller, feature: 'codeExecution'): Promise<void> };
  /** Paces runs per caller and per guest address (limits/rate-limiter on the database). */
  rates: Pick<RateLimiter, 'take'>;
  /** Runs at once on this server: each is a worker, a process or a sandbox busy on a core. */
  maxConcurrentRuns: number;
  /** Runs all guests at one address may have at once, whatever ids they send: one if unset. */
  maxRunsPerGuestAddress?: number;
  /** Runs a caller may start in a minute, and all guests at one address. */
  runsPerMinute: number;
  guestAddressRunsPerMinute: number;
  limits?: RunLimits;
}

export interface CodeService {
  /**
   * POST /api/execute-code: runs the code in its language's sandbox, counted as a code execution
   * before it starts; a language this server cannot run answers why, uncounted.
   */
  execute(caller: Caller, request: ExecuteCodeRequest): Promise<ExecuteCodeResponse>;
  /** Stops every runner's workers and processes. */
  close(): Promise<void>;
}

/** Vibe-Coding's runs (000 §7): dispatch by language, allowance, pacing and concurrency. */
export function createCodeService(deps: CodeServiceDeps): CodeService {
  const limits = deps.limits ?? DEFAULT_RUN_LIMITS;
  const runnerOf = new Map<RunnableLanguage, CodeRunner>();
  for (const runner of deps.runners) {
    for (const language of runner.languages) {
      if (!runnerOf.has(language)) runnerOf.set(language, runner);
    }
  }
  // One run at a time per client, a few per server: each is a core's work a flood must not own.
  // Paced per caller, and per address for guests, whose anonymous ids cost nothing to make.
  const runs = createJobAdmission(deps.rates, {
    maxRunning: deps.maxConcurrentRuns,
    maxRunningPerGuestAddress: deps.maxRunsPerGuestAddress ?? 1,
    pacing: {
      keyPrefix: 'code',
      windowSeconds: 60,
      perClient: deps.runsPerMinute,
      perGuestAddress: deps.guestAddressRunsPerMinute,
    },
    refusals: {
      clientBusy: 'Your previous code is still running. Please wait for it to finish.',
      addressBusy: 'Code sent from your network is still running. Please wait for it to finish.',
      serverBusy: {
        message: 'The server is running other code. Please try again in a moment.',
        retryAfterSeconds: Math.max(1, Math.ceil(limits.timeoutMs / 1000)),
      },
      paced: {
        message: 'You have run code many times in the last minute. Please wait a moment.',
        retryAfterSeconds: 60,
      },
    },
  });

  return {
    async execute(caller, request) {
      const { language } = request;
      if (language === 'html' || language === 'css') {
        return {
          success: false,
          output: '',
          error: PREVIEW_ONLY_MESSAGES[language],
          executionTime: 0,
        };
      }
      const runner = runnerOf.get(language);
      if (!runner) {
        return {
          success: false,
          output: '',
          error: MISSING_RUNNER_MESSAGES[language],
          executionTime: 0,
        };
      }
      return runs.run(caller, async () => {
        // Counted before the run starts: a run that loops or crashes still used the allowance.
        await deps.allowance.consume(caller, 'codeExecution');
        return runner.run({ code: request.code, language }, limits);
      });
    },
    async close() {
      await Promise.all(deps.runners.map((runner) => runner.close()));
    },
  };
}

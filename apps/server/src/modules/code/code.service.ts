import { AppError, type ExecuteCodeRequest, type ExecuteCodeResponse } from '@polymath/shared';
import { addressKeyOf, type Caller, clientKeyOf } from '../../identity/caller';
import type { RateLimiter, RateRule } from '../../limits/rate-limiter';
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
  const runningClients = new Set<string>();
  let runningCount = 0;

  // Taken synchronously, before any await: parallel requests cannot pass the caps together.
  function admit(caller: Caller): () => void {
    const client = clientKeyOf(caller);
    if (runningClients.has(client)) {
      throw new AppError('RATE_LIMITED', {
        message: 'Your previous code is still running. Please wait for it to finish.',
      });
    }
    if (runningCount >= deps.maxConcurrentRuns) {
      throw new AppError('UNAVAILABLE', {
        message: 'The server is running other code. Please try again in a moment.',
        retryAfterSeconds: Math.max(1, Math.ceil(limits.timeoutMs / 1000)),
      });
    }
    runningClients.add(client);
    runningCount += 1;
    return () => {
      runningClients.delete(client);
      runningCount -= 1;
    };
  }

  // Per caller, and per address for guests, whose anonymous ids cost nothing to make.
  async function pace(caller: Caller): Promise<void> {
    const rules: RateRule[] = [
      { key: `code:${clientKeyOf(caller)}`, limit: deps.runsPerMinute, windowSeconds: 60 },
    ];
    if (caller.kind === 'guest') {
      rules.push({
        key: `code:${addressKeyOf(caller)}`,
        limit: deps.guestAddressRunsPerMinute,
        windowSeconds: 60,
      });
    }
    if (!(await deps.rates.take(rules))) {
      throw new AppError('RATE_LIMITED', {
        message: 'You have run code many times in the last minute. Please wait a moment.',
        retryAfterSeconds: 60,
      });
    }
  }

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
      const release = admit(caller);
      try {
        await pace(caller);
        // Counted before the run starts: a run that loops or crashes still used the allowance.
        await deps.allowance.consume(caller, 'codeExecution');
        return await runner.run({ code: request.code, language }, limits);
      } finally {
        release();
      }
    },
    async close() {
      await Promise.all(deps.runners.map((runner) => runner.close()));
    },
  };
}

import type { Database } from '../../db/client';
import { createRateLimiter } from '../../limits/rate-limiter';
import type { AppModule } from '../app-module';
import { registerCodeRoutes } from './code.routes';
import { type CodeService, type CodeServiceDeps, createCodeService } from './code.service';
import type { CodeRunner, RunLimits } from './runners/code-runner';

/** Runs at once on this server: the machine this ships for has two cores. */
const MAX_CONCURRENT_RUNS = 2;
/** Runs a caller may start in a minute (the monthly allowance is counted apart). */
const RUNS_PER_MINUTE = 10;
/** Runs all guests at one address may start in a minute. */
const GUEST_ADDRESS_RUNS_PER_MINUTE = 30;

/** Vibe-Coding's code runs (000 §7 POST /api/execute-code), one runner per group of languages. */
export function createCodeModule(deps: {
  db: Database;
  /**
   * The runners this server has (QuickJS for JavaScript and TypeScript, and any others the
   * operator's machine supports); a language none of them runs answers what to install.
   */
  runners: readonly CodeRunner[];
  allowance: CodeServiceDeps['allowance'];
  maxConcurrentRuns?: number;
  limits?: RunLimits;
}): AppModule<CodeService> {
  const code = createCodeService({
    runners: deps.runners,
    allowance: deps.allowance,
    rates: createRateLimiter(deps.db),
    maxConcurrentRuns: deps.maxConcurrentRuns ?? MAX_CONCURRENT_RUNS,
    runsPerMinute: RUNS_PER_MINUTE,
    guestAddressRunsPerMinute: GUEST_ADDRESS_RUNS_PER_MINUTE,
    ...(deps.limits ? { limits: deps.limits } : {}),
  });
  return {
    service: code,
    register(app) {
      registerCodeRoutes(app, { code });
      app.addHook('onClose', () => code.close());
    },
  };
}

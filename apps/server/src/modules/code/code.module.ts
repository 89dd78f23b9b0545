import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Caller } from '../../identity/caller';
import { createRateLimiter } from '../../limits/rate-limiter';
import type { AppModule } from '../app-module';
import type { AssistantModel } from './assistant/assistant-model';
import { type CodeAssistant, createCodeAssistant } from './assistant/code-assistant.service';
import { registerCodeRoutes } from './code.routes';
import { type CodeService, createCodeService } from './code.service';
import type { CodeRunner, RunLimits } from './runners/code-runner';

/** Runs at once on this server: the machine this ships for has two cores. */
const MAX_CONCURRENT_RUNS = 2;
/** Runs a caller may start in a minute (the monthly allowance is counted apart). */
const RUNS_PER_MINUTE = 10;
/** Runs all guests at one address may start in a minute. */
const GUEST_ADDRESS_RUNS_PER_MINUTE = 30;
/** Requests to the code assistant a caller may make in a minute, and all guests at one address. */
const ASSISTANT_REQUESTS_PER_MINUTE = 20;
const GUEST_ADDRESS_ASSISTANT_REQUESTS_PER_MINUTE = 60;

/**
 * Vibe-Coding on the server (000 §7): code runs, one runner per group of languages, and the code
 * assistant (the connected model, or the built-in engine's starters and edits).
 */
export function createCodeModule(deps: {
  db: Database;
  /**
   * The runners this server has (QuickJS for JavaScript and TypeScript, and any others the
   * operator's machine supports); a language none of them runs answers what to install.
   */
  runners: readonly CodeRunner[];
  /** The usage module: runs count codeExecution, the assistant's code codeGeneration. */
  allowance: {
    consume(caller: Caller, feature: 'codeExecution' | 'codeGeneration'): Promise<void>;
  };
  /** The connected model that writes and edits code; undefined with the built-in engine. */
  assistantModel: AssistantModel | undefined;
  logger: FastifyBaseLogger;
  maxConcurrentRuns?: number;
  limits?: RunLimits;
}): AppModule<{ runs: CodeService; assistant: CodeAssistant }> {
  const rates = createRateLimiter(deps.db);
  const code = createCodeService({
    runners: deps.runners,
    allowance: deps.allowance,
    rates,
    maxConcurrentRuns: deps.maxConcurrentRuns ?? MAX_CONCURRENT_RUNS,
    runsPerMinute: RUNS_PER_MINUTE,
    guestAddressRunsPerMinute: GUEST_ADDRESS_RUNS_PER_MINUTE,
    ...(deps.limits ? { limits: deps.limits } : {}),
  });
  const assistant = createCodeAssistant({
    model: deps.assistantModel,
    allowance: deps.allowance,
    rates,
    requestsPerMinute: ASSISTANT_REQUESTS_PER_MINUTE,
    guestAddressRequestsPerMinute: GUEST_ADDRESS_ASSISTANT_REQUESTS_PER_MINUTE,
    logger: deps.logger,
  });
  return {
    service: { runs: code, assistant },
    register(app) {
      registerCodeRoutes(app, { code, assistant });
      app.addHook('onClose', () => code.close());
    },
  };
}

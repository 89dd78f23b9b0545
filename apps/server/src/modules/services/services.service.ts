import type {
  AiEngineKind,
  AnsweringEngine,
  ConfiguredService,
  ConfiguredServicesResponse,
} from '@polymath/shared';
import { type Caller, requireAdmin } from '../../identity/caller';
import { describeFailure } from './check-failure';
import type { ServiceCheck } from './service-check';

export interface ServicesLogger {
  warn(details: object, message: string): void;
}

/** The engine that answers chat messages, as the AI adapter chose it. */
export interface EngineInUse {
  kind: AiEngineKind;
  /** Its name, fit to show an admin: no address, key or path. */
  name: string;
}

/** The variable of the model server, whose check says whether a connected model answers. */
const MODEL_SERVER_VARIABLE = 'AI_BASE_URL';

export interface ServicesServiceDeps {
  checks: readonly ServiceCheck[];
  engine: EngineInUse;
  /** How long one probe may take before the service counts as not answering. */
  timeoutMs: number;
  /** The name of this server (its host name), which the status describes. */
  instance: string;
  logger: ServicesLogger;
  now?: () => Date;
}

export type ServicesService = ReturnType<typeof createServicesService>;

/** Resolves when `signal` aborts (never rejects), so a probe deaf to it cannot outlast it. */
function whenAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Whether the services the operator configured answer this server. Each is checked once at start
 * (and again when an admin asks), all at once, each within `timeoutMs`; one log line names each
 * that did not answer. The result is this process's own: another server on the same database may
 * reach what this one cannot, so it is kept in memory, not shared.
 */
export function createServicesService(deps: ServicesServiceDeps) {
  const { checks, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const statuses: ConfiguredService[] = checks.map((check) => ({
    name: check.name,
    variable: check.variable,
    address: check.address,
    state: 'checking',
    problem: null,
    checkedAt: null,
  }));
  const stopping = new AbortController();
  const timeLimit =
    deps.timeoutMs >= 1000 ? `${Math.round(deps.timeoutMs / 1000)} s` : `${deps.timeoutMs} ms`;
  let running: Promise<void> | undefined;

  async function checkOne(check: ServiceCheck, index: number): Promise<void> {
    const timeout = AbortSignal.timeout(deps.timeoutMs);
    const signal = AbortSignal.any([timeout, stopping.signal]);
    let problem: string | null = null;
    try {
      // A probe deaf to its signal is left to end on its own: the race stops waiting for it.
      await Promise.race([check.probe(signal), whenAborted(signal)]);
      if (signal.aborted) throw signal.reason;
    } catch (error) {
      problem = timeout.aborted ? `no answer within ${timeLimit}` : describeFailure(error);
    }
    // A check cut short by shutdown says nothing about the service.
    if (stopping.signal.aborted) return;
    statuses[index] = {
      name: check.name,
      variable: check.variable,
      address: check.address,
      state: problem === null ? 'answers' : 'does-not-answer',
      problem,
      checkedAt: now().toISOString(),
    };
    if (problem !== null) {
      logger.warn(
        { service: check.name, variable: check.variable, address: check.address, problem },
        `${check.name} at ${check.address} (${check.variable}) did not answer: ${problem}`,
      );
    }
  }

  /** An engine inside this process answers whenever the server does; a model server as checked. */
  function engineStatus(): AnsweringEngine {
    const { kind, name } = deps.engine;
    const server =
      kind === 'openai-compatible'
        ? statuses.find((entry) => entry.variable === MODEL_SERVER_VARIABLE)
        : undefined;
    if (!server) return { kind, name, address: null, state: 'answers', problem: null };
    return { kind, name, address: server.address, state: server.state, problem: server.problem };
  }

  function status(): ConfiguredServicesResponse {
    return {
      instance: deps.instance,
      engine: engineStatus(),
      services: statuses.map((entry) => ({ ...entry })),
    };
  }

  function checkAll(): Promise<void> {
    running ??= Promise.all(checks.map(checkOne))
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Checks every service; a run already under way is shared, not doubled. Never rejects. */
    checkAll,

    /** The last result of each configured service (admins only). */
    statusFor(caller: Caller): ConfiguredServicesResponse {
      requireAdmin(caller);
      return status();
    },

    /** Checks every service again and answers the result (admins only). */
    async recheckFor(caller: Caller): Promise<ConfiguredServicesResponse> {
      requireAdmin(caller);
      await checkAll();
      return status();
    },

    /** Ends the checks under way without recording them (the server is shutting down). */
    stop(): void {
      stopping.abort();
    },
  };
}

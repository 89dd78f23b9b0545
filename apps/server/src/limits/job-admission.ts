import { AppError } from '@polymath/shared';
import { addressKeyOf, type Caller, clientKeyOf } from '../identity/caller';
import type { RateLimiter, RateRule } from './rate-limiter';

/** What a refused caller is told, and when to try again (sent as Retry-After). */
export interface Refusal {
  message: string;
  retryAfterSeconds?: number;
}

/** How many jobs of one kind (a file read, a code run) may run, and how often they may start. */
export interface JobAdmissionRules {
  /** Jobs running at once on this server: each is a worker, a process or a core's work. */
  maxRunning: number;
  /**
   * Jobs all guests at one address may run at once, whatever anonymous ids they send: ids cost
   * nothing to make, so without it one address could hold every place.
   */
  maxRunningPerGuestAddress: number;
  /**
   * Starts counted in the database (so on every instance) under `<keyPrefix>:<client key>`, and
   * for guests under `<keyPrefix>:<address key>` too.
   */
  pacing: { keyPrefix: string; windowSeconds: number; perClient: number; perGuestAddress: number };
  refusals: {
    /** The caller's previous job is still running (429 RATE_LIMITED). */
    clientBusy: string;
    /** Guests at the caller's address run as many jobs as they may (429 RATE_LIMITED). */
    addressBusy: string;
    /** Every place on the server is taken (503 UNAVAILABLE). */
    serverBusy: Refusal;
    /** The caller, or the guest's address, started too many jobs in the window (429 RATE_LIMITED). */
    paced: Refusal;
  };
}

/** Admits the jobs of one kind: one running per client, a few per guest address and per server. */
export interface JobAdmission {
  /**
   * Runs the job once the caller is admitted: its place is taken before anything is awaited, so
   * of parallel requests only one passes; then its start is paced. The place is given back when
   * the job ends, whether it returns or throws, and when the pacing refuses it.
   */
  run<T>(caller: Caller, job: () => Promise<T>): Promise<T>;
}

/** The pacing's rules for a caller: per client, and for a guest per address too. */
function pacingRulesOf(caller: Caller, pacing: JobAdmissionRules['pacing']): RateRule[] {
  const { keyPrefix, windowSeconds } = pacing;
  const rules: RateRule[] = [
    { key: `${keyPrefix}:${clientKeyOf(caller)}`, limit: pacing.perClient, windowSeconds },
  ];
  if (caller.kind === 'guest') {
    rules.push({
      key: `${keyPrefix}:${addressKeyOf(caller)}`,
      limit: pacing.perGuestAddress,
      windowSeconds,
    });
  }
  return rules;
}

/**
 * The places are counted in this process, the pacing in the database: several instances on one
 * database share the pacing, but each keeps its own places.
 */
export function createJobAdmission(
  rates: Pick<RateLimiter, 'take'>,
  rules: JobAdmissionRules,
): JobAdmission {
  const runningClients = new Set<string>();
  const runningPerAddress = new Map<string, number>();
  let runningCount = 0;

  // Synchronous from check to taking: no other request can come between them.
  function takePlace(caller: Caller): () => void {
    const client = clientKeyOf(caller);
    const address = caller.kind === 'guest' ? addressKeyOf(caller) : undefined;
    const { refusals } = rules;
    if (runningClients.has(client)) {
      throw new AppError('RATE_LIMITED', { message: refusals.clientBusy });
    }
    if (runningCount >= rules.maxRunning) {
      throw new AppError('UNAVAILABLE', refusals.serverBusy);
    }
    const addressRunning = address === undefined ? 0 : (runningPerAddress.get(address) ?? 0);
    if (address !== undefined && addressRunning >= rules.maxRunningPerGuestAddress) {
      throw new AppError('RATE_LIMITED', { message: refusals.addressBusy });
    }
    runningClients.add(client);
    runningCount += 1;
    if (address !== undefined) runningPerAddress.set(address, addressRunning + 1);
    return () => {
      runningClients.delete(client);
      runningCount -= 1;
      if (address === undefined) return;
      const left = (runningPerAddress.get(address) ?? 1) - 1;
      if (left > 0) runningPerAddress.set(address, left);
      else runningPerAddress.delete(address);
    };
  }

  return {
    async run(caller, job) {
      const release = takePlace(caller);
      try {
        if (!(await rates.take(pacingRulesOf(caller, rules.pacing)))) {
          throw new AppError('RATE_LIMITED', rules.refusals.paced);
        }
        return await job();
      } finally {
        release();
      }
    },
  };
}

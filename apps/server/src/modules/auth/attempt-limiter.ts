import { AppError } from '@polymath/shared';
import type { Database } from '../../db/client';
import { clearFailures, countRecentFailures, recordFailures } from './attempts.repository';

/** What the server says once a client or an address has failed too often. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed attempts. Please try again later.';

export interface AttemptLimits {
  /** Failures per key within the window before further attempts are refused. */
  maxFailures: number;
  windowSeconds: number;
}

/** Keys that attempts are counted under: the e-mail tried and the client's address. */
export const attemptKeys = {
  email: (normalisedEmail: string) => `email:${normalisedEmail}`,
  client: (clientAddress: string) => `client:${clientAddress}`,
};

/**
 * Refuses sign-in and registration attempts after repeated failures. The counts live in the
 * database, so every instance of the server sees the same numbers.
 */
export interface AttemptLimiter {
  /** Throws 429 RATE_LIMITED when any of the keys has used up its failures in the window. */
  assertAllowed(keys: string[]): Promise<void>;
  recordFailure(keys: string[]): Promise<void>;
  /** Forgets earlier failures (an address that finally signs in starts afresh). */
  clear(keys: string[]): Promise<void>;
}

export function createAttemptLimiter(db: Database, limits: AttemptLimits): AttemptLimiter {
  return {
    async assertAllowed(keys) {
      const failures = await countRecentFailures(db, keys, limits.windowSeconds);
      if (failures >= limits.maxFailures) {
        throw new AppError('RATE_LIMITED', { message: TOO_MANY_ATTEMPTS_MESSAGE });
      }
    },
    recordFailure: (keys) => recordFailures(db, keys, limits.windowSeconds),
    clear: (keys) => clearFailures(db, keys),
  };
}

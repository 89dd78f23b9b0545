import { AppError } from '@polymath/shared';
import type { RateLimiter, RateRule } from '../../limits/rate-limiter';

/** What the server says once a client or an address has failed too often. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed attempts. Please try again later.';

/** The longest an unrecognised browser waits between tries on an e-mail strangers keep failing on. */
export const EMAIL_MAX_DELAY_SECONDS = 60;

export interface AttemptLimits {
  /** Failures per e-mail and address pair in the window; also the e-mail's tries before delays. */
  maxFailures: number;
  /** Failures per client address in the window, whatever the e-mail. */
  maxAddressFailures: number;
  windowSeconds: number;
  /** Registrations per client address within an hour, successful or not. */
  signupsPerHour: number;
}

/** Keys that attempts are counted under. */
export const attemptKeys = {
  pair: (normalisedEmail: string, clientAddress: string) =>
    `pair:${normalisedEmail} ${clientAddress}`,
  client: (clientAddress: string) => `client:${clientAddress}`,
  email: (normalisedEmail: string) => `email:${normalisedEmail}`,
  signup: (clientAddress: string) => `signup:${clientAddress}`,
};

/** An attempt taken before the password is checked. Left alone, it counts as a failure. */
export interface AttemptTicket {
  /** The attempt succeeded: it was no failure, and the owner's success lifts the e-mail's delay. */
  succeeded(): Promise<void>;
}

/**
 * Limits sign-in and registration attempts. Each attempt is taken, under all its keys or none,
 * before the password is checked, so a burst of parallel guesses gets no more checks than the
 * limits allow. The counts live in the database (the shared RateLimiter), so every instance sees
 * the same numbers.
 *
 * - (e-mail, address) pair: a hard limit, so one client cannot keep guessing one account.
 * - address: a hard limit, so one client cannot spray many accounts.
 * - e-mail alone: no lock a stranger could use against its owner. Past the free tries, each
 *   further one from an unrecognised browser waits a doubling delay of at most a minute; a
 *   browser the owner signed in from before (its device token) skips it.
 * - registrations per address and hour, successful ones included: accounts are not free to make.
 */
export interface AttemptLimiter {
  signIn(attempt: {
    email: string;
    clientAddress: string;
    isRecognisedDevice: boolean;
  }): Promise<AttemptTicket>;
  registration(clientAddress: string): Promise<AttemptTicket>;
}

export function createAttemptLimiter(rates: RateLimiter, limits: AttemptLimits): AttemptLimiter {
  const { windowSeconds } = limits;
  const refuse = () => new AppError('RATE_LIMITED', { message: TOO_MANY_ATTEMPTS_MESSAGE });

  return {
    async signIn({ email, clientAddress, isRecognisedDevice }) {
      const pair = attemptKeys.pair(email, clientAddress);
      const client = attemptKeys.client(clientAddress);
      const emailKey = attemptKeys.email(email);
      const rules: RateRule[] = [
        { key: pair, windowSeconds, limit: limits.maxFailures },
        { key: client, windowSeconds, limit: limits.maxAddressFailures },
      ];
      if (!isRecognisedDevice) {
        rules.push({
          key: emailKey,
          windowSeconds,
          delayed: { freeUses: limits.maxFailures, maxDelaySeconds: EMAIL_MAX_DELAY_SECONDS },
        });
      }
      if (!(await rates.take(rules))) throw refuse();
      return {
        async succeeded() {
          await rates.clear([pair, emailKey]);
          await rates.giveBack([client]);
        },
      };
    },

    async registration(clientAddress) {
      const client = attemptKeys.client(clientAddress);
      const isAllowed = await rates.take([
        { key: client, windowSeconds, limit: limits.maxAddressFailures },
        {
          key: attemptKeys.signup(clientAddress),
          windowSeconds: 3600,
          limit: limits.signupsPerHour,
        },
      ]);
      if (!isAllowed) throw refuse();
      // A new account is no failure of the address, but it stays counted as a registration.
      return { succeeded: () => rates.giveBack([client]) };
    },
  };
}

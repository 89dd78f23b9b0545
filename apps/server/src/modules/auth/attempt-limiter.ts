import { AppError } from '@polymath/shared';
import { clientNetworkOf } from '../../identity/client-network';
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

/** Keys that attempts are counted under; a client is its network (an IPv6 client's /64). */
export const attemptKeys = {
  pair: (normalisedEmail: string, clientAddress: string) =>
    `pair:${normalisedEmail} ${clientNetworkOf(clientAddress)}`,
  client: (clientAddress: string) => `client:${clientNetworkOf(clientAddress)}`,
  email: (normalisedEmail: string) => `email:${normalisedEmail}`,
  signup: (clientAddress: string) => `signup:${clientNetworkOf(clientAddress)}`,
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
 * A client is its address, an IPv6 one by its /64 (clientNetworkOf), so one subscriber cannot
 * mint fresh clients.
 *
 * - (e-mail, address) pair: a hard limit, so one client cannot keep guessing one account.
 * - address: a hard limit, so one client cannot spray many accounts.
 * - e-mail alone: no lock a stranger could use against its owner. Past the free tries, each
 *   further one waits a doubling delay of at most a minute, but only for clients that have
 *   failed: an address with no failure counted in the window (on any e-mail) has its try checked
 *   at once, and that try, if wrong, marks it. A stranger taking every delayed slot then keeps
 *   out only clients that failed too, never the owner on a new browser, and each check past the
 *   delay costs the stranger a fresh address (network). A browser the owner signed in from before
 *   (its device token) skips the delay whatever its address did.
 * - registrations per address and hour, successful ones included: accounts are not free to make.
 *
 * A refusal comes before the password is checked, so it never tells whether it was right.
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
          delayed: {
            freeUses: limits.maxFailures,
            maxDelaySeconds: EMAIL_MAX_DELAY_SECONDS,
            // The address's first counted attempt in the window: it has not failed before.
            waivedOnFirstUseOf: client,
          },
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

import {
  AppError,
  GUEST_LIMIT_MESSAGE,
  type PlanId,
  USAGE_FEATURES,
  type UsageFeature,
  type UsageLimits,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import {
  addressKeyOf,
  type Caller,
  clientKeyOf,
  guestOwnerKey,
  userOwnerKey,
} from '../../identity/caller';
import type { RateLimiter } from '../../limits/rate-limiter';
import { monthKeyOf } from './month-key';
import { featureLimitOf, shownLimitOf } from './usage.limits';
import { findMonthCounts, incrementWithin, type Queryable } from './usage.repository';

/** The counter name of a guest's chat messages (beside the USAGE_FEATURES). */
const CHAT_MESSAGE = 'chatMessage';

export interface UsageServiceDeps {
  db: Database;
  /** Chat messages per anonymous id and month (LIMITS.guestMessages unless configured). */
  guestMessageLimit: number;
  /** Guest chat messages per client address and month, whatever anonymous ids it sends. */
  guestAddressMessageLimit: number;
  /** The clock; tests move it to the next month. */
  now?: () => Date;
  /** Where the short-window chat limits are kept. */
  rates: RateLimiter;
  /** Messages one caller may send within CHAT_BURST_SECONDS, and within a minute. */
  chatBurstMessages: number;
  chatMessagesPerMinute: number;
  /** A free account's messages per month; undefined: unlimited. */
  freeMessagesPerMonth?: number;
}

/** The window of the chat's burst limit. */
export const CHAT_BURST_SECONDS = 10;

/** 429 text when one caller sends messages faster than the chat limits allow. */
export const CHAT_TOO_FAST_MESSAGE =
  'You are sending messages too quickly. Please wait a moment and try again.';

/** Plans and limits: the counters per subject and month, and the checks that refuse over-use. */
export interface UsageService {
  /** The caller's counters and limits this month (GET /api/usage-limits). */
  getUsageLimits(caller: Caller): Promise<UsageLimits>;
  /**
   * Counts one use of a feature, refusing with 429 LIMIT_REACHED when the allowance is used up.
   * Modules call it whenever they perform a limited action, so skipping the client's increment call
   * gains nothing. Premium users are counted and never refused.
   */
  consume(caller: Caller, feature: UsageFeature): Promise<void>;
  /**
   * Admits a chat message: every caller is held to the burst and per-minute limits (429
   * RATE_LIMITED); a guest's message is counted and refused with 429 GUEST_LIMIT after its free
   * messages, and a free account's after FREE_MESSAGES_PER_MONTH when set (429 LIMIT_REACHED).
   */
  admitMessage(caller: Caller): Promise<void>;
}

/** Thrown inside a transaction to roll its counts back when one of them hit its limit. */
class LimitHit extends Error {
  constructor(readonly counter: { subject: string; limit: number | undefined }) {
    super(`${counter.subject} is at its limit`);
  }
}

export function createUsageService(deps: UsageServiceDeps): UsageService {
  const now = deps.now ?? (() => new Date());
  // One address may hold several guests (a household, an office): it gets as many allowances as
  // its message cap holds free-message allowances.
  const guestsPerAddress = Math.max(
    1,
    Math.ceil(deps.guestAddressMessageLimit / deps.guestMessageLimit),
  );

  /** A signed-in user's monthly limit of a feature (undefined: unlimited). */
  function userLimitOf(plan: PlanId, feature: UsageFeature | typeof CHAT_MESSAGE) {
    if (feature !== CHAT_MESSAGE) return featureLimitOf(plan, feature);
    return plan === 'free' ? deps.freeMessagesPerMonth : undefined;
  }

  /**
   * Every counter a use is taken from, with its limit (undefined: unlimited): a user's own, or a
   * guest's (by anonymous id, or by address when it sends none) and its address's.
   */
  function countersOf(
    caller: Caller,
    feature: UsageFeature | typeof CHAT_MESSAGE,
  ): { subject: string; limit: number | undefined }[] {
    if (caller.kind === 'user') {
      return [{ subject: userOwnerKey(caller.user.id), limit: userLimitOf(caller.plan, feature) }];
    }
    const perGuest =
      feature === CHAT_MESSAGE ? deps.guestMessageLimit : (featureLimitOf('guest', feature) ?? 0);
    const perAddress =
      feature === CHAT_MESSAGE ? deps.guestAddressMessageLimit : perGuest * guestsPerAddress;
    // A guest without an anonymous id is a guest of its own, known only by its address.
    const guest = caller.anonymousId
      ? guestOwnerKey(caller.anonymousId)
      : `unidentified:${caller.address}`;
    return [
      { subject: guest, limit: perGuest },
      { subject: addressKeyOf(caller), limit: perAddress },
    ];
  }

  /**
   * Takes one use from every counter, or from none when any of them is at its limit: answers
   * null when taken, else the counter that refused.
   */
  async function takeOne(
    caller: Caller,
    feature: UsageFeature | typeof CHAT_MESSAGE,
  ): Promise<{ subject: string; limit: number | undefined } | null> {
    const monthKey = monthKeyOf(now());
    const counters = countersOf(caller, feature);
    try {
      await deps.db.transaction(async (tx) => {
        for (const counter of counters) {
          const key = { subject: counter.subject, monthKey, feature };
          if ((await incrementWithin(tx, key, counter.limit)) === undefined) {
            throw new LimitHit(counter);
          }
        }
      });
      return null;
    } catch (error) {
      if (error instanceof LimitHit) return error.counter;
      throw error;
    }
  }

  /**
   * What a guest refused a counted feature is told: whether its own allowance or its address's
   * ran out (fresh ids at one address share the latter), and that an account has its own.
   */
  function guestRefusalOf(
    refusedBy: { subject: string; limit: number | undefined },
    limit: number,
  ) {
    const remedy = 'Sign in for an allowance of your own.';
    if (refusedBy.subject.startsWith('address:')) {
      return `Guests on your network have used this month's allowance for this feature (${refusedBy.limit ?? 0} uses). ${remedy}`;
    }
    return `You have used your monthly allowance for this feature (${limit}/${limit} used). ${remedy}`;
  }

  /** How much of a limit is used, seen from the strictest of the subject's counters. */
  async function usedOf(
    db: Queryable,
    caller: Caller,
    monthKey: string,
  ): Promise<(feature: UsageFeature | typeof CHAT_MESSAGE, shownLimit: number) => number> {
    // Every feature is counted under the same subjects; the chat message's list names them all.
    const subjects = countersOf(caller, CHAT_MESSAGE).map((counter) => counter.subject);
    const counts = new Map(
      await Promise.all(
        subjects.map(async (name) => [name, await findMonthCounts(db, name, monthKey)] as const),
      ),
    );
    return (feature, shownLimit) => {
      let remaining = shownLimit;
      let used = 0;
      for (const counter of countersOf(caller, feature)) {
        const counted = counts.get(counter.subject)?.get(feature) ?? 0;
        used = Math.max(used, counter.subject.startsWith('address:') ? 0 : counted);
        if (counter.limit !== undefined) remaining = Math.min(remaining, counter.limit - counted);
      }
      if (caller.kind === 'user') return used;
      return Math.min(shownLimit, Math.max(used, shownLimit - Math.max(0, remaining)));
    };
  }

  return {
    async getUsageLimits(caller) {
      const monthKey = monthKeyOf(now());
      const plan = caller.kind === 'user' ? caller.plan : 'guest';
      const used = await usedOf(deps.db, caller, monthKey);
      const usage = Object.fromEntries(
        USAGE_FEATURES.map((feature) => {
          const limit = shownLimitOf(plan, feature);
          return [feature, { used: used(feature, limit), limit }];
        }),
      ) as UsageLimits['usage'];
      return {
        monthKey,
        isPremium: plan === 'premium',
        usage,
        ...(caller.kind === 'guest'
          ? {
              guestMessages: {
                used: used(CHAT_MESSAGE, deps.guestMessageLimit),
                limit: deps.guestMessageLimit,
              },
            }
          : {}),
      };
    },

    async consume(caller, feature) {
      const refusedBy = await takeOne(caller, feature);
      if (refusedBy === null) return;
      const plan = caller.kind === 'user' ? caller.plan : 'guest';
      const limit = shownLimitOf(plan, feature);
      // A plan without the feature is told how to get it: guests sign in, free users upgrade.
      const message =
        limit === 0
          ? plan === 'guest'
            ? 'Please sign in to use this feature.'
            : 'This feature is part of Premium. Upgrade to Premium to use it.'
          : plan === 'guest'
            ? guestRefusalOf(refusedBy, limit)
            : `You have used your monthly allowance for this feature (${limit}/${limit} used). Upgrade to Premium for unlimited access.`;
      throw new AppError('LIMIT_REACHED', { message });
    },

    async admitMessage(caller) {
      const client = clientKeyOf(caller);
      const isPaced = await deps.rates.take([
        {
          key: `chat-burst:${client}`,
          limit: deps.chatBurstMessages,
          windowSeconds: CHAT_BURST_SECONDS,
        },
        { key: `chat-minute:${client}`, limit: deps.chatMessagesPerMinute, windowSeconds: 60 },
      ]);
      if (!isPaced) throw new AppError('RATE_LIMITED', { message: CHAT_TOO_FAST_MESSAGE });
      if (caller.kind === 'user') {
        // Counted only where an allowance applies: unlimited plans cost no write per message.
        const { freeMessagesPerMonth } = deps;
        if (caller.plan !== 'free' || freeMessagesPerMonth === undefined) return;
        if ((await takeOne(caller, CHAT_MESSAGE)) === null) return;
        throw new AppError('LIMIT_REACHED', {
          message: `You have used your ${freeMessagesPerMonth} free messages this month. Upgrade to Premium for unlimited messages.`,
        });
      }
      if ((await takeOne(caller, CHAT_MESSAGE)) === null) return;
      throw new AppError('GUEST_LIMIT', { message: GUEST_LIMIT_MESSAGE });
    },
  };
}

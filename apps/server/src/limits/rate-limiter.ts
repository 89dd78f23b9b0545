import type { Database } from '../db/client';
import { type RateRule, takeUse } from './rate-limits.repository';

export type { RateRule } from './rate-limits.repository';

/** Takes uses under several fixed-window limits at once. */
export interface RateLimiter {
  /** Takes one use under every rule, or none when any of them is used up: false then. */
  take(rules: RateRule[]): Promise<boolean>;
}

/** Thrown inside the transaction to give back the uses already taken. */
class RuleUsedUp extends Error {}

export function createRateLimiter(db: Database): RateLimiter {
  return {
    async take(rules) {
      if (rules.length === 0) return true;
      try {
        await db.transaction(async (tx) => {
          for (const rule of rules) if (!(await takeUse(tx, rule))) throw new RuleUsedUp();
        });
        return true;
      } catch (error) {
        if (error instanceof RuleUsedUp) return false;
        throw error;
      }
    },
  };
}

import type { Database } from '../db/client';
import { clearUses, giveBackUses, type RateRule, takeUse } from './rate-limits.repository';

export type { RateRule } from './rate-limits.repository';

/** Fixed-window limits kept in the database (see RateRule). */
export interface RateLimiter {
  /** Takes one use under every rule, or none when any of them refuses: false then. */
  take(rules: RateRule[]): Promise<boolean>;
  /** Gives one use back under each key. */
  giveBack(keys: string[]): Promise<void>;
  /** Forgets the keys' uses. */
  clear(keys: string[]): Promise<void>;
}

/** Thrown inside the transaction to give back the uses already taken. */
class RuleRefused extends Error {}

export function createRateLimiter(db: Database): RateLimiter {
  return {
    async take(rules) {
      if (rules.length === 0) return true;
      try {
        await db.transaction(async (tx) => {
          for (const rule of rules) if (!(await takeUse(tx, rule))) throw new RuleRefused();
        });
        return true;
      } catch (error) {
        if (error instanceof RuleRefused) return false;
        throw error;
      }
    },
    giveBack: (keys) => giveBackUses(db, keys),
    clear: (keys) => clearUses(db, keys),
  };
}

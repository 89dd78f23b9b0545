import type { Database } from '../db/client';
import { clearUses, giveBackUses, type RateRule, takeUse } from './rate-limits.repository';

export type { RateRule } from './rate-limits.repository';

/** Fixed-window limits kept in the database (see RateRule). */
export interface RateLimiter {
  /**
   * Takes one use under every rule, in order, or none when any of them refuses: false then. The
   * rows stay locked until all are taken, so a rule waived on another key's first use
   * (`delayed.waivedOnFirstUseOf`) sees that key as no parallel request can change it.
   */
  take(rules: RateRule[]): Promise<boolean>;
  /** Gives one use back under each key. */
  giveBack(keys: string[]): Promise<void>;
  /** Forgets the keys' uses. */
  clear(keys: string[]): Promise<void>;
}

/** The rule as it applies now: without its delay when the key it names was just used first. */
function withWaiver(rule: RateRule, counts: ReadonlyMap<string, number>): RateRule {
  const waiver = rule.delayed?.waivedOnFirstUseOf;
  if (waiver === undefined || counts.get(waiver) !== 1) return rule;
  const { delayed: _waived, ...rest } = rule;
  return rest;
}

/** Thrown inside the transaction to give back the uses already taken. */
class RuleRefused extends Error {}

export function createRateLimiter(db: Database): RateLimiter {
  return {
    async take(rules) {
      if (rules.length === 0) return true;
      try {
        await db.transaction(async (tx) => {
          const counts = new Map<string, number>();
          for (const rule of rules) {
            const count = await takeUse(tx, withWaiver(rule, counts));
            if (count === undefined) throw new RuleRefused();
            counts.set(rule.key, count);
          }
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

import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** A database or the transaction a use is taken in. */
export type Queryable = Pick<Database, 'insert' | 'update' | 'delete'>;

/** A fixed-window limit on one key, checked and counted in one statement. */
export interface RateRule {
  key: string;
  /** The window: the count restarts at 1 once this has passed since the window began. */
  windowSeconds: number;
  /** Uses allowed in a window; more are refused (a hard limit). */
  limit?: number;
  /**
   * Uses allowed in a window without waiting; each one after them must come this many seconds
   * (doubling, capped) after the one before: a growing delay instead of a lock.
   */
  delayed?: {
    freeUses: number;
    maxDelaySeconds: number;
    /**
     * A key of a rule taken before this one in the same take: when that use was the key's first
     * in its window (none counted before it), this use waits no delay. It still counts.
     */
    waivedOnFirstUseOf?: string;
  };
}

/**
 * Takes one use under the rule's key if the rule allows one now: one upsert whose update happens
 * only when the rule holds, so parallel requests (on any instance) never take more than it
 * allows. The key's count with this use, or undefined when the rule refused it.
 */
export async function takeUse(db: Queryable, rule: RateRule): Promise<number | undefined> {
  const { count, windowStartedAt, lastUsedAt } = rateLimits;
  const windowOver = sql`${windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const conditions: SQL[] = [windowOver];
  if (rule.limit !== undefined) conditions.push(sql`${count} < ${rule.limit}`);
  if (rule.delayed) {
    const { freeUses, maxDelaySeconds } = rule.delayed;
    const delay = sql`least(${maxDelaySeconds}, power(2, greatest(0, ${count} - ${freeUses})))`;
    conditions.push(
      sql`(${count} < ${freeUses} or ${lastUsedAt} is null or ${lastUsedAt} <= now() - make_interval(secs => ${delay}))`,
    );
  }
  // The window being over allows the use whatever the rest says; else every rule must hold.
  const [over, ...rules] = conditions;
  const allowed = rules.length > 0 ? sql`${over} or (${sql.join(rules, sql` and `)})` : sql`true`;
  const rows = await db
    .insert(rateLimits)
    .values({ key: rule.key, count: 1, windowStartedAt: sql`now()`, lastUsedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${windowStartedAt} end`,
        lastUsedAt: sql`now()`,
      },
      setWhere: allowed,
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count;
}

/** Gives one taken use back under each key (it turned out not to count: a right password). */
export async function giveBackUses(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(0, ${rateLimits.count} - 1)` })
    .where(inArray(rateLimits.key, keys));
}

/** Forgets every use under these keys. */
export async function clearUses(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

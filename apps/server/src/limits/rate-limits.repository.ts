import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** A database or the transaction a use is taken in. */
export type Queryable = Pick<Database, 'insert'>;

/** A fixed-window limit: at most `limit` uses per `windowSeconds`. */
export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Takes one use under the rule's key if its window has one left, in one conditional upsert, so
 * parallel requests (on any instance) never take more than the limit. True when taken.
 */
export async function takeUse(db: Queryable, rule: RateRule): Promise<boolean> {
  const { count, windowStartedAt } = rateLimits;
  const windowOver = sql`${windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key: rule.key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${windowStartedAt} end`,
      },
      setWhere: sql`${windowOver} or ${count} < ${rule.limit}`,
    })
    .returning({ key: rateLimits.key });
  return rows.length > 0;
}

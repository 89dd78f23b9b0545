import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usageCounters } from '../../db/schema';

/** A database handle or a transaction on it: the queries run on either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Which counter: a subject's use of one feature in one month. */
export interface CounterKey {
  subject: string;
  monthKey: string;
  feature: string;
}

/** Every counter of a subject in a month, as feature → used. */
export async function findMonthCounts(
  db: Queryable,
  subject: string,
  monthKey: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ feature: usageCounters.feature, used: usageCounters.used })
    .from(usageCounters)
    .where(and(eq(usageCounters.subject, subject), eq(usageCounters.monthKey, monthKey)));
  return new Map(rows.map((row) => [row.feature, row.used]));
}

/**
 * Adds one use when the counter stays within `limit` (no limit: always), in one atomic upsert so
 * concurrent requests cannot both take the last use. Returns the new count, or undefined when the
 * limit was already reached (the counter is then unchanged).
 */
export async function incrementWithin(
  db: Queryable,
  key: CounterKey,
  limit: number | undefined,
): Promise<number | undefined> {
  if (limit !== undefined && limit < 1) return undefined;
  const rows = await db
    .insert(usageCounters)
    .values({ ...key, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.subject, usageCounters.monthKey, usageCounters.feature],
      set: { used: sql`${usageCounters.used} + 1`, updatedAt: sql`now()` },
      ...(limit === undefined ? {} : { setWhere: sql`${usageCounters.used} < ${limit}` }),
    })
    .returning({ used: usageCounters.used });
  return rows[0]?.used;
}

import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts } from '../../db/schema';

/**
 * Counts one failure for each key in a fixed window of `windowSeconds`: the count restarts at 1
 * when the window has passed. One atomic upsert per key, so concurrent requests (on any instance)
 * never lose a count.
 */
export async function recordFailures(
  db: Database,
  keys: string[],
  windowSeconds: number,
): Promise<void> {
  const windowOver = sql`${authAttempts.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  for (const key of keys) {
    await db
      .insert(authAttempts)
      .values({ key, failures: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          failures: sql`case when ${windowOver} then 1 else ${authAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then now() else ${authAttempts.windowStartedAt} end`,
        },
      });
  }
}

/** The highest failure count among the keys within their current window (0 when none). */
export async function countRecentFailures(
  db: Database,
  keys: string[],
  windowSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ failures: sql<number>`coalesce(max(${authAttempts.failures}), 0)::int` })
    .from(authAttempts)
    .where(
      sql`${inArray(authAttempts.key, keys)} and ${authAttempts.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`,
    );
  return row?.failures ?? 0;
}

/** Forgets the failures of these keys (after a successful sign-in). */
export async function clearFailures(db: Database, keys: string[]): Promise<void> {
  await db.delete(authAttempts).where(inArray(authAttempts.key, keys));
}

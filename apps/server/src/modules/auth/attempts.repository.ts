import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts } from '../../db/schema';

/** A database or the transaction an attempt is taken in. */
export type Queryable = Pick<Database, 'insert' | 'update' | 'delete' | 'select'>;

/** When an attempt under a key may be taken: checked and counted in one statement. */
export interface AttemptRule {
  /** The key's window: its count restarts at 1 once this has passed since the window began. */
  windowSeconds: number;
  /** Attempts allowed in a window; more are refused (a hard limit). */
  maxAttempts?: number;
  /**
   * Attempts allowed in a window without waiting; each one after them must come this many seconds
   * (doubling, capped) after the one before (a growing delay instead of a lock).
   */
  delayed?: { freeAttempts: number; maxDelaySeconds: number };
}

/**
 * Takes one attempt under `key` if its rule allows one now, atomically: one upsert whose update
 * only happens when the rule holds, so parallel requests (on any instance) can never take more
 * than the rule allows. True when taken.
 */
export async function takeAttempt(db: Queryable, key: string, rule: AttemptRule): Promise<boolean> {
  const { failures, windowStartedAt, lastAttemptAt } = authAttempts;
  const windowOver = sql`${windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const allowed: SQL[] = [];
  if (rule.maxAttempts !== undefined) allowed.push(sql`${failures} < ${rule.maxAttempts}`);
  if (rule.delayed) {
    const { freeAttempts, maxDelaySeconds } = rule.delayed;
    const delay = sql`least(${maxDelaySeconds}, power(2, greatest(0, ${failures} - ${freeAttempts})))`;
    allowed.push(
      sql`(${failures} < ${freeAttempts} or ${lastAttemptAt} is null or ${lastAttemptAt} <= now() - make_interval(secs => ${delay}))`,
    );
  }
  const rows = await db
    .insert(authAttempts)
    .values({ key, failures: 1, windowStartedAt: sql`now()`, lastAttemptAt: sql`now()` })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${failures} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then now() else ${windowStartedAt} end`,
        lastAttemptAt: sql`now()`,
      },
      setWhere: sql`${windowOver} or (${sql.join(allowed.length > 0 ? allowed : [sql`true`], sql` and `)})`,
    })
    .returning({ key: authAttempts.key });
  return rows.length > 0;
}

/** Gives one taken attempt back under each key (the password was right: it was no failure). */
export async function giveBackAttempts(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(authAttempts)
    .set({ failures: sql`greatest(0, ${authAttempts.failures} - 1)` })
    .where(inArray(authAttempts.key, keys));
}

/** Forgets every attempt under these keys (the owner signed in: the e-mail owes no delay). */
export async function clearAttempts(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(authAttempts).where(inArray(authAttempts.key, keys));
}

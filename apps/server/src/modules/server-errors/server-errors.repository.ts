import { desc, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverErrors } from '../../db/schema';

/** The errors of one kind seen by this server since it last wrote them. */
export interface ErrorKindCount {
  fingerprint: string;
  route: string;
  code: string;
  message: string;
  count: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** Adds this server's counts to the shared ones, one statement for the whole batch. */
export async function addErrorCounts(
  db: Database,
  kinds: readonly ErrorKindCount[],
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insert(serverErrors)
    .values([...kinds])
    .onConflictDoUpdate({
      target: serverErrors.fingerprint,
      set: {
        count: sql`${serverErrors.count} + excluded.count`,
        lastSeenAt: sql`greatest(${serverErrors.lastSeenAt}, excluded.last_seen_at)`,
      },
    });
}

/** Forgets the kinds not seen since `before`, and all but the `maxKinds` seen last. */
export async function forgetOldErrors(db: Database, before: Date, maxKinds: number): Promise<void> {
  await db.delete(serverErrors).where(lt(serverErrors.lastSeenAt, before));
  await db.execute(
    sql`delete from ${serverErrors} where ${serverErrors.fingerprint} in (select ${serverErrors.fingerprint} from ${serverErrors} order by ${serverErrors.lastSeenAt} desc offset ${maxKinds})`,
  );
}

/** The kinds seen since `since`, the latest first. */
export async function readRecentErrors(
  db: Database,
  since: Date,
  limit: number,
): Promise<ErrorKindCount[]> {
  return db
    .select()
    .from(serverErrors)
    .where(gte(serverErrors.lastSeenAt, since))
    .orderBy(desc(serverErrors.lastSeenAt))
    .limit(limit);
}

import { eq } from 'drizzle-orm';
import { calendarFeedKeys, users } from '../../db/schema';
import type { Queryable } from './productivity-rows.repository';

/** The user's feed link, as kept: when it was made (its key is not kept, only its hash). */
export async function findFeedKey(
  db: Queryable,
  userId: string,
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeedKeys.createdAt })
    .from(calendarFeedKeys)
    .where(eq(calendarFeedKeys.userId, userId));
  return row;
}

/** Keeps the hash of the user's new feed key, replacing the one before. */
export async function replaceFeedKey(
  db: Queryable,
  userId: string,
  keyHash: string,
): Promise<{ createdAt: Date }> {
  const [row] = await db
    .insert(calendarFeedKeys)
    .values({ userId, keyHash, createdAt: new Date() })
    .onConflictDoUpdate({
      target: calendarFeedKeys.userId,
      set: { keyHash, createdAt: new Date() },
    })
    .returning({ createdAt: calendarFeedKeys.createdAt });
  if (!row) throw new Error('the feed key was not stored');
  return row;
}

/** Forgets the user's feed key: the link stops working. */
export async function deleteFeedKey(db: Queryable, userId: string): Promise<void> {
  await db.delete(calendarFeedKeys).where(eq(calendarFeedKeys.userId, userId));
}

/** The owner of the feed key with this hash, with their name for the calendar's title. */
export async function findFeedOwner(
  db: Queryable,
  keyHash: string,
): Promise<{ userId: string; name: string } | undefined> {
  const [row] = await db
    .select({ userId: users.id, name: users.name })
    .from(calendarFeedKeys)
    .innerJoin(users, eq(users.id, calendarFeedKeys.userId))
    .where(eq(calendarFeedKeys.keyHash, keyHash));
  return row;
}

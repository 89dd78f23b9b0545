import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storageUsage } from '../db/schema';

/** A database or the transaction the usage is locked and changed in. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update'>;

/** What a user stores, as counted in their usage row. */
export interface StoredUsage {
  conversationBytes: number;
  conversationCount: number;
  /** Kept files: their originals' bytes and their stored text's. */
  fileBytes: number;
  /** Tasks, events, notes, research projects and citations: their size_bytes summed. */
  productivityBytes: number;
  /** Personal preferences and the auto prompt list. */
  personalAiBytes: number;
  /** Likes and dislikes of answers: their size_bytes summed. */
  feedbackBytes: number;
}

/** A change to what a user stores: bytes and conversations added (negative when freed). */
export interface UsageChange {
  conversationBytes?: number;
  conversationCount?: number;
  fileBytes?: number;
  productivityBytes?: number;
  personalAiBytes?: number;
  feedbackBytes?: number;
}

const usageColumns = {
  conversationBytes: storageUsage.conversationBytes,
  conversationCount: storageUsage.conversationCount,
  fileBytes: storageUsage.fileBytes,
  productivityBytes: storageUsage.productivityBytes,
  personalAiBytes: storageUsage.personalAiBytes,
  feedbackBytes: storageUsage.feedbackBytes,
};

/**
 * The user's usage row, locked until the transaction ends (created at zero the first time), so
 * every other write to what the user stores waits for this one.
 */
export async function lockStorageUsage(tx: Queryable, userId: string): Promise<StoredUsage> {
  await tx.insert(storageUsage).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select(usageColumns)
    .from(storageUsage)
    .where(eq(storageUsage.userId, userId))
    .for('update');
  if (!row) throw new Error('the storage usage row was not created');
  return row;
}

/** Adds a change to the user's usage row (which the transaction holds locked); returns the new usage. */
export async function addStorageUsage(
  tx: Queryable,
  userId: string,
  change: UsageChange,
): Promise<StoredUsage> {
  const [row] = await tx
    .update(storageUsage)
    .set({
      conversationBytes: sql`${storageUsage.conversationBytes} + ${change.conversationBytes ?? 0}`,
      conversationCount: sql`${storageUsage.conversationCount} + ${change.conversationCount ?? 0}`,
      fileBytes: sql`${storageUsage.fileBytes} + ${change.fileBytes ?? 0}`,
      productivityBytes: sql`${storageUsage.productivityBytes} + ${change.productivityBytes ?? 0}`,
      personalAiBytes: sql`${storageUsage.personalAiBytes} + ${change.personalAiBytes ?? 0}`,
      feedbackBytes: sql`${storageUsage.feedbackBytes} + ${change.feedbackBytes ?? 0}`,
      updatedAt: sql`now()`,
    })
    .where(eq(storageUsage.userId, userId))
    .returning(usageColumns);
  if (!row) throw new Error('the storage usage row to change is missing');
  return row;
}

/** The user's usage as last written (zero for a user who never stored anything). */
export async function readStorageUsage(db: Queryable, userId: string): Promise<StoredUsage> {
  const [row] = await db
    .select(usageColumns)
    .from(storageUsage)
    .where(eq(storageUsage.userId, userId));
  return (
    row ?? {
      conversationBytes: 0,
      conversationCount: 0,
      fileBytes: 0,
      productivityBytes: 0,
      personalAiBytes: 0,
      feedbackBytes: 0,
    }
  );
}

import type { FeedbackData } from '@polymath/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback, feedbackOwners } from '../../db/schema';

/** A database handle or a transaction on it: the queries run on either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update'>;

/** One stored like or dislike. */
export interface FeedbackRow {
  id: string;
  owner: string;
  messageId: string;
  isLiked: boolean;
  feedbackData: FeedbackData | null;
  /** UTF-8 bytes of what the row keeps (see stored-rating.ts). */
  sizeBytes: number;
}

/**
 * How many feedback rows the owner keeps, with their counter row locked until the transaction
 * ends (created at zero the first time), so the owner's other votes wait for this one.
 */
export async function lockFeedbackCount(tx: Queryable, owner: string): Promise<number> {
  await tx.insert(feedbackOwners).values({ owner }).onConflictDoNothing();
  const [row] = await tx
    .select({ rowCount: feedbackOwners.rowCount })
    .from(feedbackOwners)
    .where(eq(feedbackOwners.owner, owner))
    .for('update');
  if (!row) throw new Error('the feedback owner row was not created');
  return row.rowCount;
}

/** Counts one more feedback row for the owner (whose counter row the transaction holds). */
export async function countNewFeedback(tx: Queryable, owner: string): Promise<void> {
  await tx
    .update(feedbackOwners)
    .set({ rowCount: sql`${feedbackOwners.rowCount} + 1` })
    .where(eq(feedbackOwners.owner, owner));
}

/** Replaces the owner's vote on the message; undefined when they have none to replace. */
export async function updateFeedback(
  db: Queryable,
  row: Omit<FeedbackRow, 'id'>,
): Promise<FeedbackRow | undefined> {
  const [saved] = await db
    .update(feedback)
    .set({
      isLiked: row.isLiked,
      feedbackData: row.feedbackData,
      sizeBytes: row.sizeBytes,
      updatedAt: sql`now()`,
    })
    .where(and(eq(feedback.owner, row.owner), eq(feedback.messageId, row.messageId)))
    .returning();
  return saved && toRow(saved);
}

/** Stores the owner's first vote on a message. */
export async function insertFeedback(
  db: Queryable,
  row: Omit<FeedbackRow, 'id'>,
): Promise<FeedbackRow> {
  const [saved] = await db.insert(feedback).values(row).returning();
  if (!saved) throw new Error('the feedback insert returned no row');
  return toRow(saved);
}

/** The owner's vote on a message, if any. */
export async function findFeedback(
  db: Queryable,
  owner: string,
  messageId: string,
): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.owner, owner), eq(feedback.messageId, messageId)));
  return row ? toRow(row) : undefined;
}

function toRow(row: typeof feedback.$inferSelect): FeedbackRow {
  return {
    id: row.id,
    owner: row.owner,
    messageId: row.messageId,
    isLiked: row.isLiked,
    feedbackData: row.feedbackData,
    sizeBytes: row.sizeBytes,
  };
}

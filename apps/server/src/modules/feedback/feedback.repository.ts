import type { FeedbackData } from '@polymath/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';

/** One stored like or dislike. */
export interface FeedbackRow {
  id: string;
  owner: string;
  messageId: string;
  isLiked: boolean;
  feedbackData: FeedbackData | null;
}

/**
 * Stores the owner's vote on a message, replacing the owner's earlier vote on it. The conflict key
 * includes the owner, so one owner's vote can never touch another's row.
 */
export async function upsertFeedback(
  db: Database,
  row: Omit<FeedbackRow, 'id'>,
): Promise<FeedbackRow> {
  const [saved] = await db
    .insert(feedback)
    .values(row)
    .onConflictDoUpdate({
      target: [feedback.owner, feedback.messageId],
      set: { isLiked: row.isLiked, feedbackData: row.feedbackData, updatedAt: sql`now()` },
    })
    .returning();
  if (!saved) throw new Error('the feedback upsert returned no row');
  return toRow(saved);
}

/** The owner's vote on a message, if any. */
export async function findFeedback(
  db: Database,
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
  };
}

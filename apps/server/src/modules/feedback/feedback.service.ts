import type { FeedbackRequest } from '@polymath/shared';
import type { Database } from '../../db/client';
import { upsertFeedback } from './feedback.repository';

/** Records a like or dislike on an answer for its owner; a later vote replaces the earlier one. */
export async function recordFeedback(
  db: Database,
  owner: string,
  request: FeedbackRequest,
): Promise<{ id: string }> {
  const row = await upsertFeedback(db, {
    owner,
    messageId: request.messageId,
    isLiked: request.isLiked,
    feedbackData: request.feedbackData ?? null,
  });
  return { id: row.id };
}

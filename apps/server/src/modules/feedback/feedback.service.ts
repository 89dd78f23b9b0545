import { ANONYMOUS_ID_HEADER, AppError, type FeedbackRequest } from '@polymath/shared';
import type { Database } from '../../db/client';
import { type Caller, ownerKeyOf } from '../../identity/caller';
import {
  countNewFeedback,
  insertFeedback,
  lockFeedbackCount,
  updateFeedback,
} from './feedback.repository';

export interface FeedbackService {
  /**
   * Records a like or dislike on an answer for the caller; a later vote replaces the earlier one.
   * A guest without an anonymous id has nothing to own it by: 400 VALIDATION. A vote on another
   * answer once the caller keeps `rowsPerOwner` is refused: 413 QUOTA_EXCEEDED.
   */
  recordFeedback(caller: Caller, request: FeedbackRequest): Promise<{ id: string }>;
}

export function createFeedbackService(deps: {
  db: Database;
  /** The most feedback rows one owner (account or guest) keeps. */
  rowsPerOwner: number;
}): FeedbackService {
  return {
    async recordFeedback(caller, request) {
      const owner = ownerKeyOf(caller);
      if (!owner) {
        throw new AppError('VALIDATION', {
          message: `The ${ANONYMOUS_ID_HEADER} header must be a UUID.`,
          issues: [{ path: ['headers', ANONYMOUS_ID_HEADER], message: 'expected a UUID' }],
        });
      }
      const vote = {
        owner,
        messageId: request.messageId,
        isLiked: request.isLiked,
        feedbackData: request.feedbackData ?? null,
      };
      return deps.db.transaction(async (tx) => {
        // Locked first: the owner's parallel votes are counted one after another.
        const rowCount = await lockFeedbackCount(tx, owner);
        const replaced = await updateFeedback(tx, vote);
        if (replaced) return { id: replaced.id };
        if (rowCount >= deps.rowsPerOwner) {
          throw new AppError('QUOTA_EXCEEDED', {
            message: `You have rated ${rowCount} answers, the most that can be kept. Your earlier ratings are saved.`,
          });
        }
        const inserted = await insertFeedback(tx, vote);
        await countNewFeedback(tx, owner);
        return { id: inserted.id };
      });
    },
  };
}

import { ANONYMOUS_ID_HEADER, AppError, type FeedbackRequest } from '@polymath/shared';
import type { Database } from '../../db/client';
import { type Caller, ownerKeyOf } from '../../identity/caller';
import { upsertFeedback } from './feedback.repository';

export interface FeedbackService {
  /**
   * Records a like or dislike on an answer for the caller; a later vote replaces the earlier one.
   * A guest without an anonymous id has nothing to own it by: 400 VALIDATION.
   */
  recordFeedback(caller: Caller, request: FeedbackRequest): Promise<{ id: string }>;
}

export function createFeedbackService(deps: { db: Database }): FeedbackService {
  return {
    async recordFeedback(caller, request) {
      const owner = ownerKeyOf(caller);
      if (!owner) {
        throw new AppError('VALIDATION', {
          message: `The ${ANONYMOUS_ID_HEADER} header must be a UUID.`,
          issues: [{ path: ['headers', ANONYMOUS_ID_HEADER], message: 'expected a UUID' }],
        });
      }
      const row = await upsertFeedback(deps.db, {
        owner,
        messageId: request.messageId,
        isLiked: request.isLiked,
        feedbackData: request.feedbackData ?? null,
      });
      return { id: row.id };
    },
  };
}

import { FEEDBACK } from '@polymath/shared';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { createStorageQuota } from '../../limits/storage-quota';
import type { AppModule } from '../app-module';
import { registerFeedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackService } from './feedback.service';

/**
 * Likes and dislikes of answers: at most FEEDBACK_ROWS_PER_OWNER per account or guest, an
 * account's counted against its storage quota, guests' new ones bounded per address and month.
 */
export function createFeedbackModule(deps: { env: Env; db: Database }): AppModule<FeedbackService> {
  const { env } = deps;
  const feedback = createFeedbackService({
    db: deps.db,
    rowsPerOwner: env.FEEDBACK_ROWS_PER_OWNER,
    guestRatingsPerAddress:
      FEEDBACK.guestRatingsPerAddressMessage * env.GUEST_ADDRESS_MESSAGE_LIMIT,
    quota: createStorageQuota({
      freeBytes: env.STORAGE_QUOTA_FREE_BYTES,
      premiumBytes: env.STORAGE_QUOTA_PREMIUM_BYTES,
      conversationsPerUser: env.CONVERSATIONS_PER_USER,
    }),
  });
  return { service: feedback, register: (app) => registerFeedbackRoutes(app, { feedback }) };
}

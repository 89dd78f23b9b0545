import { FEEDBACK } from '@polymath/shared';
import type { Database } from '../../db/client';
import { createStorageQuota, type StorageAllowance } from '../../limits/storage-quota';
import type { AppModule } from '../app-module';
import { registerFeedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackService } from './feedback.service';

/**
 * Likes and dislikes of answers: at most FEEDBACK_ROWS_PER_OWNER per account or guest, an
 * account's counted against its storage quota, guests' new ones bounded per address and month.
 */
export function createFeedbackModule(deps: {
  db: Database;
  /** Ratings one account or guest keeps at most (FEEDBACK_ROWS_PER_OWNER). */
  rowsPerOwner: number;
  /** Messages all guests at one address may send a month (GUEST_ADDRESS_MESSAGE_LIMIT). */
  guestAddressMessageLimit: number;
  /** What one account may store, by plan. */
  storage: StorageAllowance;
}): AppModule<FeedbackService> {
  const feedback = createFeedbackService({
    db: deps.db,
    rowsPerOwner: deps.rowsPerOwner,
    guestRatingsPerAddress: FEEDBACK.guestRatingsPerAddressMessage * deps.guestAddressMessageLimit,
    quota: createStorageQuota(deps.storage),
  });
  return { service: feedback, register: (app) => registerFeedbackRoutes(app, { feedback }) };
}

import { ANONYMOUS_ID_HEADER, AppError, type FeedbackRequest } from '@polymath/shared';
import type { Database } from '../../db/client';
import { addressKeyOf, type Caller, type GuestCaller, ownerKeyOf } from '../../identity/caller';
import { type Queryable as RateQueryable, takeUse } from '../../limits/rate-limits.repository';
import type { StorageQuota } from '../../limits/storage-quota';
import { addStorageUsage, lockStorageUsage } from '../../limits/storage-usage.repository';
import {
  countNewFeedback,
  findFeedback,
  insertFeedback,
  lockFeedbackCount,
  updateFeedback,
} from './feedback.repository';
import { storedRatingOf } from './stored-rating';

export interface FeedbackService {
  /**
   * Records a like or dislike on an answer for the caller; a later vote replaces the earlier one.
   * A guest without an anonymous id has nothing to own it by: 400 VALIDATION. A vote on another
   * answer once the caller keeps `rowsPerOwner` is refused: 413 QUOTA_EXCEEDED; so is a vote that
   * would take an account past its storage quota. Guests at an address past their month's new
   * ratings get 429 LIMIT_REACHED.
   */
  recordFeedback(caller: Caller, request: FeedbackRequest): Promise<{ id: string }>;
}

export interface FeedbackServiceDeps {
  db: Database;
  /** The most feedback rows one owner (account or guest) keeps. */
  rowsPerOwner: number;
  /** New ratings all guests at one address may make in a month, whatever ids they send. */
  guestRatingsPerAddress: number;
  /** The accounts' storage quota, which their ratings count against. */
  quota: StorageQuota;
}

/** The window guests' ratings per address are counted in: a month. */
const GUEST_RATING_WINDOW_SECONDS = 30 * 24 * 60 * 60;

export function createFeedbackService(deps: FeedbackServiceDeps): FeedbackService {
  // Taken in the vote's transaction, so a vote refused or rolled back later counts nothing, and
  // parallel votes from one address wait on its counter row.
  async function takeGuestRating(tx: RateQueryable, guest: GuestCaller): Promise<void> {
    const isTaken = await takeUse(tx, {
      key: `feedback:${addressKeyOf(guest)}`,
      limit: deps.guestRatingsPerAddress,
      windowSeconds: GUEST_RATING_WINDOW_SECONDS,
    });
    if (!isTaken) {
      throw new AppError('LIMIT_REACHED', {
        message: `Guests on your network have rated ${deps.guestRatingsPerAddress} answers this month, the most that can be kept. Sign in to rate more.`,
      });
    }
  }

  return {
    async recordFeedback(caller, request) {
      const owner = ownerKeyOf(caller);
      if (!owner) {
        throw new AppError('VALIDATION', {
          message: `The ${ANONYMOUS_ID_HEADER} header must be a UUID.`,
          issues: [{ path: ['headers', ANONYMOUS_ID_HEADER], message: 'expected a UUID' }],
        });
      }
      const vote = { owner, ...storedRatingOf(request) };
      const account = caller.kind === 'user' ? caller : undefined;
      return deps.db.transaction(async (tx) => {
        // Locked first: an account's storage usage, as every write of what it keeps does, then
        // the owner's count, so the owner's parallel votes are counted one after another.
        const usage = account ? await lockStorageUsage(tx, account.user.id) : undefined;
        const rowCount = await lockFeedbackCount(tx, owner);
        const earlier = await findFeedback(tx, owner, vote.messageId);
        if (!earlier && rowCount >= deps.rowsPerOwner) {
          throw new AppError('QUOTA_EXCEEDED', {
            message: `You have rated ${rowCount} answers, the most that can be kept. Your earlier ratings are saved.`,
          });
        }
        // A changed vote counts the difference: one that shrinks always passes.
        const growth = vote.sizeBytes - (earlier?.sizeBytes ?? 0);
        if (account && usage) deps.quota.check(usage, { feedbackBytes: growth }, account.plan);
        let id: string;
        if (earlier) {
          const replaced = await updateFeedback(tx, vote);
          if (!replaced) throw new Error('the feedback row to replace is missing');
          id = replaced.id;
        } else {
          if (caller.kind === 'guest') await takeGuestRating(tx, caller);
          id = (await insertFeedback(tx, vote)).id;
          await countNewFeedback(tx, owner);
        }
        if (account) await addStorageUsage(tx, account.user.id, { feedbackBytes: growth });
        return { id };
      });
    },
  };
}

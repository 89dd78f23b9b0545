import { AppError, formatStorageSize, type PlanId, type StorageUsage } from '@polymath/shared';
import type { StoredUsage, UsageChange } from './storage-usage.repository';

export type { StoredUsage, UsageChange } from './storage-usage.repository';

/** What one account may store, by plan (from the configuration). */
export interface StorageAllowance {
  freeBytes: number;
  premiumBytes: number;
  /** Conversations an account keeps at most, whatever its plan. */
  conversationsPerUser: number;
}

/** The bytes that count against the quota: every kind of stored thing adds its own here. */
function usedBytesOf(usage: StoredUsage): number {
  return (
    usage.conversationBytes +
    usage.fileBytes +
    usage.productivityBytes +
    usage.personalAiBytes +
    usage.feedbackBytes
  );
}

/** What a growing change is called in the refusal, and what the user can delete to make room. */
function refusalWordsOf(change: UsageChange): { what: string; remedy: string } {
  if (change.fileBytes) {
    return {
      what: 'this file',
      remedy: 'Delete conversations you no longer need, and the files sent in them, to free space.',
    };
  }
  if (change.feedbackBytes) {
    return {
      what: 'this rating',
      remedy: 'Delete conversations you no longer need to free space.',
    };
  }
  if (change.personalAiBytes) {
    return {
      what: 'this change',
      remedy: 'Delete conversations, preferences or auto prompts you no longer need to free space.',
    };
  }
  if (change.productivityBytes) {
    return {
      what: 'this change',
      remedy: 'Delete notes, tasks, events or conversations you no longer need to free space.',
    };
  }
  return {
    what: 'this conversation',
    remedy: 'Delete conversations you no longer need to free space.',
  };
}

/**
 * A signed-in user's storage quota: the rules for what they may keep on the server. The usage is
 * kept in storage-usage.repository; a write locks it, asks `check`, then adds its change in the
 * same transaction, so parallel writes never pass the quota together.
 */
export interface StorageQuota {
  /** The usage as the API shows it, with the plan's quota. */
  describe(usage: StoredUsage, plan: PlanId): StorageUsage;
  /**
   * Refuses a change that would take the user past their plan's quota or the conversation limit
   * (413 QUOTA_EXCEEDED, with how much is used and allowed). What frees space or stays the same
   * size is always allowed, even for a user already past a lowered quota.
   */
  check(usage: StoredUsage, change: UsageChange, plan: PlanId): void;
}

export function createStorageQuota(allowance: StorageAllowance): StorageQuota {
  const quotaOf = (plan: PlanId) =>
    plan === 'premium' ? allowance.premiumBytes : allowance.freeBytes;
  return {
    describe(usage, plan) {
      return {
        usedBytes: usedBytesOf(usage),
        fileBytes: usage.fileBytes,
        productivityBytes: usage.productivityBytes,
        personalAiBytes: usage.personalAiBytes,
        feedbackBytes: usage.feedbackBytes,
        quotaBytes: quotaOf(plan),
        conversationCount: usage.conversationCount,
        conversationLimit: allowance.conversationsPerUser,
      };
    },

    check(usage, change, plan) {
      const used = usedBytesOf(usage);
      const quota = quotaOf(plan);
      const growth =
        (change.conversationBytes ?? 0) +
        (change.fileBytes ?? 0) +
        (change.productivityBytes ?? 0) +
        (change.personalAiBytes ?? 0) +
        (change.feedbackBytes ?? 0);
      if (growth > 0 && used + growth > quota) {
        const { what, remedy } = refusalWordsOf(change);
        throw new AppError('QUOTA_EXCEEDED', {
          message:
            `Storage full: ${formatStorageSize(used)} of your ${formatStorageSize(quota)} is used, ` +
            `and ${what} needs ${formatStorageSize(growth)} more. ${remedy}`,
        });
      }
      const count = usage.conversationCount;
      const added = change.conversationCount ?? 0;
      if (added > 0 && count + added > allowance.conversationsPerUser) {
        throw new AppError('QUOTA_EXCEEDED', {
          message:
            `You have ${count} conversations saved, the most an account can keep ` +
            `(${allowance.conversationsPerUser}). Delete conversations you no longer need to make room.`,
        });
      }
    },
  };
}

import {
  AppError,
  isReplyUnsettled,
  settleReplyIn,
  summarizeConversation,
  type Conversation,
  type ConversationPage,
  type ConversationPageQuery,
  type ConversationSummary,
  type SavedConversation,
  type SettledReply,
  type StorageUsage,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import { type OwnerKey, type UserCaller, userOwnerKey } from '../../identity/caller';
import type { StorageQuota } from '../../limits/storage-quota';
import {
  addStorageUsage,
  lockStorageUsage,
  readStorageUsage,
} from '../../limits/storage-usage.repository';
import { decodeCursor, encodeCursor } from './conversation-cursor';
import {
  deleteConversationRow,
  findConversation,
  findKeptReplies,
  insertKeptReply,
  listConversationPage,
  upsertConversation,
  type Queryable,
} from './conversations.repository';
import {
  findUserMessages,
  type StoredUserMessage,
  type UserMessageWindow,
} from './user-messages.repository';

export type { StoredUserMessage, UserMessageWindow } from './user-messages.repository';

/**
 * A signed-in user's conversations on the server, and the replies the server finished for them.
 * Every function takes the user from the verified session: there is no way to name another
 * user's conversation. What is stored counts against the user's storage quota; every write to a
 * user's conversations locks their usage row first, so writes of one user happen one after
 * another and the usage stays the exact sum of what is stored.
 */
export interface ConversationsService {
  /** A page of summaries (never the messages), with the user's storage usage. */
  list(caller: UserCaller, query: ConversationPageQuery): Promise<ConversationPage>;
  /** One whole conversation; 404 when the user has none by that id. */
  get(caller: UserCaller, id: string): Promise<Conversation>;
  /**
   * Saves the conversation with any reply that ended meanwhile settled in it; 413 QUOTA_EXCEEDED
   * (the stored copy unchanged) when it would take the user past their quota.
   */
  save(caller: UserCaller, pathId: string, conversation: Conversation): Promise<SavedConversation>;
  /** Deletes the conversation and frees its space; 404 when the user has none by that id. */
  remove(caller: UserCaller, id: string): Promise<StorageUsage>;
  /**
   * Keeps how a streamed reply ended, and settles it in its stored conversation when there is
   * one. The answer is kept even past the quota: it was already given, and saves refuse from then.
   */
  keepReply(entry: {
    userId: string;
    requestId: string;
    conversationId?: string;
    outcome: SettledReply;
  }): Promise<void>;
  findKeptReply(userId: string, requestId: string): Promise<SettledReply | undefined>;
  /**
   * What the user wrote in their stored conversations, most recently updated conversation first
   * (the Personal AI reads it to find the user's insights); never another user's.
   */
  userMessagesOf(userId: string, window: UserMessageWindow): Promise<StoredUserMessage[]>;
}

/** What a conversation counts against the quota: the UTF-8 bytes of the JSON stored. */
function summaryOf(conversation: Conversation): ConversationSummary {
  return summarizeConversation(conversation, Buffer.byteLength(JSON.stringify(conversation)));
}

/** The later of two timestamps, as an ISO string. */
function laterOf(a: string, b: Date): string {
  return Date.parse(a) >= b.getTime() ? a : b.toISOString();
}

async function settleKeptReplies(
  db: Queryable,
  userId: string,
  conversation: Conversation,
): Promise<Conversation> {
  const waiting = conversation.messages
    .filter((message) => isReplyUnsettled(message) && message.requestId !== undefined)
    .map((message) => message.requestId!);
  const kept = await findKeptReplies(db, userId, waiting);
  let settled = conversation;
  for (const [requestId, outcome] of kept) {
    settled = settleReplyIn(settled, requestId, outcome) ?? settled;
  }
  return settled;
}

/** Creates the service over the database and the storage quota. */
/** The files sent in a user's conversations (the files module): they go with the conversation. */
export interface ConversationFiles {
  forgetConversation(owner: OwnerKey, conversationId: string): Promise<void>;
}

export function createConversationsService(deps: {
  db: Database;
  quota: StorageQuota;
  files?: ConversationFiles;
  logger?: { warn(details: object, message: string): void };
  now?: () => Date;
}): ConversationsService {
  const { db, quota } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(caller, query) {
      const userId = caller.user.id;
      const page = await listConversationPage(db, userId, {
        limit: query.limit,
        ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
      });
      return {
        conversations: page.summaries,
        nextCursor: page.hasMore && page.last ? encodeCursor(page.last) : null,
        usage: quota.describe(await readStorageUsage(db, userId), caller.plan),
      };
    },

    async get(caller, id) {
      const stored = await findConversation(db, caller.user.id, id);
      if (!stored) throw new AppError('NOT_FOUND', { message: 'No such conversation.' });
      return stored.conversation;
    },

    async save(caller, pathId, conversation) {
      if (conversation.id !== pathId) {
        throw new AppError('VALIDATION', {
          message: 'The conversation id must be the one in the path.',
          issues: [{ path: ['body', 'id'], message: 'differs from the path id' }],
        });
      }
      const userId = caller.user.id;
      return db.transaction(async (tx) => {
        // Also waits for a reply being settled in this conversation right now (keepReply).
        const usage = await lockStorageUsage(tx, userId);
        const stored = await findConversation(tx, userId, conversation.id);
        const settled = await settleKeptReplies(tx, userId, conversation);
        const summary = summaryOf(settled);
        const change = {
          conversationBytes: summary.sizeBytes - (stored?.sizeBytes ?? 0),
          conversationCount: stored ? 0 : 1,
        };
        quota.check(usage, change, caller.plan);
        await upsertConversation(tx, userId, settled, summary);
        const after = await addStorageUsage(tx, userId, change);
        return { conversation: settled, usage: quota.describe(after, caller.plan) };
      });
    },

    async remove(caller, id) {
      const userId = caller.user.id;
      // First, and whether or not the conversation reached the server: a file may have been sent
      // in one deleted before it was ever synced.
      await deps.files?.forgetConversation(userOwnerKey(userId), id).catch((error: unknown) => {
        deps.logger?.warn({ err: error }, "a deleted conversation's files were not forgotten");
      });
      return db.transaction(async (tx) => {
        await lockStorageUsage(tx, userId);
        const freedBytes = await deleteConversationRow(tx, userId, id);
        if (freedBytes === undefined) {
          throw new AppError('NOT_FOUND', { message: 'No such conversation.' });
        }
        const after = await addStorageUsage(tx, userId, {
          conversationBytes: -freedBytes,
          conversationCount: -1,
        });
        return quota.describe(after, caller.plan);
      });
    },

    async keepReply(entry) {
      await db.transaction(async (tx) => {
        await insertKeptReply(tx, entry);
        if (entry.conversationId === undefined) return;
        await lockStorageUsage(tx, entry.userId);
        const stored = await findConversation(tx, entry.userId, entry.conversationId);
        const settled =
          stored && settleReplyIn(stored.conversation, entry.requestId, entry.outcome);
        if (!stored || !settled) return;
        // Newer than the copy the browser holds, so the browser takes this one when it syncs.
        const updated = { ...settled, updatedAt: laterOf(settled.updatedAt, now()) };
        const summary = summaryOf(updated);
        await upsertConversation(tx, entry.userId, updated, summary);
        await addStorageUsage(tx, entry.userId, {
          conversationBytes: summary.sizeBytes - stored.sizeBytes,
          conversationCount: 0,
        });
      });
    },

    async findKeptReply(userId, requestId) {
      return (await findKeptReplies(db, userId, [requestId])).get(requestId);
    },

    userMessagesOf: (userId, window) => findUserMessages(db, userId, window),
  };
}

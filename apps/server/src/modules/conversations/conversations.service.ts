import {
  AppError,
  isReplyUnsettled,
  settleReplyIn,
  type Conversation,
  type ConversationPage,
  type ConversationPageQuery,
  type SettledReply,
} from '@polymath/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  deleteConversationRow,
  findConversation,
  findKeptReplies,
  insertKeptReply,
  listConversationPage,
  upsertConversation,
  type PageCursor,
  type Queryable,
} from './conversations.repository';

/**
 * A signed-in user's conversations on the server, and the replies the server finished for them.
 * Every function takes the user id from the verified session: there is no way to name another
 * user's conversation.
 */
export interface ConversationsService {
  list(userId: string, query: ConversationPageQuery): Promise<ConversationPage>;
  /** Saves the conversation with any reply that ended meanwhile settled in it; returns what was saved. */
  save(userId: string, pathId: string, conversation: Conversation): Promise<Conversation>;
  remove(userId: string, id: string): Promise<void>;
  /** Keeps how a streamed reply ended, and settles it in its stored conversation when there is one. */
  keepReply(entry: {
    userId: string;
    requestId: string;
    conversationId?: string;
    outcome: SettledReply;
  }): Promise<void>;
  findKeptReply(userId: string, requestId: string): Promise<SettledReply | undefined>;
}

const CursorSchema = z.object({ updatedAt: z.string().min(1), id: z.string().min(1) });

function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(cursor: string): PageCursor {
  try {
    const decoded = CursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (decoded.success && !Number.isNaN(Date.parse(decoded.data.updatedAt))) return decoded.data;
  } catch {
    // Not JSON: the same answer as any other unusable cursor.
  }
  throw new AppError('VALIDATION', {
    message: 'The cursor is not one this server gave out.',
    issues: [{ path: ['query', 'cursor'], message: 'unknown cursor' }],
  });
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

/** Creates the service over the database. */
export function createConversationsService(
  db: Database,
  options: { now?: () => Date } = {},
): ConversationsService {
  const now = options.now ?? (() => new Date());
  return {
    async list(userId, query) {
      const page = await listConversationPage(db, userId, {
        limit: query.limit,
        ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
      });
      return {
        conversations: page.conversations,
        nextCursor: page.hasMore && page.last ? encodeCursor(page.last) : null,
      };
    },

    async save(userId, pathId, conversation) {
      if (conversation.id !== pathId) {
        throw new AppError('VALIDATION', {
          message: 'The conversation id must be the one in the path.',
          issues: [{ path: ['body', 'id'], message: 'differs from the path id' }],
        });
      }
      return db.transaction(async (tx) => {
        // Waits for a reply being settled in this conversation right now, so neither write is lost.
        await findConversation(tx, userId, conversation.id, { forUpdate: true });
        const settled = await settleKeptReplies(tx, userId, conversation);
        await upsertConversation(tx, userId, settled);
        return settled;
      });
    },

    async remove(userId, id) {
      if (!(await deleteConversationRow(db, userId, id))) {
        throw new AppError('NOT_FOUND', { message: 'No such conversation.' });
      }
    },

    async keepReply(entry) {
      await db.transaction(async (tx) => {
        await insertKeptReply(tx, entry);
        if (entry.conversationId === undefined) return;
        const stored = await findConversation(tx, entry.userId, entry.conversationId, {
          forUpdate: true,
        });
        const settled = stored && settleReplyIn(stored, entry.requestId, entry.outcome);
        if (!settled) return;
        // Newer than the copy the browser holds, so the browser takes this one when it syncs.
        await upsertConversation(tx, entry.userId, {
          ...settled,
          updatedAt: laterOf(settled.updatedAt, now()),
        });
      });
    },

    async findKeptReply(userId, requestId) {
      return (await findKeptReplies(db, userId, [requestId])).get(requestId);
    },
  };
}

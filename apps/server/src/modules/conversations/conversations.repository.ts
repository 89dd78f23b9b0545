import type { Conversation, ConversationSummary, SettledReply } from '@polymath/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations, keptReplies } from '../../db/schema';

/** A database handle or a transaction on it: the queries run on either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Where a page ends: the last row's sort key. */
export interface PageCursor {
  updatedAt: string;
  id: string;
}

/** A timestamp column as the API writes it (ISO 8601, UTC). */
function isoOf(timestamp: string): string {
  return new Date(timestamp).toISOString();
}

/**
 * A page of the summaries of a user's conversations, most recently updated first. Only the
 * summary columns are read, never the conversations themselves.
 */
export async function listConversationPage(
  db: Queryable,
  userId: string,
  page: { limit: number; after?: PageCursor },
): Promise<{ summaries: ConversationSummary[]; last: PageCursor | undefined; hasMore: boolean }> {
  const after = page.after
    ? sql`(${conversations.updatedAt}, ${conversations.id}) < (${page.after.updatedAt}::timestamptz, ${page.after.id})`
    : undefined;
  const rows = await db
    .select({
      id: conversations.id,
      title: conversations.title,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
      messageCount: conversations.messageCount,
      preview: conversations.preview,
      sizeBytes: conversations.sizeBytes,
    })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), after))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    // One more than asked tells whether another page follows.
    .limit(page.limit + 1);
  const pageRows = rows.slice(0, page.limit);
  const lastRow = pageRows.at(-1);
  return {
    summaries: pageRows.map(({ createdAt, updatedAt, ...summary }) => ({
      ...summary,
      ...(createdAt ? { createdAt: isoOf(createdAt) } : {}),
      updatedAt: isoOf(updatedAt),
    })),
    last: lastRow ? { updatedAt: lastRow.updatedAt, id: lastRow.id } : undefined,
    hasMore: rows.length > page.limit,
  };
}

/** A stored conversation and the bytes it counts against its owner's quota. */
export interface StoredConversation {
  conversation: Conversation;
  sizeBytes: number;
}

/** The user's conversation, if they have one by that id. */
export async function findConversation(
  db: Queryable,
  userId: string,
  id: string,
): Promise<StoredConversation | undefined> {
  const [row] = await db
    .select({ conversation: conversations.data, sizeBytes: conversations.sizeBytes })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.id, id)));
  return row;
}

/** Creates or replaces the user's conversation, with its summary beside it. */
export async function upsertConversation(
  db: Queryable,
  userId: string,
  conversation: Conversation,
  summary: ConversationSummary,
): Promise<void> {
  const values = {
    data: conversation,
    updatedAt: summary.updatedAt,
    title: summary.title,
    createdAt: summary.createdAt ?? null,
    messageCount: summary.messageCount,
    preview: summary.preview,
    sizeBytes: summary.sizeBytes,
    savedAt: sql`now()`,
  };
  await db
    .insert(conversations)
    .values({ userId, id: conversation.id, ...values })
    .onConflictDoUpdate({ target: [conversations.userId, conversations.id], set: values });
}

/** Deletes the user's conversation; the bytes it took, or undefined when they have none by that id. */
export async function deleteConversationRow(
  db: Queryable,
  userId: string,
  id: string,
): Promise<number | undefined> {
  const [deleted] = await db
    .delete(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.id, id)))
    .returning({ sizeBytes: conversations.sizeBytes });
  return deleted?.sizeBytes;
}

/** How long an ended reply is kept: long enough for a phone locked over a weekend. */
const KEPT_REPLY_DAYS = 7;

/**
 * Keeps how the user's reply ended (a reply ends once, so a second write changes nothing) and
 * lets go of the user's replies older than KEPT_REPLY_DAYS.
 */
export async function insertKeptReply(
  db: Queryable,
  entry: { userId: string; requestId: string; conversationId?: string; outcome: SettledReply },
): Promise<void> {
  await db
    .delete(keptReplies)
    .where(
      and(
        eq(keptReplies.userId, entry.userId),
        sql`${keptReplies.createdAt} < now() - make_interval(days => ${KEPT_REPLY_DAYS})`,
      ),
    );
  await db
    .insert(keptReplies)
    .values({
      userId: entry.userId,
      requestId: entry.requestId,
      conversationId: entry.conversationId ?? null,
      outcome: entry.outcome,
    })
    .onConflictDoNothing();
}

/** How the user's replies with these request ids ended, for those that have. */
export async function findKeptReplies(
  db: Queryable,
  userId: string,
  requestIds: readonly string[],
): Promise<Map<string, SettledReply>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: keptReplies.requestId, outcome: keptReplies.outcome })
    .from(keptReplies)
    .where(and(eq(keptReplies.userId, userId), inArray(keptReplies.requestId, [...requestIds])));
  return new Map(rows.map((row) => [row.requestId, row.outcome]));
}

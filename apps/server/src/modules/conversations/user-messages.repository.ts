import { desc, eq, sql } from 'drizzle-orm';
import type { EmotionalTone } from '@polymath/shared';
import { conversations } from '../../db/schema';
import type { Queryable } from './conversations.repository';

/** One message a user wrote in a stored conversation, as the analysis of their profile reads it. */
export interface StoredUserMessage {
  /** The message's opening (what is read of it; topics are stated early). */
  text: string;
  /** When it was written (ISO 8601), as the browser stamped it. */
  timestamp: string;
  /** The tone the conversation store read in it, when it kept its reading. */
  emotionalTone?: EmotionalTone;
}

/** How much of the user's writing one read takes, so a long history reads in bounded time. */
export interface UserMessageWindow {
  /** The most recently updated conversations read. */
  conversations: number;
  /** The latest user messages read of each. */
  messagesPerConversation: number;
  /** Characters kept of each message. */
  chars: number;
}

/**
 * The user's own messages (role user) in their most recently updated conversations, latest first
 * within each. Only the messages' openings leave the database, never the whole JSON.
 */
export async function findUserMessages(
  db: Queryable,
  userId: string,
  window: UserMessageWindow,
): Promise<StoredUserMessage[]> {
  const messages = sql<StoredUserMessage[] | null>`(
    select jsonb_agg(picked.message order by picked.position desc)
    from (
      select jsonb_strip_nulls(jsonb_build_object(
          'text', left(element.value->>'content', ${window.chars}),
          'timestamp', element.value->>'timestamp',
          'emotionalTone', element.value->'extractedContext'->>'emotionalTone'
        )) as message,
        element.position
      from jsonb_array_elements(${conversations.data}->'messages')
        with ordinality as element(value, position)
      where element.value->>'role' = 'user'
      order by element.position desc
      limit ${window.messagesPerConversation}
    ) as picked
  )`;
  const rows = await db
    .select({ messages })
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(window.conversations);
  return rows.flatMap((row) => row.messages ?? []);
}

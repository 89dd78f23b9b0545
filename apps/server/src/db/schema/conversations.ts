import type { Conversation, SettledReply } from '@polymath/shared';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Signed-in users' conversations (guests' stay in their browser). The key is (user, id): the id is
 * chosen by the browser, so each user has their own id space and one user's id can never name
 * another user's conversation. The whole conversation is kept as the shared schema's JSON; the
 * columns beside it are its summary, written with it, so a list never reads the JSON.
 */
export const conversations = pgTable(
  'conversations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    data: jsonb('data').$type<Conversation>().notNull(),
    /** The conversation's own updatedAt (the browser's clock), for sorting and paging. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    title: text('title').notNull().default(''),
    /** The conversation's own createdAt, when it has one. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }),
    messageCount: integer('message_count').notNull().default(0),
    /** The last message's plain-text preview (the shared previewOfLastMessage). */
    preview: text('preview').notNull().default(''),
    /** UTF-8 bytes of `data` as JSON: what it counts against the owner's storage quota. */
    sizeBytes: integer('size_bytes').notNull().default(0),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('conversations_user_updated').on(table.userId, table.updatedAt, table.id),
  ],
);

/**
 * Signed-in users' finished streamed replies, by request id: how each ended, kept so a browser
 * that was gone when its reply finished finds it later, and so a conversation uploaded after the
 * reply ended is saved with the reply in it.
 */
export const keptReplies = pgTable(
  'kept_replies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    conversationId: text('conversation_id'),
    outcome: jsonb('outcome').$type<SettledReply>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.requestId] })],
);

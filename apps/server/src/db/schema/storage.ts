import { bigint, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What each signed-in user stores, against their storage quota: one row per user, updated in the
 * same transaction as what it counts. Every write that changes it locks this row first, so
 * parallel writes are counted one after another.
 */
export const storageUsage = pgTable('storage_usage', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The sum of the user's conversations' size_bytes. */
  conversationBytes: bigint('conversation_bytes', { mode: 'number' }).notNull().default(0),
  conversationCount: integer('conversation_count').notNull().default(0),
  /** The sum of the user's kept files' original_bytes and text_bytes. */
  fileBytes: bigint('file_bytes', { mode: 'number' }).notNull().default(0),
  /** The sum of the user's productivity rows' size_bytes (tasks, events, notes, projects, citations). */
  productivityBytes: bigint('productivity_bytes', { mode: 'number' }).notNull().default(0),
  /** The sum of the user's personal preferences' and auto prompt list's size_bytes. */
  personalAiBytes: bigint('personal_ai_bytes', { mode: 'number' }).notNull().default(0),
  /** The sum of the user's likes' and dislikes' size_bytes. */
  feedbackBytes: bigint('feedback_bytes', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import type { FeedbackData } from '@polymath/shared';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Likes and dislikes of answers. One row per owner and message: a second vote replaces the first.
 * The owner is the caller's owner key: `user:<id>` or `guest:<anonymous id>`.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner: text('owner').notNull(),
    messageId: text('message_id').notNull(),
    isLiked: boolean('is_liked').notNull(),
    /**
     * What the chat response said about the answer, as the browser sent it back, with the question
     * and the answer cut to FEEDBACK.storedExcerptChars.
     */
    feedbackData: jsonb('feedback_data').$type<FeedbackData>(),
    /** UTF-8 bytes of the stored rating: what it counts against an account's storage quota. */
    sizeBytes: integer('size_bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('feedback_owner_message').on(table.owner, table.messageId)],
);

/**
 * How many feedback rows each owner keeps. A vote locks its owner's row first, so parallel votes
 * are counted one after another and never pass FEEDBACK_ROWS_PER_OWNER together.
 */
export const feedbackOwners = pgTable('feedback_owners', {
  owner: text('owner').primaryKey(),
  rowCount: integer('row_count').notNull().default(0),
});

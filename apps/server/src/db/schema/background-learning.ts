import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Where a topic stands in the background learner. */
export const LEARNING_TOPIC_STATES = ['queued', 'active', 'done', 'failed'] as const;
export type LearningTopicState = (typeof LEARNING_TOPIC_STATES)[number];

/**
 * Topics the background learner was asked to look up, one row per normalised topic. The row, not
 * the job queue, is what dedupes topics across server processes and what the learner's status is
 * counted from, so the in-process and pg-boss runners report the same way. Topics are users'
 * words: they are never sent to clients.
 */
export const backgroundLearningTopics = pgTable(
  'background_learning_topics',
  {
    /** The topic's keywords, lower case, in order: 'french revolution'. */
    topicKey: text('topic_key').primaryKey(),
    /** The topic as it was asked, for the encyclopedia search. */
    topic: text('topic').notNull(),
    state: text('state', { enum: LEARNING_TOPIC_STATES }).notNull().default('queued'),
    /** Attempts started for the current request. */
    attempts: integer('attempts').notNull().default(0),
    /** Articles the last successful lookup stored. */
    articlesStored: integer('articles_stored').notNull().default(0),
    /** The readable reason of the latest failed attempt. */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('background_learning_topics_state_idx').on(table.state, table.finishedAt),
    check(
      'background_learning_topics_state_check',
      sql`${table.state} in ('queued', 'active', 'done', 'failed')`,
    ),
  ],
);

export type BackgroundLearningTopicRow = typeof backgroundLearningTopics.$inferSelect;

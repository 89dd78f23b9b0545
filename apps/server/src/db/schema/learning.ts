import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Learning from conversations, per learner. The learner is the LearnerKey of
 * http/learner-key.ts: `user:<id>` for a signed-in user, `guest:<anonymous id>` for a guest.
 */

/** The topics a learner's messages were about: one row per learner and normalised topic. */
export const learningTopics = pgTable(
  'learning_topics',
  {
    learner: text('learner').notNull(),
    /** Normalised (lower case, lemmatised head noun), so "Neural Networks" and "neural network" meet. */
    topic: text('topic').notNull(),
    /** One of LEARNING_CATEGORIES, or GENERAL_LEARNING_CATEGORY. */
    category: text('category').notNull(),
    frequency: integer('frequency').notNull().default(1),
    /** novice | intermediate | advanced, from the latest message on the topic. */
    confidenceLevel: text('confidence_level').notNull(),
    firstMentioned: timestamp('first_mentioned', { withTimezone: true }).notNull(),
    lastMentioned: timestamp('last_mentioned', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.learner, table.topic] })],
);

/**
 * The questions (and confused statements) asked on a topic: the key questions of an interest and
 * the evidence knowledge gaps are derived from.
 */
export const learningQuestions = pgTable(
  'learning_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learner: text('learner').notNull(),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    /** Phrased as confusion ("I still don't understand ..."). */
    isConfused: boolean('is_confused').notNull(),
    /** concept | application | troubleshooting | comparison, from the question's phrasing. */
    gapType: text('gap_type').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    /** Insertion order: questions stamped in the same millisecond still read back in order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('learning_questions_learner_topic').on(table.learner, table.topic, table.askedAt),
  ],
);

/** A path a learner started or completed a resource of: reported progress, completion time. */
export const learningPathProgress = pgTable(
  'learning_path_progress',
  {
    learner: text('learner').notNull(),
    pathId: text('path_id').notNull(),
    /** What update-progress reported (0 until then; then at least minStartProgress, below 100). */
    reportedProgress: integer('reported_progress').notNull(),
    /** Set once, when the path first reached 100; onPathCompleted fires with it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.learner, table.pathId] })],
);

/** The resources a learner completed, once each. */
export const learningCompletedResources = pgTable(
  'learning_completed_resources',
  {
    learner: text('learner').notNull(),
    pathId: text('path_id').notNull(),
    resourceId: text('resource_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.learner, table.pathId, table.resourceId] })],
);

import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Rewards, kept per learner (`user:<id>` or `guest:<anonymous id>`, see http/learner-key.ts).
 * One totals row per learner holds the counters and the streak; it is locked while an activity is
 * applied, so concurrent events for one learner are applied one after the other and none is lost.
 */
export const rewardTotals = pgTable('reward_totals', {
  learner: text('learner').primaryKey(),
  totalPoints: integer('total_points').notNull().default(0),
  messagesCount: integer('messages_count').notNull().default(0),
  questionsAsked: integer('questions_asked').notNull().default(0),
  imagesGenerated: integer('images_generated').notNull().default(0),
  documentsAnalyzed: integer('documents_analyzed').notNull().default(0),
  learningPathsCompleted: integer('learning_paths_completed').notNull().default(0),
  /** UTC days with at least one activity. */
  activeDays: integer('active_days').notNull().default(0),
  /** Consecutive UTC days with activity, ending on lastActiveDay. */
  currentStreak: integer('current_streak').notNull().default(0),
  longestStreak: integer('longest_streak').notNull().default(0),
  /** YYYY-MM-DD (UTC) of the latest activity; null before the first. */
  lastActiveDay: text('last_active_day'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Achievements a learner unlocked, once each, with the moment they were unlocked. */
export const rewardAchievements = pgTable(
  'reward_achievements',
  {
    learner: text('learner').notNull(),
    /** An id of the achievement catalogue (modules/rewards/rewards.achievements.ts). */
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.learner, table.achievementId] })],
);

/** The Recent Activity entries of a learner. */
export const rewardNotifications = pgTable(
  'reward_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learner: text('learner').notNull(),
    icon: text('icon').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    points: integer('points').notNull().default(0),
    /** The accent colour's name, mapped to a palette by the web app. */
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Insertion order: newest first stays exact when entries share a timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [index('reward_notifications_learner_seq').on(table.learner, table.seq)],
);

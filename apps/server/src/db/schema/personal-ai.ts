import type { AutoPrompt, Insight, LearningProgress } from '@polymath/shared';
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

/*
 * The Personal AI of signed-in users (guests have none): what each user told the assistant about
 * themselves, how it should answer them, what their conversations show, and their auto prompts.
 * Every row goes with its account.
 */

/**
 * A user's personal preferences. The key is (user, id): the id is the browser's, so each user has
 * their own id space and one user's id never names another user's preference.
 */
export const personalPreferences = pgTable(
  'personal_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** communication | learning | productivity | content. */
    category: text('category').notNull(),
    /** The preference's name, e.g. `Explanation style`. */
    preference: text('preference').notNull(),
    value: text('value').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'string' }).notNull(),
    /** UTF-8 bytes it counts against the owner's storage quota. */
    sizeBytes: integer('size_bytes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('personal_preferences_user_added').on(table.userId, table.dateAdded),
  ],
);

/** How the assistant answers a user (001 §3): one row per user, once they saved it. */
export const personalitySettings = pgTable('personality_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  style: text('style').notNull(),
  verbosity: text('verbosity').notNull(),
  expertise: text('expertise').notNull(),
  tone: text('tone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last analysis of a user's conversations: insights and learning progress, kept so the
 * profile shows them until the user analyses again. Bounded by the analysis itself.
 */
export const personalAiAnalyses = pgTable('personal_ai_analyses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  insights: jsonb('insights').$type<Insight[]>().notNull(),
  learningProgress: jsonb('learning_progress').$type<LearningProgress[]>().notNull(),
  analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull(),
});

/**
 * A user's auto prompts as their browser last sent the whole list, so the list follows them to
 * another browser.
 */
export const autoPromptLists = pgTable('auto_prompt_lists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoPrompts: jsonb('auto_prompts').$type<AutoPrompt[]>().notNull(),
  /** UTF-8 bytes of the list as JSON: what it counts against the owner's storage quota. */
  sizeBytes: integer('size_bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

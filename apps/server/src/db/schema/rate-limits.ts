import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Short-window rate limits (messages a minute, registrations an hour): one row per key, its count
 * restarting when its window has passed. In the database, so a limit holds across instances.
 */
export const rateLimits = pgTable('rate_limits', {
  /** What is limited and for whom, e.g. `chat-minute:user:<id>` or `signup:<address>`. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

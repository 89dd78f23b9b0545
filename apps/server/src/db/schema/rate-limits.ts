import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window limits (sign-in attempts, registrations, chat messages a minute): one row per key,
 * its count restarting when its window has passed. In the database, so a limit holds across
 * instances.
 */
export const rateLimits = pgTable('rate_limits', {
  /** What is limited and for whom, e.g. `chat-minute:user:<id>` or `pair:<e-mail> <address>`. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** When a use was last taken (a growing delay counts from it). */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

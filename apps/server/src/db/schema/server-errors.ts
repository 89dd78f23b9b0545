import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The unexpected errors of every server on this database (a 500 that is a bug, not an upstream
 * down), one row per kind: the admin's summary, shared by the instances. Bounded by
 * SERVER_ERRORS.keptDays and maxKinds.
 */
export const serverErrors = pgTable(
  'server_errors',
  {
    /** A hash of the route, the code and the message with its numbers and ids blanked. */
    fingerprint: text('fingerprint').primaryKey(),
    route: text('route').notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    count: integer('count').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('server_errors_last_seen').on(table.lastSeenAt)],
);

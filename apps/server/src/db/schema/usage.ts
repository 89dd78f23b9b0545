import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Usage counters: how often a subject used a limited feature in a calendar month. Keyed by
 * (subject, month, feature), so a new month starts from zero without any reset job. The subject is
 * `user:<id>` for a signed-in user, `guest:<anonymous id>` or `address:<ip>` for a guest.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    subject: text('subject').notNull(),
    /** YYYY-MM in UTC. */
    monthKey: text('month_key').notNull(),
    /** One of USAGE_FEATURES, or `chatMessage` for a guest's messages. */
    feature: text('feature').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.monthKey, table.feature] })],
);

import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Headlines read from the configured news feeds, one row per category and link: what Live Events
 * and news questions are answered from. Refreshed on a schedule; rows older than a week are removed.
 */
export const newsItems = pgTable(
  'news_items',
  {
    /** One of LIVE_EVENTS.categories. */
    category: text('category').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    /** The feed's summary of the story, as plain text ('' when the feed gives none). */
    summary: text('summary').notNull(),
    /** The publication the feed belongs to ('BBC News'). */
    sourceName: text('source_name').notNull(),
    feedUrl: text('feed_url').notNull(),
    /** When the story was published; the fetch time when the feed does not say. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.category, table.url] }),
    index('news_items_published_at_idx').on(table.category, table.publishedAt),
  ],
);

/** When each feed was last read, and why the last try failed: staleness and the operator's log. */
export const newsFeedReads = pgTable('news_feed_reads', {
  feedUrl: text('feed_url').primaryKey(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  /** The failure of the last read, or null when it succeeded. */
  error: text('error'),
});

export type NewsItemRow = typeof newsItems.$inferSelect;

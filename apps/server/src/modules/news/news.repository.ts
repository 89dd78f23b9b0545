import { and, desc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsFeedReads, newsItems, type NewsItemRow } from '../../db/schema';
import type { NewsCategory } from '../../config/news-feeds';
import type { FeedStory } from '../../adapters/news/news-feed';

/** Stores a feed's stories under its category, refreshing the ones already kept. */
export async function upsertNewsStories(
  db: Database,
  entry: {
    category: NewsCategory;
    feedUrl: string;
    sourceName: string;
    stories: readonly FeedStory[];
    fetchedAt: Date;
  },
): Promise<void> {
  if (entry.stories.length === 0) return;
  // A feed may list one link twice; one statement must not touch a row twice.
  const byUrl = new Map(entry.stories.map((story) => [story.url, story]));
  await db
    .insert(newsItems)
    .values(
      [...byUrl.values()].map((story) => ({
        category: entry.category,
        url: story.url,
        title: story.title,
        summary: story.summary,
        sourceName: entry.sourceName,
        feedUrl: entry.feedUrl,
        publishedAt: story.publishedAt ?? entry.fetchedAt,
        fetchedAt: entry.fetchedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [newsItems.category, newsItems.url],
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        sourceName: sql`excluded.source_name`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    });
}

/** Records a feed read: when, and the failure if it failed (null on success). */
export async function recordFeedRead(
  db: Database,
  feedUrl: string,
  readAt: Date,
  error: string | null,
): Promise<void> {
  await db
    .insert(newsFeedReads)
    .values({ feedUrl, readAt, error })
    .onConflictDoUpdate({ target: newsFeedReads.feedUrl, set: { readAt, error } });
}

/** When each of `feedUrls` was last read (missing: never). */
export async function lastFeedReads(
  db: Database,
  feedUrls: readonly string[],
): Promise<Map<string, Date>> {
  if (feedUrls.length === 0) return new Map();
  const rows = await db
    .select({ feedUrl: newsFeedReads.feedUrl, readAt: newsFeedReads.readAt })
    .from(newsFeedReads)
    .where(inArray(newsFeedReads.feedUrl, [...feedUrls]));
  return new Map(rows.map((row) => [row.feedUrl, row.readAt]));
}

/** The newest stories of `categories`, published at or after `since` when given. */
export async function latestNewsStories(
  db: Database,
  query: { categories: readonly NewsCategory[]; since?: Date; limit: number },
): Promise<NewsItemRow[]> {
  return db
    .select()
    .from(newsItems)
    .where(
      and(
        inArray(newsItems.category, [...query.categories]),
        query.since ? gte(newsItems.publishedAt, query.since) : undefined,
      ),
    )
    .orderBy(desc(newsItems.publishedAt))
    .limit(query.limit);
}

/** Removes stories published before `before`. */
export async function deleteNewsStoriesBefore(db: Database, before: Date): Promise<void> {
  await db.delete(newsItems).where(lt(newsItems.publishedAt, before));
}

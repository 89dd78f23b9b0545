import type { NewsCategory, NewsFeedSetting } from '../../config/news-feeds';
import type { Database } from '../../db/client';
import type { NewsItemRow } from '../../db/schema';
import { NEWS_FEED_TYPES, parseNewsFeed } from '../../adapters/news/news-feed';
import { domainReliability, withAgreement } from '../../sources/domain-reliability';
import { keywordsOf } from '../../text/words';
import { truncateOnWord } from '../../text/truncate';
import type { KnowledgeHit } from '../chat';
import type { NewsRequest } from '../../text/news-question';
import {
  deleteNewsStoriesBefore,
  lastFeedReads,
  latestNewsStories,
  recordFeedRead,
  upsertNewsStories,
} from './news.repository';

/** Fetches a feed document; the SSRF-safe fetcher fits. */
export interface NewsFetcher {
  fetch(
    url: string,
    options: { signal?: AbortSignal; accept: readonly string[] },
  ): Promise<{ text: string }>;
}

export interface NewsLogger {
  warn(details: object, message: string): void;
}

/** Feeds read at once. */
const FEED_CONCURRENCY = 3;
/** Headlines kept this long. */
const KEEP_MS = 7 * 24 * 60 * 60_000;
/** Headlines a news answer lists. */
export const HEADLINES_PER_ANSWER = 8;
/** Stories read from the store before ranking (trending and local narrow them down). */
const CANDIDATES = 120;
/** Stories sharing this many keywords of their titles tell the same story. */
const SAME_STORY_KEYWORDS = 3;

export interface NewsServiceDeps {
  db: Database;
  feeds: readonly NewsFeedSetting[];
  fetcher: NewsFetcher;
  /** A feed read longer ago than this is read again before answering from it. */
  refreshMs: number;
  /** false: no feed is read (KNOWLEDGE_LOOKUP=false); answers come from the stored headlines. */
  isNetworkAllowed: boolean;
  logger: NewsLogger;
  now?: () => Date;
}

export type NewsService = ReturnType<typeof createNewsService>;

/**
 * Headlines from RSS/Atom feeds, kept in the database: read on a schedule (the news.refresh job)
 * and on demand when a category asked about has never been read or is stale, then answered as
 * sources for Live Events and news questions.
 */
export function createNewsService(deps: NewsServiceDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  // One read per feed at a time: a question and the schedule arriving together share it.
  const reading = new Map<string, Promise<void>>();

  async function readFeed(feed: NewsFeedSetting, signal?: AbortSignal): Promise<void> {
    const fetchedAt = now();
    try {
      const { text } = await deps.fetcher.fetch(feed.url, {
        accept: NEWS_FEED_TYPES,
        ...(signal ? { signal } : {}),
      });
      const parsed = parseNewsFeed(text);
      await upsertNewsStories(db, {
        category: feed.category,
        feedUrl: feed.url,
        sourceName: parsed.title || new URL(feed.url).hostname,
        stories: parsed.stories,
        fetchedAt,
      });
      await recordFeedRead(db, feed.url, fetchedAt, null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ feedUrl: feed.url, err: message }, 'a news feed could not be read');
      await recordFeedRead(db, feed.url, fetchedAt, message.slice(0, 500));
    }
  }

  function readOnce(feed: NewsFeedSetting, signal?: AbortSignal): Promise<void> {
    const key = `${feed.category} ${feed.url}`;
    let read = reading.get(key);
    if (!read) {
      read = readFeed(feed, signal).finally(() => reading.delete(key));
      reading.set(key, read);
    }
    return read;
  }

  /** Reads the feeds of `categories` (all when omitted); `onlyStale` skips the fresh ones. */
  async function refresh(
    options: { categories?: readonly NewsCategory[]; onlyStale: boolean; signal?: AbortSignal } = {
      onlyStale: true,
    },
  ): Promise<void> {
    if (!deps.isNetworkAllowed) return;
    let feeds = deps.feeds.filter(
      (feed) => !options.categories || options.categories.includes(feed.category),
    );
    if (options.onlyStale) {
      const reads = await lastFeedReads(db, [...new Set(feeds.map((feed) => feed.url))]);
      const staleBefore = now().getTime() - deps.refreshMs;
      feeds = feeds.filter((feed) => (reads.get(feed.url)?.getTime() ?? 0) < staleBefore);
    }
    const queue = [...feeds];
    const workers = Array.from({ length: Math.min(FEED_CONCURRENCY, queue.length) }, async () => {
      for (let feed = queue.shift(); feed; feed = queue.shift()) {
        if (options.signal?.aborted) return;
        await readOnce(feed, options.signal);
      }
    });
    await Promise.all(workers);
    await deleteNewsStoriesBefore(db, new Date(now().getTime() - KEEP_MS));
  }

  /** The headlines answering a news request, best first (see rankStories). */
  async function headlines(
    request: NewsRequest,
    options: { location?: { city?: string; country?: string }; signal?: AbortSignal } = {},
  ): Promise<NewsItemRow[]> {
    // Not cut short by the question's deadline: a slow feed read lands for the next question.
    await refresh({ categories: request.categories, onlyStale: true });
    const since = request.withinHours
      ? new Date(now().getTime() - request.withinHours * 60 * 60_000)
      : undefined;
    const stories = await latestNewsStories(db, {
      categories: request.categories,
      ...(since ? { since } : {}),
      limit: CANDIDATES,
    });
    return rankStories(stories, request, options.location);
  }

  return {
    refresh,
    headlines,
    /** News questions answered from headlines, as the chat's knowledge sources. */
    async findSources(
      request: NewsRequest,
      options: { location?: { city?: string; country?: string }; signal?: AbortSignal } = {},
    ): Promise<KnowledgeHit[]> {
      const stories = await headlines(request, options);
      const agreement = agreementCounts(stories);
      return stories.map((story) => ({
        kind: 'news',
        title: story.title,
        content: story.summary ? `${story.title}. ${story.summary}` : story.title,
        excerpt: truncateOnWord(story.summary || story.title, 150),
        reliability: withAgreement(domainReliability(story.url), agreement.get(story) ?? 0),
        sourceUrl: story.url,
        sourceName: story.sourceName,
        publishedAt: story.publishedAt.toISOString(),
      }));
    },
  };
}

/**
 * Orders stories for an answer: one per link (a story filed under two categories), local ones
 * only when the question is local and some mention the place, stories several publications carry
 * first when trending, otherwise newest first; at most HEADLINES_PER_ANSWER.
 */
function rankStories(
  stories: readonly NewsItemRow[],
  request: NewsRequest,
  location: { city?: string; country?: string } | undefined,
): NewsItemRow[] {
  const seen = new Set<string>();
  let unique = stories.filter((story) => !seen.has(story.url) && seen.add(story.url));
  if (request.isLocal && location) {
    const places = [location.city, location.country].filter((place): place is string => !!place);
    const local = unique.filter((story) =>
      places.some((place) => mentions(`${story.title} ${story.summary}`, place)),
    );
    if (local.length > 0) unique = local;
  }
  if (request.isTrending) {
    const agreement = agreementCounts(unique);
    unique = [...unique].sort((a, b) => (agreement.get(b) ?? 0) - (agreement.get(a) ?? 0));
  }
  return unique.slice(0, HEADLINES_PER_ANSWER);
}

/**
 * For each story, how many stories of other publications share SAME_STORY_KEYWORDS of its title's
 * keywords. Titles are read once each, then compared pairwise.
 */
function agreementCounts(stories: readonly NewsItemRow[]): Map<NewsItemRow, number> {
  const keywords = stories.map((story) => new Set(keywordsOf(story.title)));
  return new Map(
    stories.map((story, index) => [
      story,
      stories.filter(
        (other, otherIndex) =>
          other.sourceName !== story.sourceName &&
          [...(keywords[otherIndex] ?? [])].filter((word) => keywords[index]?.has(word)).length >=
            SAME_STORY_KEYWORDS,
      ).length,
    ]),
  );
}

/** Whether `text` names `place` as a whole word, in any case. */
function mentions(text: string, place: string): boolean {
  const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'iu').test(text);
}

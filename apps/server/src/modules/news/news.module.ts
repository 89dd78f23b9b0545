import type { NewsFeedSetting } from '../../config/news-feeds';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { AppModule } from '../app-module';
import {
  createNewsService,
  type NewsFetcher,
  type NewsLogger,
  type NewsService,
} from './news.service';

/** The scheduled job that reads the feeds, once per refresh period across servers. */
export const NEWS_REFRESH_JOB = 'news.refresh';

/**
 * Live news: the feeds read into the database every `refreshMs` by a scheduled job, and on
 * demand by a question about a category not read lately. Reading only what is stale, a refresh
 * right after an on-demand read costs nothing.
 */
export function createNewsModule(deps: {
  db: Database;
  jobs: JobQueue;
  fetcher: NewsFetcher;
  logger: NewsLogger;
  /** The feeds read (NEWS_FEEDS, or the default list). */
  feeds: readonly NewsFeedSetting[];
  /** How often they are read again (NEWS_REFRESH_MINUTES). */
  refreshMs: number;
  /** False when KNOWLEDGE_LOOKUP=false: only what is already stored is answered. */
  isNetworkAllowed: boolean;
}): AppModule<NewsService> {
  const news = createNewsService({
    db: deps.db,
    feeds: deps.feeds,
    fetcher: deps.fetcher,
    refreshMs: deps.refreshMs,
    isNetworkAllowed: deps.isNetworkAllowed,
    logger: deps.logger,
  });
  return {
    service: news,
    async register() {
      if (!deps.isNetworkAllowed) return;
      // The first read is on demand (a question about a category never read); the schedule keeps
      // every category fresh from then on.
      await deps.jobs.schedule(NEWS_REFRESH_JOB, { everyMs: deps.refreshMs }, (job) =>
        news.refresh({ onlyStale: true, signal: job.signal }),
      );
    },
  };
}

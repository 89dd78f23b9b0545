import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { DEFAULT_NEWS_FEEDS } from '../../adapters/news/default-feeds';
import type { AppModule } from '../app-module';
import {
  createNewsService,
  type NewsFetcher,
  type NewsLogger,
  type NewsService,
} from './news.service';

/** The job that reads the feeds; sent on a schedule by every server process. */
export const NEWS_REFRESH_JOB = 'news.refresh';

/**
 * Live news: the feeds of NEWS_FEEDS (or the default list) read into the database every
 * NEWS_REFRESH_MINUTES by a job, and on demand by a question about a category not read lately.
 * Reading only what is stale, a job sent by two processes at once costs one read.
 */
export function createNewsModule(deps: {
  env: Env;
  db: Database;
  jobs: JobQueue;
  fetcher: NewsFetcher;
  logger: NewsLogger;
}): AppModule<NewsService> {
  const { env, jobs } = deps;
  const refreshMs = env.NEWS_REFRESH_MINUTES * 60_000;
  const news = createNewsService({
    db: deps.db,
    feeds: env.NEWS_FEEDS ?? DEFAULT_NEWS_FEEDS,
    fetcher: deps.fetcher,
    refreshMs,
    isNetworkAllowed: env.KNOWLEDGE_LOOKUP,
    logger: deps.logger,
  });
  return {
    service: news,
    async register(app) {
      await jobs.work(NEWS_REFRESH_JOB, (job) =>
        news.refresh({ onlyStale: true, signal: job.signal }),
      );
      if (!env.KNOWLEDGE_LOOKUP) return;
      const schedule = () => {
        jobs.send(NEWS_REFRESH_JOB, {}).catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'the news refresh could not be scheduled');
        });
      };
      // The first read is on demand (a question about a category never read); the schedule keeps
      // every category fresh from then on.
      const timer = setInterval(schedule, refreshMs);
      timer.unref();
      app.addHook('onClose', (_instance, done) => {
        clearInterval(timer);
        done();
      });
    },
  };
}

import { AppError, type ScraperStatus } from '@polymath/shared';
import type { Database } from '../../../db/client';
import type { Job, JobQueue, JobRetryOptions } from '../../../jobs/job-queue';
import type { KnowledgeLogger, KnowledgeService } from '../knowledge.service';
import { keywordsOf } from '../../../text/words';
import {
  claimTopic,
  countTopics,
  deleteFinishedTopics,
  findLatestFailure,
  findUnfinishedTopics,
  markTopicActive,
  markTopicDone,
  markTopicFailed,
  requeueTopic,
} from './background-learning.repository';
import { createTokenBucket, type TokenBucket } from './token-bucket';

/** The job that looks one topic up in the encyclopedia. */
export const LEARN_TOPIC_JOB = 'knowledge-learn-topic';

export interface LearnTopicJob {
  topicKey: string;
  topic: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A topic learned within this long is not looked up again. */
export const RELEARN_AFTER_MS = 7 * DAY_MS;
/** A topic whose lookup failed is tried again when asked after this long. */
const RETRY_FAILED_AFTER_MS = 60 * MINUTE_MS;
/** A topic queued or running this long lost its job (a crash before it was recorded). */
const STALE_AFTER_MS = 60 * MINUTE_MS;
/** A running lookup older than this is not counted as active (its process died). */
const ACTIVE_FOR_AT_MOST_MS = 10 * MINUTE_MS;
/** Finished topics are forgotten after this long. */
const KEEP_FINISHED_MS = 30 * DAY_MS;
const MAX_TOPIC_CHARS = 200;
const MAX_KEY_KEYWORDS = 8;

/** Three retries, 30 s then about 1 and 2 minutes apart: an outage of a few minutes is ridden out. */
export const DEFAULT_LEARN_RETRY: JobRetryOptions = {
  retryLimit: 3,
  retryDelayMs: 30_000,
  retryBackoff: true,
};

export interface BackgroundLearnerDeps {
  db: Database;
  jobs: JobQueue;
  knowledge: Pick<KnowledgeService, 'learn' | 'search'>;
  /** False when KNOWLEDGE_LOOKUP=false: nothing is queued or fetched. */
  isEnabled: boolean;
  /** Encyclopedia requests per minute this process makes at most (one lookup is one request). */
  requestsPerMinute: number;
  logger?: KnowledgeLogger;
  retry?: JobRetryOptions;
  now?: () => Date;
  /** Replaces the bucket built from requestsPerMinute (tests). */
  bucket?: TokenBucket;
}

export interface BackgroundLearner {
  /** Starts working on queued topics (and re-queues those a restart lost from memory). */
  start(): Promise<void>;
  /**
   * Queues a lookup of `topic` (a subject from a user's message) unless it is already queued,
   * running, learned within RELEARN_AFTER_MS or in the store. Never rejects: a failure to queue
   * is logged, because the chat must not fail over background work.
   */
  enqueueTopic(topic: string): Promise<void>;
  /** Whether a lookup runs now, with the queue, today's count and the latest failure. */
  getStatus(): Promise<ScraperStatus>;
}

function utcDayStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** What a failure says in the status: the encyclopedia client's readable reasons, nothing internal. */
function describeLookupFailure(error: unknown): string {
  return error instanceof AppError ? error.message : 'The lookup failed unexpectedly.';
}

function normalizeTopic(raw: string): { topic: string; topicKey: string } | null {
  const topic = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TOPIC_CHARS);
  const keywords = keywordsOf(topic).slice(0, MAX_KEY_KEYWORDS);
  return keywords.length > 0 ? { topic, topicKey: keywords.join(' ') } : null;
}

/** The background learner: looks topics users ask about up in the encyclopedia, one job each. */
export function createBackgroundLearner(deps: BackgroundLearnerDeps): BackgroundLearner {
  const { db, jobs, knowledge, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const retry = deps.retry ?? DEFAULT_LEARN_RETRY;
  const bucket = deps.bucket ?? createTokenBucket({ perMinute: deps.requestsPerMinute });

  async function learnTopic(job: Job<LearnTopicJob>): Promise<void> {
    const { topicKey, topic } = job.data;
    await markTopicActive(db, topicKey, job.attempt);
    try {
      await bucket.take(job.signal);
      const stored = await knowledge.learn(topic, { signal: job.signal });
      await markTopicDone(db, topicKey, stored);
    } catch (error) {
      if (job.signal.aborted) {
        // Stopped, not failed: the topic waits for the next start (or pg-boss's retry).
        await requeueTopic(db, topicKey);
      } else {
        await markTopicFailed(db, topicKey, {
          message: describeLookupFailure(error),
          isFinal: job.isLastAttempt,
        });
        logger?.warn(
          { err: error, attempt: job.attempt, isFinal: job.isLastAttempt },
          'background lookup failed',
        );
      }
      throw error;
    }
  }

  async function send(topic: LearnTopicJob) {
    try {
      await jobs.send(LEARN_TOPIC_JOB, topic, retry);
    } catch (error) {
      await markTopicFailed(db, topic.topicKey, {
        message: 'The lookup could not be queued.',
        isFinal: true,
      });
      throw error;
    }
  }

  return {
    async start() {
      if (!deps.isEnabled) return;
      await jobs.work<LearnTopicJob>(LEARN_TOPIC_JOB, learnTopic);
      await deleteFinishedTopics(db, new Date(now().getTime() - KEEP_FINISHED_MS));
      if (jobs.isDurable) return;
      for (const topic of await findUnfinishedTopics(db)) {
        await requeueTopic(db, topic.topicKey);
        await send(topic);
      }
    },

    async enqueueTopic(raw) {
      if (!deps.isEnabled) return;
      const normalized = normalizeTopic(raw);
      if (!normalized) return;
      try {
        const current = now().getTime();
        const known = await knowledge.search(normalized.topic);
        if (known.some((hit) => current - Date.parse(hit.fetchedAt) < RELEARN_AFTER_MS)) return;
        const isClaimed = await claimTopic(db, normalized, {
          doneBefore: new Date(current - RELEARN_AFTER_MS),
          failedBefore: new Date(current - RETRY_FAILED_AFTER_MS),
          staleBefore: new Date(current - STALE_AFTER_MS),
        });
        if (isClaimed) await send(normalized);
      } catch (error) {
        logger?.warn({ err: error }, 'a topic could not be queued for background learning');
      }
    },

    async getStatus() {
      const current = now();
      const [counts, failure] = await Promise.all([
        countTopics(db, {
          activeSince: new Date(current.getTime() - ACTIVE_FOR_AT_MOST_MS),
          dayStart: utcDayStart(current),
        }),
        findLatestFailure(db),
      ]);
      const isActive = deps.isEnabled && counts.active > 0;
      return {
        active: isActive,
        status: isActive ? 'active' : 'idle',
        enabled: deps.isEnabled,
        queued: counts.queued,
        processedToday: counts.processedToday,
        lastError: failure ? { message: failure.message, at: failure.at.toISOString() } : null,
      };
    },
  };
}

import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { AppModule } from '../app-module';
import {
  type BackgroundLearner,
  createBackgroundLearner,
} from './background-learning/background-learner';
import { createKnowledgeStatsService, type KnowledgeStatsService } from './knowledge-stats.service';
import { registerKnowledgeRoutes } from './knowledge.routes';
import type { KnowledgeLogger, KnowledgeService } from './knowledge.service';

/** What other modules use of the knowledge store: the store itself and its background learner. */
export interface Knowledge {
  store: KnowledgeService;
  learner: BackgroundLearner;
  /** Which stored articles answered whose questions. */
  reads: Pick<KnowledgeStatsService, 'recordReads'>;
}

/**
 * The encyclopedia knowledge store (created by the caller, so tests can hand in their own), the
 * background learner that fills it from what users ask, and their read-only status endpoints.
 * The learner starts working when the module is registered; the job queue must be started first.
 */
export function createKnowledgeModule(deps: {
  env: Env;
  db: Database;
  store: KnowledgeService;
  jobs: JobQueue;
  logger: KnowledgeLogger;
}): AppModule<Knowledge> {
  const { env, db } = deps;
  const learner = createBackgroundLearner({
    db,
    jobs: deps.jobs,
    knowledge: deps.store,
    isEnabled: env.KNOWLEDGE_LOOKUP,
    requestsPerMinute: env.BACKGROUND_LEARNING_REQUESTS_PER_MINUTE,
    logger: deps.logger,
  });
  const stats = createKnowledgeStatsService({ db });
  return {
    service: { store: deps.store, learner, reads: stats },
    async register(app) {
      await learner.start();
      registerKnowledgeRoutes(app, { learner, stats });
    },
  };
}

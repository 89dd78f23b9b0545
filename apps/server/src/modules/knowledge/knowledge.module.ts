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
  db: Database;
  store: KnowledgeService;
  jobs: JobQueue;
  logger: KnowledgeLogger;
  /** False when KNOWLEDGE_LOOKUP=false: the learner queues and fetches nothing. */
  isLookupEnabled: boolean;
  /** Encyclopedia requests per minute the learner makes at most, per process. */
  requestsPerMinute: number;
}): AppModule<Knowledge> {
  const { db } = deps;
  const learner = createBackgroundLearner({
    db,
    jobs: deps.jobs,
    knowledge: deps.store,
    isEnabled: deps.isLookupEnabled,
    requestsPerMinute: deps.requestsPerMinute,
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

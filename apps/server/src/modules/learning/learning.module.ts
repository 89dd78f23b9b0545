import type { Database } from '../../db/client';
import type { OwnerKey } from '../../identity/caller';
import type { AppModule } from '../app-module';
import { registerLearningRoutes } from './learning.routes';
import { createLearningService, type LearningService } from './learning.service';
import { registerSubjectsRoutes } from './subjects/subjects.routes';

/** What the learning module needs from rewards: completing a path is rewarded once. */
export interface PathCompletionRewards {
  recordActivity(learner: OwnerKey, activity: 'path_completed'): Promise<unknown>;
}

/** Study Plans: what each learner's messages show, learning paths and the subjects directory. */
export function createLearningModule(deps: {
  db: Database;
  rewards: PathCompletionRewards;
  logger: { error(details: object, message: string): void };
  /** The clock mentions and completions are stamped with; tests move it. */
  now?: () => Date;
}): AppModule<LearningService> {
  const learning = createLearningService({
    db: deps.db,
    ...(deps.now ? { now: deps.now } : {}),
    onPathCompleted: async (learner) => {
      await deps.rewards.recordActivity(learner, 'path_completed');
    },
    logError: (error, message) => deps.logger.error({ err: error }, message),
  });
  return {
    service: learning,
    register(app) {
      registerSubjectsRoutes(app);
      registerLearningRoutes(app, { learning });
    },
  };
}

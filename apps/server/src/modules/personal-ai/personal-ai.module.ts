import type { Database } from '../../db/client';
import { createRateLimiter } from '../../limits/rate-limiter';
import { createStorageQuota, type StorageAllowance } from '../../limits/storage-quota';
import type { AppModule } from '../app-module';
import type { AnalysisSources } from './analysis/analyze-conversations';
import { registerPersonalAiRoutes } from './personal-ai.routes';
import { createPersonalAiService, type PersonalAiService } from './personal-ai.service';

/**
 * The Personal AI of signed-in users: preferences, personality, insights and learning progress
 * from their conversations, and their auto prompts. Its service also tells the chat how each
 * user wants to be answered.
 */
export function createPersonalAiModule(deps: {
  db: Database;
  /** What one account may store, by plan. */
  storage: StorageAllowance;
  /** The user's stored conversations (the conversations module). */
  conversations: AnalysisSources['conversations'];
  /** The learning module's analysis and records of the user's messages. */
  learning: AnalysisSources['learning'];
  /** The clock analyses are stamped with; tests move it. */
  now?: () => Date;
}): AppModule<PersonalAiService> {
  const personalAi = createPersonalAiService({
    db: deps.db,
    quota: createStorageQuota(deps.storage),
    rates: createRateLimiter(deps.db),
    conversations: deps.conversations,
    learning: deps.learning,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    service: personalAi,
    register: (app) => registerPersonalAiRoutes(app, { personalAi }),
  };
}

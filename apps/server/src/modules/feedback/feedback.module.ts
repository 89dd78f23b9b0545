import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { AppModule } from '../app-module';
import { registerFeedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackService } from './feedback.service';

/** Likes and dislikes of answers, at most FEEDBACK_ROWS_PER_OWNER per account or guest. */
export function createFeedbackModule(deps: { env: Env; db: Database }): AppModule<FeedbackService> {
  const feedback = createFeedbackService({
    db: deps.db,
    rowsPerOwner: deps.env.FEEDBACK_ROWS_PER_OWNER,
  });
  return { service: feedback, register: (app) => registerFeedbackRoutes(app, { feedback }) };
}

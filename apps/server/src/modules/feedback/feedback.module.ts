import type { Database } from '../../db/client';
import type { AppModule } from '../app-module';
import { registerFeedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackService } from './feedback.service';

/** Likes and dislikes of answers. */
export function createFeedbackModule(deps: { db: Database }): AppModule<FeedbackService> {
  const feedback = createFeedbackService(deps);
  return { service: feedback, register: (app) => registerFeedbackRoutes(app, { feedback }) };
}

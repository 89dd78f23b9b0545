/** The feedback module: ratings and reports on answers. Other modules use only this file. */
export { createFeedbackModule } from './feedback.module';
export type { FeedbackService } from './feedback.service';

/** The learning module: study plans, knowledge gaps and learning paths. Other modules use only this file. */
export { createLearningModule } from './learning.module';
export type { PathCompletionRewards } from './learning.module';
export type { LearningService } from './learning.service';
export { levelIn, relevanceOf } from './paths/relevance';
export { EDUCATIONAL_SUBJECTS } from './subjects/subjects-directory';
export { warmUpMessageAnalysis } from './analysis/analyze-message';

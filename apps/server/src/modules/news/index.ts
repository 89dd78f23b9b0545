/** The news module: recent headlines and the chat's news questions. Other modules use only this file. */
export { createNewsModule } from './news.module';
export type { NewsService } from './news.service';
export { newsQuestions } from './news-questions';

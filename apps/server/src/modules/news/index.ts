/** The news module: recent headlines and the news finder for chat. Other modules use only this file. */
export { createNewsModule } from './news.module';
export type { NewsService } from './news.service';
export { newsFirst } from './news-finder';

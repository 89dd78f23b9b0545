import { newsRequestOf } from '../../text/news-question';
import type { KnowledgeFinder } from '../chat/chat.ports';
import type { NewsService } from './news.service';

/**
 * The chat's knowledge sources with news first: a news question ('latest breaking news', a Live
 * Events tile) is answered from the headlines alone, anything else goes on to `next`.
 */
export function newsFirst(news: NewsService, next: KnowledgeFinder): KnowledgeFinder {
  return {
    async findOrLearn(question, options = {}) {
      const request = newsRequestOf(question.text);
      if (!request) return next.findOrLearn(question, options);
      return news.findSources(request, options);
    },
  };
}

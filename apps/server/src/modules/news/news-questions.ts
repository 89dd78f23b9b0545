import { newsRequestOf } from '../../text/news-question';
import type { AskerLocation, KnowledgeHit, ReplyKind } from '../chat';
import { HEADLINES_PER_ANSWER, type NewsService } from './news.service';

/** A news search beside the feeds (the search engine's news category), when there is one. */
export interface HeadlineSearch {
  findHeadlines(query: string, options?: { signal?: AbortSignal }): Promise<KnowledgeHit[]>;
}

/** What the news search is asked: the place for local news, otherwise the question itself. */
function headlineQuery(message: string, isLocal: boolean, location?: AskerLocation): string {
  const place = location?.city ?? location?.country;
  return isLocal && place ? `${place} news` : message;
}

/**
 * News questions, a reply kind of the chat: a news question ('latest breaking news', a Live Events
 * tile) is answered from the headlines alone (the feeds', then the news search's, each link once),
 * even when there are none; any other question is not this kind's.
 */
export function newsQuestions(news: NewsService, search?: HeadlineSearch): ReplyKind {
  return {
    async findSources(question, options) {
      const request = newsRequestOf(question.text);
      if (!request) return undefined;
      const signal = options.signal ? { signal: options.signal } : {};
      const [fromFeeds, fromSearch] = await Promise.all([
        news.findSources(request, options),
        request.isLocal && !options.location
          ? []
          : (search?.findHeadlines(
              headlineQuery(question.text, request.isLocal, options.location),
              signal,
            ) ?? []),
      ]);
      const seen = new Set(fromFeeds.map((hit) => hit.sourceUrl));
      const added = fromSearch.filter((hit) => !seen.has(hit.sourceUrl) && seen.add(hit.sourceUrl));
      return [...fromFeeds, ...added].slice(0, HEADLINES_PER_ANSWER);
    },
  };
}

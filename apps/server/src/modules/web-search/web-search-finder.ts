import type { KnowledgeFinder, KnowledgeHit } from '../chat';
import type { WebSearchLogger, WebSearchService } from './web-search.service';

/**
 * The chat's knowledge sources with the web in front: a question that needs fresh or broad
 * information (`requiresWebSearch`) is searched on the web while the knowledge store is asked too,
 * and the web's pages come first; anything else goes to `next` alone. The lookup's notes say
 * whether the web could be reached, so an answer without sources can say why.
 */
export function webFirst(
  search: WebSearchService,
  next: KnowledgeFinder,
  logger: WebSearchLogger,
): KnowledgeFinder {
  return {
    async findOrLearn(question, options = {}) {
      if (!question.requiresWebSearch) return next.findOrLearn(question, options);
      const notes = options.notes;
      // Until the search answers, it has not been reached: a lookup cut off by its time limit
      // reads as an unreachable web.
      if (notes) notes.web = 'unreachable';
      const [web, stored] = await Promise.all([
        search.findSources(question, options.signal ? { signal: options.signal } : {}),
        next.findOrLearn(question, options).catch((error: unknown): KnowledgeHit[] => {
          logger.warn({ err: error }, 'the knowledge lookup failed; answering from the web');
          return [];
        }),
      ]);
      if (notes) notes.web = web.isReachable ? 'searched' : 'unreachable';
      return [...web.hits, ...stored];
    },
  };
}

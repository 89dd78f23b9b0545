import type { AssistantCapabilities } from '@polymath/shared';
import { createSearxngSearch } from '../../adapters/search/searxng';
import type { Env } from '../../config/env';
import type { SafeFetcher } from '../../net';
import {
  createWebSearchService,
  type WebSearchLogger,
  type WebSearchService,
} from './web-search.service';

/** Of the whole lookup's time (WIKIPEDIA_TIMEOUT_MS), the search gets this share… */
const SEARCH_SHARE = 0.4;
/** …and the result pages this share, so the answer is never held past the lookup's limit. */
const PAGES_SHARE = 0.5;

/**
 * Web search when the operator set SEARXNG_URL and lookups are allowed; undefined otherwise. The
 * engine is asked through the operator's fetcher (its origin may be trusted), result pages
 * through `pageFetcher`, which trusts nothing.
 */
export function createWebSearch(deps: {
  env: Env;
  fetcher: Pick<SafeFetcher, 'fetch'>;
  pageFetcher: Pick<SafeFetcher, 'fetch'>;
  logger: WebSearchLogger;
}): WebSearchService | undefined {
  const { env } = deps;
  if (!env.SEARXNG_URL || !env.KNOWLEDGE_LOOKUP) return undefined;
  return createWebSearchService({
    engine: createSearxngSearch({ baseUrl: env.SEARXNG_URL, fetcher: deps.fetcher }),
    pages: deps.pageFetcher,
    maxPages: env.WEB_SEARCH_PAGES,
    searchTimeoutMs: Math.round(env.WIKIPEDIA_TIMEOUT_MS * SEARCH_SHARE),
    pageTimeoutMs: Math.round(env.WIKIPEDIA_TIMEOUT_MS * PAGES_SHARE),
    logger: deps.logger,
  });
}

/** What answers can draw on, as configured: told to the engine and shown in Settings. */
export function assistantCapabilitiesOf(env: Env): AssistantCapabilities {
  const webSearch = !env.KNOWLEDGE_LOOKUP ? 'off' : env.SEARXNG_URL ? 'ready' : 'not-configured';
  return { webSearch, encyclopedia: env.KNOWLEDGE_LOOKUP, news: env.KNOWLEDGE_LOOKUP };
}

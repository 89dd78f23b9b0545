import type { AssistantCapabilities } from '@polymath/shared';
import type { WebSearchEngine } from '../../adapters/search/web-search';
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
 * Web search when the server has a search engine (SEARXNG_URL, with lookups allowed); undefined
 * otherwise. Result pages are read through `pageFetcher`, which trusts nothing.
 */
export function createWebSearch(deps: {
  /** The search engine, asked through the operator's fetcher; null when there is none. */
  engine: WebSearchEngine | null;
  pageFetcher: Pick<SafeFetcher, 'fetch'>;
  /** Result pages read per question at most (WEB_SEARCH_PAGES). */
  maxPages: number;
  /** What the whole knowledge lookup of one question gets (WIKIPEDIA_TIMEOUT_MS). */
  lookupTimeoutMs: number;
  logger: WebSearchLogger;
}): WebSearchService | undefined {
  if (!deps.engine) return undefined;
  return createWebSearchService({
    engine: deps.engine,
    pages: deps.pageFetcher,
    maxPages: deps.maxPages,
    searchTimeoutMs: Math.round(deps.lookupTimeoutMs * SEARCH_SHARE),
    pageTimeoutMs: Math.round(deps.lookupTimeoutMs * PAGES_SHARE),
    logger: deps.logger,
  });
}

/** What answers can draw on, as configured: told to the engine and shown in Settings. */
export function assistantCapabilitiesOf(sources: {
  /** KNOWLEDGE_LOOKUP: the network lookups (encyclopedia, news, web) are allowed. */
  isLookupEnabled: boolean;
  /** A search engine is configured (SEARXNG_URL). */
  hasSearchEngine: boolean;
}): AssistantCapabilities {
  const { isLookupEnabled } = sources;
  const webSearch = !isLookupEnabled ? 'off' : sources.hasSearchEngine ? 'ready' : 'not-configured';
  return { webSearch, encyclopedia: isLookupEnabled, news: isLookupEnabled };
}

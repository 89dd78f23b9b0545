/**
 * The search port: what the chat asks of a web search engine. SearXNG (searxng.ts) is the one
 * adapter today; a keyed API (Brave, Bing, Kagi) would be another implementation of the same shape.
 */

/** One search result, in the engine's order. */
export interface WebSearchResult {
  title: string;
  url: string;
  /** The engine's snippet of the page; may be empty. */
  snippet: string;
  /** When the engine says the page was published (ISO 8601). */
  publishedAt?: string;
}

export interface WebSearchOptions {
  signal?: AbortSignal;
  /** 'news' asks the engine's news category. */
  category?: 'general' | 'news';
  /** Results returned at most. */
  limit?: number;
}

/** Fails with WebSearchUnavailableError when the engine cannot be asked or answers nonsense. */
export interface WebSearchEngine {
  /** The engine's name for logs and Settings ('SearXNG'). */
  name: string;
  search(query: string, options?: WebSearchOptions): Promise<WebSearchResult[]>;
}

/** The search engine could not answer: unreachable, refused, too slow or malformed. */
export class WebSearchUnavailableError extends Error {
  override name = 'WebSearchUnavailableError';
}

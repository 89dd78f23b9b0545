import { z } from 'zod';
import type { SafeFetcher } from '../../net';
import {
  type WebSearchEngine,
  type WebSearchOptions,
  type WebSearchResult,
  WebSearchUnavailableError,
} from './web-search';

/** The part of SearXNG's JSON answer (`/search?format=json`) that is read; the rest is ignored. */
const SearxngAnswerSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().default(''),
      content: z.string().nullish(),
      publishedDate: z.string().nullish(),
    }),
  ),
});

const DEFAULT_LIMIT = 8;

function isoDateOf(value: string | null | undefined): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function isWebUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/**
 * Search through a SearXNG instance's JSON API (its settings must list `json` under
 * `search.formats`; SearXNG answers 403 otherwise). The instance is the operator's, so it is
 * fetched with the service fetcher, which trusts its origin; the result pages are not.
 */
export function createSearxngSearch(options: {
  baseUrl: string;
  fetcher: Pick<SafeFetcher, 'fetch'>;
}): WebSearchEngine {
  const endpoint = new URL(
    'search',
    options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
  );

  async function search(query: string, searchOptions: WebSearchOptions = {}) {
    const url = new URL(endpoint);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('categories', searchOptions.category ?? 'general');
    url.searchParams.set('safesearch', '1');
    let body: string;
    try {
      const answer = await options.fetcher.fetch(url, {
        accept: ['application/json'],
        ...(searchOptions.signal ? { signal: searchOptions.signal } : {}),
      });
      body = answer.text;
    } catch (error) {
      throw new WebSearchUnavailableError(`SearXNG at ${endpoint.origin} could not be asked`, {
        cause: error,
      });
    }
    let parsed: z.infer<typeof SearxngAnswerSchema>;
    try {
      parsed = SearxngAnswerSchema.parse(JSON.parse(body));
    } catch (error) {
      throw new WebSearchUnavailableError(`SearXNG at ${endpoint.origin} sent no search results`, {
        cause: error,
      });
    }
    const seen = new Set<string>();
    const results: WebSearchResult[] = [];
    for (const result of parsed.results) {
      if (!isWebUrl(result.url) || seen.has(result.url)) continue;
      seen.add(result.url);
      const publishedAt = isoDateOf(result.publishedDate);
      results.push({
        title: result.title.trim() || result.url,
        url: result.url,
        snippet: (result.content ?? '').trim(),
        ...(publishedAt ? { publishedAt } : {}),
      });
    }
    return results.slice(0, searchOptions.limit ?? DEFAULT_LIMIT);
  }

  return { name: 'SearXNG', search };
}

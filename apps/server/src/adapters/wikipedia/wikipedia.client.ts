import { AppError, PRODUCT_NAME } from '@polymath/shared';
import type { z } from 'zod';
import { createSafeFetcher, FetchRefusedError } from '../../net';
import {
  MediaWikiErrorSchema,
  type Page,
  PagesResponseSchema,
  SearchResponseSchema,
} from './wikipedia.schemas';

/** Where the MediaWiki Action API lives on a wiki (and on the test peer). */
export const ACTION_API_PATH = '/w/api.php';

/** A search hit: enough to choose which article to read. */
export interface WikipediaSearchResult {
  pageId: number;
  title: string;
  /** The matched passage as plain text. */
  snippet: string;
  wordCount: number;
}

/** An article as plain text, with what the knowledge store needs to score and file it. */
export interface WikipediaArticle {
  pageId: number;
  title: string;
  /** Plain text (the introduction or the whole article). */
  extract: string;
  /** The canonical address of the article. */
  url: string;
  /** Visible categories, without the `Category:` prefix. */
  categories: string[];
  /** Hidden maintenance categories (stubs, missing references...), without the prefix. */
  maintenanceCategories: string[];
  /** Size of the article's wikitext in bytes: a rough measure of how developed it is. */
  length: number;
}

/** The encyclopedia as the knowledge module sees it. Every call fails with UPSTREAM_FAILED. */
export interface WikipediaClient {
  /** Article titles matching `query`, best first. */
  search(
    query: string,
    options?: { limit?: number; signal?: AbortSignal },
  ): Promise<WikipediaSearchResult[]>;
  /** One article by title (redirects followed); null when missing or a disambiguation page. */
  getArticle(
    title: string,
    options?: { introOnly?: boolean; signal?: AbortSignal },
  ): Promise<WikipediaArticle | null>;
  /**
   * Search and read in one request: the introductions of the best matching articles, best first,
   * disambiguation pages left out.
   */
  lookup(
    query: string,
    options?: { limit?: number; signal?: AbortSignal },
  ): Promise<WikipediaArticle[]>;
}

export interface WikipediaClientConfig {
  /** The wiki's origin, e.g. https://en.wikipedia.org (WIKIPEDIA_BASE_URL). */
  baseUrl: string;
  /** Each request is abandoned after this long (WIKIPEDIA_TIMEOUT_MS). */
  timeoutMs: number;
  /** Sent with every request; Wikimedia asks for a name and a contact. */
  userAgent: string;
}

const DEFAULT_SEARCH_LIMIT = 5;
const DEFAULT_LOOKUP_LIMIT = 3;
const CATEGORY_PREFIX = /^Category:/;
/** A whole article as plain text is rarely over 1 MB; a larger answer is not read. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** The User-Agent Wikimedia's policy asks for: product, version and a way to reach the operator. */
export function buildWikipediaUserAgent(version: string, contact: string): string {
  return `${PRODUCT_NAME}/${version} (self-hosted; ${contact})`;
}

/** Parameters that make `action=query` return plain-text extracts, the URL and categories. */
function articleParams(introOnly: boolean): Record<string, string> {
  return {
    prop: 'extracts|info|categories|pageprops',
    explaintext: '1',
    ...(introOnly ? { exintro: '1', exlimit: 'max' } : { exlimit: '1' }),
    inprop: 'url',
    clprop: 'hidden',
    cllimit: 'max',
    ppprop: 'disambiguation',
    redirects: '1',
  };
}

function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A readable article, or null for missing pages, disambiguation pages and empty extracts. */
function toArticle(page: Page): WikipediaArticle | null {
  if (page.missing || page.invalid || page.pageid === undefined) return null;
  if (page.pageprops && 'disambiguation' in page.pageprops) return null;
  const extract = page.extract?.trim() ?? '';
  const url = page.canonicalurl ?? page.fullurl;
  if (!extract || !url) return null;
  const links = page.categories ?? [];
  const name = (title: string) => title.replace(CATEGORY_PREFIX, '');
  return {
    pageId: page.pageid,
    title: page.title,
    extract,
    url,
    categories: links.filter((link) => !link.hidden).map((link) => name(link.title)),
    maintenanceCategories: links.filter((link) => link.hidden).map((link) => name(link.title)),
    length: page.length ?? extract.length,
  };
}

/** A client for the MediaWiki Action API of `baseUrl`, with a timeout on every request. */
export function createWikipediaClient(config: WikipediaClientConfig): WikipediaClient {
  const endpoint = new URL(ACTION_API_PATH, config.baseUrl);
  // The wiki is the operator's choice, so its origin is trusted (a mirror on the local network
  // works); a redirect to another origin is checked like any URL.
  const fetcher = createSafeFetcher({
    trustedOrigins: [endpoint.origin],
    userAgent: config.userAgent,
    timeoutMs: config.timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
  });

  function failureMessage(error: unknown): string {
    if (!(error instanceof FetchRefusedError)) return 'Wikipedia could not be reached';
    switch (error.reason) {
      case 'status':
        return `Wikipedia answered ${error.status ?? 'an error'}`;
      case 'timeout':
        return `Wikipedia did not answer within ${config.timeoutMs} ms`;
      case 'content-type':
        return 'Wikipedia sent a response that is not JSON';
      case 'too-large':
        return 'Wikipedia sent a response larger than allowed';
      case 'address':
      case 'scheme':
      case 'redirects':
        return 'Wikipedia redirected where the server does not follow';
      case 'aborted':
      case 'network':
        return 'Wikipedia could not be reached';
    }
  }

  async function query<T>(
    params: Record<string, string>,
    schema: z.ZodType<T>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const url = new URL(endpoint);
    const all = { action: 'query', format: 'json', formatversion: '2', ...params };
    for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
    let text: string;
    try {
      text = (
        await fetcher.fetch(url, { accept: ['application/json'], ...(signal ? { signal } : {}) })
      ).text;
    } catch (error) {
      // The caller cancelling is not an upstream failure: let it see its own abort.
      if (signal?.aborted) throw signal.reason;
      throw new AppError('UPSTREAM_FAILED', { message: failureMessage(error), cause: error });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new AppError('UPSTREAM_FAILED', {
        message: 'Wikipedia sent a response that is not JSON',
        cause: error,
      });
    }
    const apiError = MediaWikiErrorSchema.safeParse(body);
    if (apiError.success) {
      const { code, info } = apiError.data.error;
      throw new AppError('UPSTREAM_FAILED', {
        message: `Wikipedia refused the query: ${code}${info ? ` (${info})` : ''}`,
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new AppError('UPSTREAM_FAILED', {
        message: 'Wikipedia sent a response of an unexpected shape',
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    async search(text, options = {}) {
      const data = await query(
        {
          list: 'search',
          srsearch: text,
          srlimit: String(options.limit ?? DEFAULT_SEARCH_LIMIT),
          srprop: 'snippet|wordcount',
        },
        SearchResponseSchema,
        options.signal,
      );
      return data.query.search.map((hit) => ({
        pageId: hit.pageid,
        title: hit.title,
        snippet: stripHtml(hit.snippet),
        wordCount: hit.wordcount,
      }));
    },

    async getArticle(title, options = {}) {
      const data = await query(
        { titles: title, ...articleParams(options.introOnly ?? false) },
        PagesResponseSchema,
        options.signal,
      );
      const [page] = data.query?.pages ?? [];
      return page ? toArticle(page) : null;
    },

    async lookup(text, options = {}) {
      const data = await query(
        {
          generator: 'search',
          gsrsearch: text,
          gsrlimit: String(options.limit ?? DEFAULT_LOOKUP_LIMIT),
          ...articleParams(true),
        },
        PagesResponseSchema,
        options.signal,
      );
      // Pages of a generator come back in page-id order; `index` is the search rank.
      const rank = (page: Page) => page.index ?? Number.MAX_SAFE_INTEGER;
      const pages = [...(data.query?.pages ?? [])].sort((a, b) => rank(a) - rank(b));
      return pages.map(toArticle).filter((article) => article !== null);
    },
  };
}

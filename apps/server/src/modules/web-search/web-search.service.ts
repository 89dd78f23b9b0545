import { CHAT } from '@polymath/shared';
import type { WebSearchEngine, WebSearchResult } from '../../adapters/search/web-search';
import { FetchRefusedError, type ReadPage, readPages, type SafeFetcher } from '../../net';
import { domainReliability, withAgreement } from '../../sources/domain-reliability';
import { relevantPassages } from '../../text/relevant-passages';
import { splitSentences } from '../../text/sentences';
import { truncateOnWord } from '../../text/truncate';
import { termsOf } from '../../text/words';
import type { MessageReading } from '../../text/message-reading';
import type { KnowledgeHit } from '../chat';
import { pickExcerpt } from '../../text/excerpt';

export interface WebSearchLogger {
  warn(details: object, message: string): void;
}

export interface WebSearchServiceDeps {
  engine: WebSearchEngine;
  /**
   * Reads result pages. Results are user-influenced addresses, so this fetcher trusts no origin:
   * not even the operator's own (their origins are trusted only for the search engine and feeds).
   */
  pages: Pick<SafeFetcher, 'fetch'>;
  /** Result pages read per question at most. */
  maxPages: number;
  /** The search itself gets this long. */
  searchTimeoutMs: number;
  /** All the pages of one question get this long together; a slower page is left out. */
  pageTimeoutMs: number;
  logger: WebSearchLogger;
}

/** What a search found, and whether the engine could be asked at all. */
export interface WebSearchOutcome {
  hits: KnowledgeHit[];
  isReachable: boolean;
}

/** Characters of a page handed to the model: its paragraphs most relevant to the question. */
export const MAX_WEB_SOURCE_CHARS = 3000;
/** News results asked of the engine for a news question. */
const HEADLINES_ASKED = 8;
/** Pages read at the same time. */
const PAGE_CONCURRENCY = 3;
/** Of the terms of an excerpt's claim, this share found in another page makes it agree. */
const AGREEMENT_SHARE = 0.6;

export type WebSearchService = ReturnType<typeof createWebSearchService>;

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '') : url;
}

/**
 * Web answers: the engine's results for a question, their pages read (readable text, a few at a
 * time, slow or refused pages left out) and turned into sources whose content is what the page
 * says about the question, with an excerpt holding it and a reliability from the page's domain and
 * how many other pages agree. A page that cannot be read is represented by the engine's snippet.
 */
export function createWebSearchService(deps: WebSearchServiceDeps) {
  const { engine, logger } = deps;

  function toHit(result: WebSearchResult, page: ReadPage | undefined, question: MessageReading) {
    const asked = question.text;
    const fromPage = page ? relevantPassages(page.text, asked, MAX_WEB_SOURCE_CHARS) : '';
    const content = fromPage || relevantPassages(result.snippet, asked, MAX_WEB_SOURCE_CHARS);
    if (!content) return undefined;
    const publishedAt = page?.publishedAt ?? result.publishedAt;
    const hit: KnowledgeHit = {
      kind: 'web',
      title: page && page.title !== page.url ? page.title : result.title,
      content,
      excerpt: pickExcerpt(content, question.keywords),
      reliability: domainReliability(result.url),
      sourceUrl: result.url,
      sourceName: page?.siteName ?? hostOf(result.url),
      ...(publishedAt ? { publishedAt } : {}),
    };
    return hit;
  }

  /** Each page's reliability raised by the pages on other sites that say what its excerpt says. */
  function withAgreements(hits: KnowledgeHit[], question: MessageReading): KnowledgeHit[] {
    const asked = new Set(termsOf(question.text));
    const contents = hits.map((hit) => new Set(termsOf(hit.content)));
    return hits.map((hit, index) => {
      // The excerpt's first sentence is the page's claim; what follows it is context.
      const [lead = ''] = splitSentences(hit.excerpt);
      const claim = [...new Set(termsOf(lead))].filter((term) => !asked.has(term));
      if (claim.length === 0) return hit;
      const agreeing = hits.filter((other, otherIndex) => {
        if (otherIndex === index || hostOf(other.sourceUrl) === hostOf(hit.sourceUrl)) return false;
        const found = claim.filter((term) => contents[otherIndex]?.has(term)).length;
        return found >= claim.length * AGREEMENT_SHARE;
      }).length;
      return { ...hit, reliability: withAgreement(hit.reliability, agreeing) };
    });
  }

  return {
    engineName: engine.name,

    /**
     * News stories the engine's news category finds for `query`, as news sources (title, link,
     * publication, time and the engine's snippet); none when the engine cannot be asked.
     */
    async findHeadlines(query: string, options: { signal?: AbortSignal } = {}) {
      const timeout = AbortSignal.timeout(deps.searchTimeoutMs);
      let results: WebSearchResult[];
      try {
        results = await engine.search(query, {
          category: 'news',
          limit: HEADLINES_ASKED,
          signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        });
      } catch (error) {
        logger.warn({ err: error }, 'the news search failed; answering from the feeds');
        return [];
      }
      return results.map((result): KnowledgeHit => ({
        kind: 'news',
        title: result.title,
        content: result.snippet ? `${result.title}. ${result.snippet}` : result.title,
        excerpt: truncateOnWord(result.snippet || result.title, CHAT.sourceExcerptChars),
        reliability: domainReliability(result.url),
        sourceUrl: result.url,
        sourceName: hostOf(result.url),
        ...(result.publishedAt ? { publishedAt: result.publishedAt } : {}),
      }));
    },

    /** Sources from the web for a question, best first; isReachable false when the search failed. */
    async findSources(
      question: MessageReading,
      options: { signal?: AbortSignal } = {},
    ): Promise<WebSearchOutcome> {
      const searchSignal = AbortSignal.timeout(deps.searchTimeoutMs);
      let results: WebSearchResult[];
      try {
        results = await engine.search(question.text, {
          signal: options.signal ? AbortSignal.any([options.signal, searchSignal]) : searchSignal,
          limit: deps.maxPages * 2,
        });
      } catch (error) {
        logger.warn({ err: error }, 'the web search failed; answering without it');
        return { hits: [], isReachable: false };
      }
      const chosen = results.slice(0, deps.maxPages);
      const pageSignal = AbortSignal.timeout(deps.pageTimeoutMs);
      const pages = await readPages(
        deps.pages,
        chosen.map((result) => result.url),
        {
          concurrency: PAGE_CONCURRENCY,
          signal: options.signal ? AbortSignal.any([options.signal, pageSignal]) : pageSignal,
          // An expected event (a page refused, slow or gone), so no stack trace: why, and where.
          onPageFailed: (url, error) =>
            logger.warn(
              {
                url,
                reason: error instanceof FetchRefusedError ? error.reason : 'unknown',
                detail: error instanceof Error ? error.message : String(error),
              },
              'a search result page could not be read',
            ),
        },
      );
      const pageOf = new Map(pages.map((page) => [page.requestedUrl, page]));
      const hits = chosen
        .map((result) => toHit(result, pageOf.get(result.url), question))
        .filter((hit): hit is KnowledgeHit => hit !== undefined)
        .slice(0, Math.max(CHAT.maxSources, deps.maxPages));
      return { hits: withAgreements(hits, question), isReachable: true };
    },
  };
}

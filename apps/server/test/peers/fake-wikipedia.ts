import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Wikipedia: a real HTTP server on 127.0.0.1 that answers the MediaWiki
 * Action API calls the Wikipedia client makes (`list=search`, `prop=extracts|info|categories|
 * pageprops` by titles or by `generator=search`, introductions or whole articles), from articles
 * the test writes. Start the server
 * with WIKIPEDIA_BASE_URL set to `baseUrl` to make it the encyclopedia. It needs nothing but Node's
 * built-ins, so the end-to-end suite can start it too.
 */

/** The MediaWiki Action API endpoint (the client's ACTION_API_PATH). */
const ACTION_API_PATH = '/w/api.php';

/** An article the fake serves. */
export interface FakeArticle {
  title: string;
  /**
   * The whole plain text, paragraphs on their own lines and sections headed `== Title ==`, as
   * TextExtracts gives it; the introduction is what precedes the first heading (the first
   * paragraph, up to a blank line, in an article without headings).
   */
  extract: string;
  /** Visible category names, without `Category:`. */
  categories?: string[];
  /** Hidden maintenance categories (e.g. 'All stub articles'). */
  hiddenCategories?: string[];
  /** Defaults to `<baseUrl>/wiki/<Title_with_underscores>`. */
  url?: string;
  /** Marks a disambiguation page. */
  disambiguation?: boolean;
  /** Wikitext size in bytes; defaults to three times the extract's length. */
  length?: number;
}

/** One request the fake received. */
export interface FakeWikipediaRequest {
  path: string;
  params: Record<string, string>;
  userAgent: string | undefined;
}

export interface FakeWikipedia {
  /** The origin to use as WIKIPEDIA_BASE_URL. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: FakeWikipediaRequest[];
  /** The articles served; tests may push more at any time. */
  articles: FakeArticle[];
  /** Answer every request after this many milliseconds (0: at once). */
  setDelay(ms: number): void;
  /** Answer every request with an HTML page of this status (500; or 200 for a non-JSON answer); null: answer normally. */
  setFailure(status: number | null): void;
  close(): Promise<void>;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** TextExtracts' warning when more than one whole article is asked for in one request. */
const WHOLE_ARTICLE_LIMIT_WARNING =
  '"exlimit" was too large for a whole article extracts request, lowered to 1.';

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** A word as the search engine indexes it: English plurals folded ('bees' finds 'bee'). */
function searchForm(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function searchWords(text: string): string[] {
  return words(text).map(searchForm);
}

/** A section heading of a plain-text extract: `== History ==`. */
const HEADING = /^=+[^=].*[^=]=+$/m;

/**
 * The introduction: what comes before the first section heading, as TextExtracts' `exintro`
 * gives it; an article written without headings ends its introduction at the first blank line.
 */
function introOf(extract: string): string {
  const heading = HEADING.exec(extract);
  if (heading) return extract.slice(0, heading.index).trim();
  return extract.split(/\n\s*\n/)[0] ?? extract;
}

/** Whether `haystack` holds the words of `phrase` in a row. */
function containsPhrase(haystack: string[], phrase: string[]): boolean {
  return haystack.some((_, start) => phrase.every((word, i) => haystack[start + i] === word));
}

/**
 * CirrusSearch's syntax, as far as the client uses it: alternatives joined by `OR`, each a run
 * of words that must all appear, or a "quoted phrase" that must appear as written (English
 * plurals folded, as its analyser does).
 */
function alternativesOf(query: string): { words: string[]; phrases: string[][] }[] {
  return query
    .split(/\s+OR\s+/)
    .map((alternative) => ({
      phrases: [...alternative.matchAll(/"([^"]*)"/g)].map((match) => searchWords(match[1] ?? '')),
      words: searchWords(alternative.replace(/"[^"]*"/g, ' ')),
    }))
    .filter((alternative) => alternative.words.length + alternative.phrases.length > 0);
}

/**
 * Articles matching any alternative of the query (all its words, its phrases as written), those
 * matching more alternatives first, then those with more query words in the title.
 */
function searchArticles(articles: FakeArticle[], query: string, limit: number): FakeArticle[] {
  const alternatives = alternativesOf(query);
  if (alternatives.length === 0) return [];
  const scored = articles
    .map((article) => {
      const titleWords = searchWords(article.title);
      const text = [...titleWords, ...searchWords(article.extract)];
      const allWords = new Set(text);
      const matched = alternatives.filter(
        (alternative) =>
          alternative.words.every((word) => allWords.has(word)) &&
          alternative.phrases.every((phrase) => containsPhrase(text, phrase)),
      ).length;
      const wanted = alternatives.flatMap((alternative) => [
        ...alternative.words,
        ...alternative.phrases.flat(),
      ]);
      const inTitle = wanted.filter((word) => titleWords.includes(word)).length;
      return { article, matched, inTitle };
    })
    .filter((entry) => entry.matched > 0);
  return scored
    .sort((a, b) => b.matched - a.matched || b.inTitle - a.inTitle)
    .slice(0, limit)
    .map((entry) => entry.article);
}

export async function startFakeWikipedia(
  options: { articles?: FakeArticle[] } = {},
): Promise<FakeWikipedia> {
  const articles = [...(options.articles ?? [])];
  const requests: FakeWikipediaRequest[] = [];
  let delayMs = 0;
  let failureStatus: number | null = null;
  let baseUrl = '';

  const pageIdOf = (article: FakeArticle) => articles.indexOf(article) + 1;

  function page(
    article: FakeArticle,
    params: Record<string, string>,
    index?: number,
    extracted = true,
  ) {
    const categories = [
      ...(article.categories ?? []).map((name) => ({ ns: 14, title: `Category:${name}` })),
      ...(article.hiddenCategories ?? []).map((name) => ({
        ns: 14,
        title: `Category:${name}`,
        hidden: true,
      })),
    ];
    const url =
      article.url ?? `${baseUrl}/wiki/${encodeURIComponent(article.title.replaceAll(' ', '_'))}`;
    return {
      pageid: pageIdOf(article),
      ns: 0,
      title: article.title,
      ...(index === undefined ? {} : { index }),
      ...(extracted
        ? { extract: params.exintro ? introOf(article.extract) : article.extract }
        : {}),
      contentmodel: 'wikitext',
      length: article.length ?? article.extract.length * 3,
      fullurl: url,
      canonicalurl: url,
      ...(categories.length ? { categories } : {}),
      ...(article.disambiguation ? { pageprops: { disambiguation: '' } } : {}),
    };
  }

  function answer(params: Record<string, string>): unknown {
    if (params.action !== 'query') {
      return { error: { code: 'badvalue', info: 'Unrecognized value for parameter "action".' } };
    }
    if (params.list === 'search') {
      const found = searchArticles(articles, params.srsearch ?? '', Number(params.srlimit ?? 10));
      return {
        batchcomplete: true,
        query: {
          searchinfo: { totalhits: found.length },
          search: found.map((article) => ({
            ns: 0,
            title: article.title,
            pageid: pageIdOf(article),
            wordcount: words(article.extract).length,
            snippet: introOf(article.extract).slice(0, 120),
          })),
        },
      };
    }
    if (params.generator === 'search') {
      const found = searchArticles(articles, params.gsrsearch ?? '', Number(params.gsrlimit ?? 10));
      // Like MediaWiki: generated pages come in page-id order, with the search rank in `index`.
      // TextExtracts gives the whole text of one page a request: the first in that order.
      const pages = [...found]
        .sort((a, b) => pageIdOf(a) - pageIdOf(b))
        .map((article, position) =>
          page(
            article,
            params,
            found.indexOf(article) + 1,
            Boolean(params.exintro) || position === 0,
          ),
        );
      if (!pages.length) return { batchcomplete: true };
      const isLowered = !params.exintro && pages.length > 1;
      return {
        batchcomplete: true,
        ...(isLowered ? { warnings: { extracts: { warnings: WHOLE_ARTICLE_LIMIT_WARNING } } } : {}),
        query: { pages },
      };
    }
    const title = params.titles ?? '';
    const article = articles.find((item) => item.title.toLowerCase() === title.toLowerCase());
    return {
      batchcomplete: true,
      query: { pages: [article ? page(article, params) : { ns: 0, title, missing: true }] },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl);
    const params = Object.fromEntries(url.searchParams);
    const userAgent = req.headers['user-agent'];
    requests.push({ path: url.pathname, params, userAgent });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    if (url.pathname !== ACTION_API_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    } else if (failureStatus !== null) {
      res.writeHead(failureStatus, { 'content-type': 'text/html' }).end('<h1>Server error</h1>');
    } else {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer(params)));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    requests,
    articles,
    setDelay: (ms) => {
      delayMs = ms;
    },
    setFailure: (status) => {
      failureStatus = status;
    },
    close: async () => {
      // Slow answers still pending would keep close() waiting for them.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

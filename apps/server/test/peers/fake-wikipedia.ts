import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Wikipedia: a real HTTP server on 127.0.0.1 that answers the MediaWiki
 * Action API calls the Wikipedia client makes (`list=search`, `prop=extracts|info|categories|
 * pageprops` by titles or by `generator=search`), from articles the test writes. Start the server
 * with WIKIPEDIA_BASE_URL set to `baseUrl` to make it the encyclopedia. It needs nothing but Node's
 * built-ins, so the end-to-end suite can start it too.
 */

/** The MediaWiki Action API endpoint (the client's ACTION_API_PATH). */
const ACTION_API_PATH = '/w/api.php';

/** An article the fake serves. */
export interface FakeArticle {
  title: string;
  /** The whole plain text; the introduction is its first paragraph. */
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

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function introOf(extract: string): string {
  return extract.split(/\n\s*\n/)[0] ?? extract;
}

/** Articles containing every word of the query, those with the words in the title first. */
function searchArticles(articles: FakeArticle[], query: string, limit: number): FakeArticle[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  const scored = articles
    .map((article) => {
      const titleWords = new Set(words(article.title));
      const allWords = new Set([...titleWords, ...words(article.extract)]);
      const inTitle = wanted.filter((word) => titleWords.has(word)).length;
      return { article, inTitle, matches: wanted.every((word) => allWords.has(word)) };
    })
    .filter((entry) => entry.matches);
  return scored
    .sort((a, b) => b.inTitle - a.inTitle)
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

  function page(article: FakeArticle, params: Record<string, string>, index?: number) {
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
      extract: params.exintro ? introOf(article.extract) : article.extract,
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
      const pages = found
        .map((article, rank) => page(article, params, rank + 1))
        .sort((a, b) => a.pageid - b.pageid);
      return pages.length ? { batchcomplete: true, query: { pages } } : { batchcomplete: true };
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

import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a SearXNG instance: a real HTTP server on 127.0.0.1 answering
 * `GET /search?q=…&format=json` as SearXNG's JSON API does, with the results the test sets for
 * the queries containing a phrase. Like SearXNG without `json` in its formats, any other format
 * is refused with 403. Only Node's built-ins, so the end-to-end suite can start it too.
 */

export interface FakeSearchResult {
  url: string;
  title: string;
  content: string;
  publishedDate?: string;
}

export interface FakeSearxng {
  baseUrl: string;
  /** The `q` of each search, oldest first. */
  queries: string[];
  /** The `categories` of each search ('general', 'news'), oldest first. */
  categories: string[];
  /** Results for any query containing `phrase` (case-insensitive); later calls take precedence. */
  answer(phrase: string, results: FakeSearchResult[]): void;
  close(): Promise<void>;
}

export async function startFakeSearxng(): Promise<FakeSearxng> {
  const answers: { phrase: string; results: FakeSearchResult[] }[] = [];
  const queries: string[] = [];
  const categories: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://searxng.test');
    if (url.pathname !== '/search') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (url.searchParams.get('format') !== 'json') {
      response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>403 Forbidden</h1>');
      return;
    }
    const query = url.searchParams.get('q') ?? '';
    queries.push(query);
    categories.push(url.searchParams.get('categories') ?? 'general');
    const match = answers.findLast(({ phrase }) => query.toLowerCase().includes(phrase));
    const body = {
      query,
      number_of_results: match?.results.length ?? 0,
      results: (match?.results ?? []).map((result, index) => ({
        ...result,
        engine: 'stand-in',
        engines: ['stand-in'],
        score: 1 / (index + 1),
        category: url.searchParams.get('categories') ?? 'general',
        parsed_url: [],
      })),
      answers: [],
      corrections: [],
      infoboxes: [],
      suggestions: [],
      unresponsive_engines: [],
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    queries,
    categories,
    answer: (phrase, results) => answers.push({ phrase: phrase.toLowerCase(), results }),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { WebSearchResult } from '../../adapters/search/web-search';
import { FetchRefusedError } from '../../net';
import { readMessage } from '../../text/message-reading';
import { createWebSearchService } from './web-search.service';

const html = (title: string, text: string) =>
  `<html><head><title>${title}</title></head><body><article><p>${text}</p></article></body></html>`;

const PAGES: Record<string, string> = {
  'https://www.bbc.co.uk/k2': html(
    'K2',
    'K2 is 8,611 metres high, the second highest mountain on Earth after Everest. It lies on the border of Pakistan and China.',
  ),
  'https://peaks.example.org/k2': html(
    'Peaks',
    'Climbers call it the savage mountain. K2 is 8,611 metres high and the second highest mountain on Earth.',
  ),
  'https://blog.example.net/k2': html(
    'My trip',
    'We ate noodles at base camp below K2 and it rained.',
  ),
};

function service(results: WebSearchResult[]) {
  const warnings: string[] = [];
  const search = createWebSearchService({
    engine: { name: 'Stand-in', search: () => Promise.resolve(results) },
    pages: {
      fetch: (url) => {
        const text = PAGES[String(url)];
        if (!text)
          return Promise.reject(new FetchRefusedError('status', `${String(url)} answered 404`));
        return Promise.resolve({ url: String(url), status: 200, contentType: 'text/html', text });
      },
    },
    maxPages: 4,
    searchTimeoutMs: 1000,
    pageTimeoutMs: 1000,
    logger: { warn: (_details, message) => warnings.push(message) },
  });
  return { search, warnings };
}

const result = (url: string, snippet = '') => ({ title: `Result ${url}`, url, snippet });

describe('web search sources', () => {
  it('turns pages into sources: relevant text, excerpt with the answer, domain and agreement', async () => {
    const { search, warnings } = service([
      result('https://www.bbc.co.uk/k2'),
      result('https://peaks.example.org/k2'),
      result('https://gone.example.com/k2', 'K2 stands 8,611 metres above sea level.'),
      result('https://blog.example.net/k2'),
    ]);
    const { hits, isReachable } = await search.findSources(readMessage('How high is K2?'));
    expect(isReachable).toBe(true);
    expect(hits.map((hit) => hit.sourceUrl)).toEqual([
      'https://www.bbc.co.uk/k2',
      'https://peaks.example.org/k2',
      'https://gone.example.com/k2',
      'https://blog.example.net/k2',
    ]);
    const [bbc, peaks, gone, blog] = hits;
    expect(bbc).toMatchObject({ kind: 'web', title: 'K2', sourceName: 'bbc.co.uk' });
    expect(bbc?.excerpt).toContain('K2 is 8,611 metres high');
    // The BBC's own tier (0.9) plus another site saying the same; the snippet says less.
    expect(bbc?.reliability).toBe(0.94);
    expect(peaks?.reliability).toBe(0.64);
    // A page that could not be read is its snippet.
    expect(gone).toMatchObject({ content: 'K2 stands 8,611 metres above sea level.' });
    // Says nothing the others say: no agreement.
    expect(blog?.reliability).toBe(0.6);
    expect(warnings).toEqual(['a search result page could not be read']);
  });

  it('reports an engine that cannot be asked, with no sources', async () => {
    const warnings: string[] = [];
    const search = createWebSearchService({
      engine: { name: 'Stand-in', search: () => Promise.reject(new Error('connection refused')) },
      pages: { fetch: () => Promise.reject(new Error('not used')) },
      maxPages: 3,
      searchTimeoutMs: 1000,
      pageTimeoutMs: 1000,
      logger: { warn: (_details, message) => warnings.push(message) },
    });
    await expect(search.findSources(readMessage('How high is K2?'))).resolves.toEqual({
      hits: [],
      isReachable: false,
    });
    expect(warnings).toEqual(['the web search failed; answering without it']);
  });
});

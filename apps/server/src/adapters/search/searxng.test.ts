import { describe, expect, it } from 'vitest';
import { FetchRefusedError } from '../../net';
import { createSearxngSearch } from './searxng';
import { WebSearchUnavailableError } from './web-search';

function fetcherAnswering(body: string | Error) {
  const urls: string[] = [];
  return {
    urls,
    fetch: (url: string | URL) => {
      urls.push(String(url));
      if (body instanceof Error) return Promise.reject(body);
      return Promise.resolve({
        url: String(url),
        status: 200,
        contentType: 'application/json',
        text: body,
      });
    },
  };
}

describe('SearXNG search', () => {
  it('asks the JSON API and keeps http(s) results once each, in order', async () => {
    const fetcher = fetcherAnswering(
      JSON.stringify({
        results: [
          {
            url: 'https://a.example/1',
            title: ' First ',
            content: ' One. ',
            publishedDate: '2026-11-01T10:00:00',
          },
          { url: 'javascript:alert(1)', title: 'Script' },
          { url: 'https://a.example/1', title: 'Again' },
          { url: 'http://b.example/2', title: '', content: null },
        ],
      }),
    );
    const search = createSearxngSearch({ baseUrl: 'http://127.0.0.1:8888/searx', fetcher });
    const results = await search.search('how tall is K2?', { category: 'news', limit: 5 });
    const asked = new URL(fetcher.urls[0] ?? '');
    expect(asked.pathname).toBe('/searx/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'how tall is K2?',
      format: 'json',
      categories: 'news',
    });
    expect(results).toEqual([
      {
        title: 'First',
        url: 'https://a.example/1',
        snippet: 'One.',
        publishedAt: new Date('2026-11-01T10:00:00').toISOString(),
      },
      { title: 'http://b.example/2', url: 'http://b.example/2', snippet: '' },
    ]);
  });

  it('fails as unavailable when the instance cannot be asked or sends no results', async () => {
    const refused = fetcherAnswering(new FetchRefusedError('status', 'answered 403'));
    const notJson = fetcherAnswering('<h1>403 Forbidden</h1>');
    const wrongShape = fetcherAnswering('{"answers": []}');
    for (const fetcher of [refused, notJson, wrongShape]) {
      const search = createSearxngSearch({ baseUrl: 'http://127.0.0.1:8888', fetcher });
      await expect(search.search('anything')).rejects.toBeInstanceOf(WebSearchUnavailableError);
    }
  });
});

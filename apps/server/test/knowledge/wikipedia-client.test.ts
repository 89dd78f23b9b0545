import { AppError } from '@polymath/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWikipediaUserAgent,
  createWikipediaClient,
  type WikipediaClient,
} from '../../src/adapters/wikipedia/wikipedia.client';
import { WAGGLE_DANCE } from '../fixtures/wikipedia/wikipedia-articles';
import { type FakeWikipedia, startFakeWikipedia } from '../peers/fake-wikipedia';

const PHOTOSYNTHESIS = {
  title: 'Photosynthesis',
  extract:
    'Photosynthesis is a system of biological processes by which plants convert light into chemical energy.\n\nThe process releases oxygen.',
  categories: ['Photosynthesis', 'Plant physiology'],
  hiddenCategories: ['Featured articles'],
};
const MERCURY = {
  title: 'Mercury',
  extract: 'Mercury may refer to a planet, an element or a god.',
  disambiguation: true,
};
const MERCURY_PLANET = {
  title: 'Mercury (planet)',
  extract: 'Mercury is the first planet from the Sun.',
  categories: ['Planets of the Solar System'],
};

function expectUpstreamFailure(error: unknown, message: RegExp) {
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('UPSTREAM_FAILED');
  expect((error as AppError).message).toMatch(message);
}

describe('Wikipedia client', () => {
  let peer: FakeWikipedia;
  let client: WikipediaClient;
  const userAgent = buildWikipediaUserAgent('1.2.3', 'help@example.org');

  beforeAll(async () => {
    peer = await startFakeWikipedia({ articles: [PHOTOSYNTHESIS, MERCURY, MERCURY_PLANET] });
    client = createWikipediaClient({ baseUrl: peer.baseUrl, timeoutMs: 500, userAgent });
  });
  afterEach(() => {
    peer.setDelay(0);
    peer.setFailure(null);
    peer.requests.length = 0;
  });
  afterAll(async () => {
    await peer.close();
  });

  it('reads the introduction of a sectioned article, or the whole of it', async () => {
    peer.articles.push(WAGGLE_DANCE);
    try {
      const intro = await client.getArticle('Waggle dance', { introOnly: true });
      expect(intro!.extract).toMatch(/translated the meaning of the waggle dance\.$/);
      const whole = await client.getArticle('Waggle dance');
      expect(whole!.extract).toContain('== Description ==');
      expect(whole!.extract).toContain('tricosane and pentacosane');
    } finally {
      peer.articles.pop();
    }
  });

  it('finds articles by any of several phrases, as CirrusSearch does', async () => {
    const found = await client.lookup('"first planet" OR photosynthesis', { limit: 3 });
    expect(found.map((article) => article.title).sort()).toEqual([
      'Mercury (planet)',
      'Photosynthesis',
    ]);
    expect(await client.lookup('"planet first"')).toEqual([]);
  });

  it('names the product, its version and a contact in the user agent', () => {
    expect(userAgent).toBe('Polymath/1.2.3 (self-hosted; help@example.org)');
  });

  it('searches titles and sends the user agent with the Action API parameters', async () => {
    const results = await client.search('photosynthesis', { limit: 2 });
    expect(results).toEqual([
      expect.objectContaining({ title: 'Photosynthesis', pageId: 1 }) as unknown,
    ]);
    expect(peer.requests).toHaveLength(1);
    const [request] = peer.requests;
    expect(request!.userAgent).toBe(userAgent);
    expect(request!.path).toBe('/w/api.php');
    expect(request!.params).toMatchObject({
      action: 'query',
      list: 'search',
      srsearch: 'photosynthesis',
      srlimit: '2',
      format: 'json',
      formatversion: '2',
    });
  });

  it('reads a whole article as plain text with its URL and categories', async () => {
    const article = await client.getArticle('Photosynthesis');
    expect(article).toEqual({
      pageId: 1,
      title: 'Photosynthesis',
      extract: PHOTOSYNTHESIS.extract,
      url: `${peer.baseUrl}/wiki/Photosynthesis`,
      categories: ['Photosynthesis', 'Plant physiology'],
      maintenanceCategories: ['Featured articles'],
      length: PHOTOSYNTHESIS.extract.length * 3,
    });
    expect(peer.requests[0]!.params).toMatchObject({ explaintext: '1', redirects: '1' });
  });

  it('answers null for a missing page and for a disambiguation page', async () => {
    expect(await client.getArticle('No such thing')).toBeNull();
    expect(await client.getArticle('Mercury')).toBeNull();
  });

  it('looks a topic up in one request, best first, without disambiguation pages', async () => {
    const articles = await client.lookup('mercury');
    expect(articles.map((article) => article.title)).toEqual(['Mercury (planet)']);
    const photosynthesis = await client.lookup('photosynthesis');
    expect(photosynthesis[0]!.extract).toBe(
      'Photosynthesis is a system of biological processes by which plants convert light into chemical energy.',
    );
    expect(peer.requests).toHaveLength(2);
    expect(peer.requests[0]!.params).toMatchObject({ generator: 'search', exintro: '1' });
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await client.lookup('quantum chromodynamics')).toEqual([]);
    expect(await client.search('quantum chromodynamics')).toEqual([]);
  });

  it('fails with UPSTREAM_FAILED when Wikipedia is slower than the timeout', async () => {
    peer.setDelay(2_000);
    const started = Date.now();
    const error: unknown = await client.lookup('photosynthesis').catch((e: unknown) => e);
    expectUpstreamFailure(error, /did not answer within 500 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('fails with UPSTREAM_FAILED on a server error', async () => {
    peer.setFailure(500);
    const error: unknown = await client.search('photosynthesis').catch((e: unknown) => e);
    expectUpstreamFailure(error, /answered 500/);
  });

  it('fails with UPSTREAM_FAILED when the answer is not JSON', async () => {
    peer.setFailure(200);
    const error: unknown = await client.lookup('photosynthesis').catch((e: unknown) => e);
    expectUpstreamFailure(error, /not JSON/);
  });

  it('fails with UPSTREAM_FAILED, keeping the cause, when nothing listens', async () => {
    const offline = createWikipediaClient({
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
      userAgent,
    });
    const error: unknown = await offline.search('photosynthesis').catch((e: unknown) => e);
    expectUpstreamFailure(error, /could not be reached/);
    expect((error as AppError).cause).toBeDefined();
  });

  it('passes the caller’s own abort through instead of reporting a failure', async () => {
    peer.setDelay(1_000);
    const controller = new AbortController();
    const pending = client.search('photosynthesis', { signal: controller.signal });
    controller.abort(new Error('stopped by the user'));
    await expect(pending).rejects.toThrow('stopped by the user');
  });
});

import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, CHAT, ChatResponseSchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher, type SafeFetcher } from '../src/net';
import { buildTestApp, captureLogs, type TestApp } from './build-test-app';
import { askChat } from './chat-client';
import { type FakeSearxng, startFakeSearxng } from './peers/fake-searxng';
import { answer, redirectTo, startWebPeer, type WebPeer } from './peers/web-peer';

const page = (title: string, ...paragraphs: string[]) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav>Home | Shop</nav>
  <article><h1>${title}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</article>
  <footer>Cookie settings</footer></body></html>`;

const PARK = page(
  'Kilimanjaro National Park',
  'Kilimanjaro National Park protects the mountain and the forests around it, in northern Tanzania.',
  'Mount Kilimanjaro rises 5,895 metres above sea level, which makes it the highest mountain in Africa.',
  'The park charges a daily conservation fee, and every climber must go with a licensed guide.',
);
const PEAKS = page(
  'The great peaks of Africa',
  'Mount Kilimanjaro stands 5,895 metres tall and is the highest free-standing mountain on Earth.',
  'Mount Kenya, the second highest in Africa, reaches 5,199 metres.',
);
const GUIDE = page(
  'Climbing Kilimanjaro: a guide',
  'Most climbers take six to eight days to reach Uhuru Peak, the summit of Mount Kilimanjaro.',
  'At 5,895 metres, Uhuru Peak is the highest point of Kilimanjaro and of the whole of Africa.',
);

describe('questions answered from web search results', () => {
  let searxng: FakeSearxng;
  let pages: WebPeer;
  /** An address on the server's own network that no search result may reach. */
  let internal: WebPeer;
  let pageFetcher: SafeFetcher;
  let t: TestApp;
  const logs = captureLogs();
  const guest = { [ANONYMOUS_ID_HEADER]: randomUUID() };

  beforeAll(async () => {
    searxng = await startFakeSearxng();
    internal = await startWebPeer({ '/secret': answer('text/html', page('Secret', 'Secret.')) });
    pages = await startWebPeer({
      '/park': answer('text/html; charset=utf-8', PARK),
      '/peaks': answer('text/html', PEAKS),
      '/guide': answer('text/html', GUIDE),
      '/to-internal': redirectTo(`${internal.origin}/secret`),
      '/huge': answer(
        'text/html',
        `<html><body><p>${'Kilimanjaro '.repeat(300_000)}</p></body></html>`,
      ),
      '/slow': (_request, response) => {
        const timer = setTimeout(() => response.writeHead(200).end(PARK), 20_000);
        response.on('close', () => clearTimeout(timer));
      },
    });
    // The stand-in web is on 127.0.0.1, so the test's page fetcher trusts its origin, and only it.
    // The app closes it.
    pageFetcher = createSafeFetcher({ trustedOrigins: [pages.origin] });
    const result = (path: string, title: string, content: string) => ({
      url: `${pages.origin}${path}`,
      title,
      content,
    });
    searxng.answer('kilimanjaro', [
      result('/slow', 'Kilimanjaro, slowly', 'A page that never finishes.'),
      result('/park', 'Kilimanjaro National Park', 'Kilimanjaro National Park, Tanzania.'),
      result('/to-internal', 'Kilimanjaro facts', 'Facts about Kilimanjaro.'),
      {
        url: `${searxng.baseUrl}/search?q=secret&format=json`,
        title: 'Kilimanjaro search',
        content: 'Kilimanjaro results.',
      },
      result('/peaks', 'The great peaks of Africa', 'Kilimanjaro and Mount Kenya.'),
      result('/huge', 'Kilimanjaro, at length', 'Everything about Kilimanjaro.'),
      result('/guide', 'Climbing Kilimanjaro', 'How to climb Kilimanjaro.'),
    ]);
    t = await buildTestApp({
      logger: logs.logger,
      pageFetcher,
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        // Nothing but the web answers: the encyclopedia is a closed port.
        WIKIPEDIA_BASE_URL: 'http://127.0.0.1:9',
        WIKIPEDIA_TIMEOUT_MS: '4000',
        // Trusted as a configured service, with no second variable; vouching for the internal
        // origin lets the engine redirect there, never a result page.
        SEARXNG_URL: searxng.baseUrl,
        FETCH_TRUSTED_ORIGINS: internal.origin,
        WEB_SEARCH_PAGES: '7',
        // The only feed is missing: news comes from the engine's news category.
        NEWS_FEEDS: `tech=${searxng.baseUrl}/feeds/missing`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([searxng.close(), pages.close(), internal.close()]);
  });

  const ask = (message: string) => askChat(t.app, message, guest);

  it('answers from the pages it read, with three sources whose excerpts hold the answer', async () => {
    const reply = await ask('How tall is Mount Kilimanjaro?');
    expect(searxng.queries).toContain('How tall is Mount Kilimanjaro?');
    expect(reply.message).toContain('5,895 metres');
    expect(reply.sources).toHaveLength(CHAT.maxSources);
    const readable = ['/park', '/peaks', '/guide'].map((path) => `${pages.origin}${path}`);
    for (const source of reply.sources) {
      expect(readable.some((url) => source.source.endsWith(`(${url})`))).toBe(true);
      expect(source.content.length).toBeLessThanOrEqual(CHAT.sourceExcerptChars);
      expect(source.content).toContain('5,895 metres');
    }
    // The lead source's excerpt is the sentence the answer leads with, word for word.
    const lead = reply.sources[0]?.content.replace(/…$/, '') ?? '';
    expect(reply.message.replace(/ \[\d\]/g, '')).toContain(lead.split('. ')[0]);
    // Pages of an unknown site: supported, but no higher than the sites can be trusted.
    expect(reply.verification.confidence).toBeGreaterThanOrEqual(0.5);
    expect(reply.verification.confidence).toBeLessThanOrEqual(
      Math.max(...reply.sources.map((source) => source.reliability)),
    );
    expect(reply.message).not.toMatch(/Cookie|Home \| Shop/);
  });

  it('leaves out the slow page, the huge one and every address on the server’s network', async () => {
    await ask('What is the height of Kilimanjaro?');
    expect(internal.requests).toEqual([]);
    expect(internal.connectionCount).toBe(0);
    expect(searxng.queries.some((query) => query.includes('secret'))).toBe(false);
    const failures = logs.lines.filter(
      (line) => line.msg === 'a search result page could not be read',
    );
    const reasonOf = (path: string) =>
      failures.find((line) => String(line.url).endsWith(path))?.reason;
    expect(reasonOf('/to-internal')).toBe('address');
    expect(reasonOf('/search?q=secret&format=json')).toBe('address');
    expect(reasonOf('/huge')).toBe('too-large');
    expect(['timeout', 'aborted']).toContain(reasonOf('/slow'));
  });

  it('adds the engine’s news results to a news question, each with its link', async () => {
    const story = {
      url: 'https://news.example.org/chips',
      title: 'A new open chip design is released',
      content: 'Engineers published the full design.',
      publishedDate: new Date(Date.now() - 20 * 60_000).toISOString(),
    };
    searxng.answer('latest in tech', [story]);
    const reply = await ask("What's the latest in tech?");
    expect(searxng.categories.at(-1)).toBe('news');
    expect(reply.message).toContain(`[${story.title}](${story.url})`);
    expect(reply.message).toContain('news.example.org, 20 minutes ago');
  });

  it('does not search the web for arithmetic, dates or greetings', async () => {
    const before = searxng.queries.length;
    await ask('What is 15% of 240?');
    await ask("What is today's date?");
    await ask('Hello!');
    expect(searxng.queries.length).toBe(before);
  });

  it('says in the user’s words that the web found nothing, without naming settings', async () => {
    const reply = await ask('Who painted the ceiling of the Sistine Chapel?');
    expect(reply.message).not.toMatch(/SEARXNG|AI_BASE_URL|operator|environment/i);
    expect(reply.sources).toEqual([]);
  });
});

describe('questions when the search engine cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: 'http://127.0.0.1:9',
        SEARXNG_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => t.close());

  it('says it cannot reach the web right now, in the user’s words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: 'Who won the 2026 Tour de France?' },
    });
    const reply = ChatResponseSchema.parse(response.json());
    expect(reply.message).toMatch(/^I can't reach the web from this server right now/);
    expect(reply.message).not.toMatch(/SEARXNG|AI_BASE_URL|operator/i);
  });
});

describe('search results on the addresses of configured services, with the app’s own page fetcher', () => {
  let searxng: FakeSearxng;
  /** A feed bridge beside the server, and an origin the operator vouched for. */
  let bridge: WebPeer;
  let vouched: WebPeer;
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    searxng = await startFakeSearxng();
    bridge = await startWebPeer({
      '/feed': answer('text/html', page('Feed', 'Kilimanjaro feed.')),
    });
    vouched = await startWebPeer({ '/admin': answer('text/html', page('Admin', 'Kilimanjaro.')) });
    searxng.answer('kilimanjaro', [
      { url: `${searxng.baseUrl}/search?q=secret&format=json`, title: 'Kilimanjaro', content: '' },
      { url: `${bridge.origin}/feed`, title: 'Kilimanjaro feed', content: 'Kilimanjaro.' },
      { url: `${vouched.origin}/admin`, title: 'Kilimanjaro admin', content: 'Kilimanjaro.' },
    ]);
    // No page fetcher given: the one buildApp makes, which must trust none of these.
    t = await buildTestApp({
      logger: logs.logger,
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: 'http://127.0.0.1:9',
        SEARXNG_URL: searxng.baseUrl,
        NEWS_FEEDS: `tech=${bridge.origin}/feed`,
        FETCH_TRUSTED_ORIGINS: vouched.origin,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([searxng.close(), bridge.close(), vouched.close()]);
  });

  it('reads none of them: trust is for the server’s own requests to its services', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: 'How tall is Mount Kilimanjaro?' },
    });
    expect(response.statusCode).toBe(200);
    expect(searxng.queries).toEqual(['How tall is Mount Kilimanjaro?']);
    expect(bridge.requests).toEqual([]);
    expect(vouched.connectionCount).toBe(0);
    const refused = logs.lines
      .filter((line) => line.msg === 'a search result page could not be read')
      .map((line) => [line.url, line.reason]);
    expect(refused).toEqual([
      [`${searxng.baseUrl}/search?q=secret&format=json`, 'address'],
      [`${bridge.origin}/feed`, 'address'],
      [`${vouched.origin}/admin`, 'address'],
    ]);
  });
});

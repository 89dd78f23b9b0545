import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ANONYMOUS_ID_HEADER,
  ConfiguredServicesResponseSchema,
  ErrorBodySchema,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '../src/net';
import { newAdmin, type Party, sendAs } from './attacks/support/parties';
import { buildTestApp, captureLogs, databases, type TestApp } from './build-test-app';
import { askChat } from './chat-client';
import { type FakeNewsFeeds, startFakeNewsFeeds } from './peers/fake-news-feeds';
import { type FakeSearxng, startFakeSearxng } from './peers/fake-searxng';
import { type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';
import { answer, startWebPeer, type WebPeer } from './peers/web-peer';

/*
 * The usual self-hosted set-up: SearXNG, a feed bridge and a wiki mirror in containers beside
 * Polymath, on private addresses (here 127.0.0.1), configured by their variables alone. The
 * server's own requests reach them; nothing a user or a search result names does.
 */

const ADMIN_EMAIL = 'operator@example.org';
const CHIP = {
  title: 'A new open chip design is released',
  summary: 'Full design.',
  minutesAgo: 10,
};
const PHOTOSYNTHESIS = {
  title: 'Photosynthesis',
  extract:
    'Photosynthesis is a system of biological processes by which plants convert light energy into chemical energy.',
  categories: ['Plant physiology'],
};
const PARK_PAGE = `<!doctype html><html><head><title>Kilimanjaro National Park</title></head><body>
  <article><h1>Kilimanjaro National Park</h1><p>Mount Kilimanjaro rises 5,895 metres above sea level, the highest mountain in Africa.</p></article></body></html>`;

/** A server that redirects every request to `location`. */
async function startRedirector(location: string) {
  const server = createServer((_request, response) => {
    response.writeHead(302, { location }).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

describe.each(databases)('services configured on private addresses ($kind)', (factory) => {
  let searxng: FakeSearxng;
  let feeds: FakeNewsFeeds;
  let wiki: FakeWikipedia;
  /** The public web as far as this test goes: the page fetcher trusts it and nothing else. */
  let web: WebPeer;
  /** An address on the server's network that nothing a user or a result names may reach. */
  let internal: WebPeer;
  let t: TestApp;
  let admin: Party;
  const logs = captureLogs();
  const guest = { [ANONYMOUS_ID_HEADER]: randomUUID() };

  beforeAll(async () => {
    [searxng, feeds, wiki, web, internal] = await Promise.all([
      startFakeSearxng(),
      startFakeNewsFeeds({ gadgets: { format: 'atom', title: 'Stand-in Tech', stories: [CHIP] } }),
      startFakeWikipedia({ articles: [PHOTOSYNTHESIS] }),
      startWebPeer({ '/park': answer('text/html', PARK_PAGE) }),
      startWebPeer({ '/secret': answer('text/html', '<p>Kilimanjaro secret.</p>') }),
    ]);
    searxng.answer('kilimanjaro', [
      { url: `${web.origin}/park`, title: 'Kilimanjaro National Park', content: 'The park.' },
      { url: `${internal.origin}/secret`, title: 'Kilimanjaro secret', content: 'Secret.' },
      // Results on the origins of configured services: trusted for the server's own requests only.
      { url: `${searxng.baseUrl}/search?q=secret&format=json`, title: 'Kilimanjaro', content: '' },
      { url: feeds.feedUrl('gadgets'), title: 'Kilimanjaro feed', content: 'A feed.' },
    ]);
    t = await buildTestApp({
      database: factory,
      logger: logs.logger,
      pageFetcher: createSafeFetcher({ trustedOrigins: [web.origin] }),
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        SEARXNG_URL: searxng.baseUrl,
        NEWS_FEEDS: `tech=${feeds.feedUrl('gadgets')}`,
        WIKIPEDIA_BASE_URL: wiki.baseUrl,
        FETCH_TRUSTED_ORIGINS: undefined,
        ADMIN_EMAILS: ADMIN_EMAIL,
      },
    });
    admin = await newAdmin(t.app, t.database, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([searxng, feeds, wiki, web, internal].map((peer) => peer?.close()));
  });

  const ask = (message: string) => askChat(t.app, message, guest);

  it('answers a news question from the feed of NEWS_FEEDS', async () => {
    const reply = await ask("What's the latest in tech?");
    expect(reply.message).toContain(`[${CHIP.title}](${feeds.storyUrl(CHIP)})`);
  });

  it('answers from the wiki of WIKIPEDIA_BASE_URL', async () => {
    const reply = await ask('What is photosynthesis?');
    expect(reply.message).toContain('convert light energy into chemical energy');
    expect(wiki.requests.length).toBeGreaterThan(0);
  });

  it('searches the SearXNG of SEARXNG_URL, and reads no result on a private address', async () => {
    const reply = await ask('How tall is Mount Kilimanjaro?');
    expect(searxng.queries).toContain('How tall is Mount Kilimanjaro?');
    expect(reply.message).toContain('5,895 metres');
    expect(internal.requests).toEqual([]);
    expect(internal.connectionCount).toBe(0);
    expect(searxng.queries.some((query) => query.includes('secret'))).toBe(false);
    const refused = logs.lines
      .filter((line) => line.msg === 'a search result page could not be read')
      .map((line) => [line.url, line.reason]);
    expect(refused).toEqual(
      expect.arrayContaining([
        [`${internal.origin}/secret`, 'address'],
        [`${searxng.baseUrl}/search?q=secret&format=json`, 'address'],
        [feeds.feedUrl('gadgets'), 'address'],
      ]),
    );
  });

  it('refuses a link a user sends to a configured service', async () => {
    const before = { queries: searxng.queries.length, feeds: feeds.requests.length };
    for (const documentUrl of [
      `${searxng.baseUrl}/search?q=secret&format=json`,
      feeds.feedUrl('gadgets'),
      `${wiki.baseUrl}/w/api.php?action=query&format=json`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analyze-google-doc',
        headers: guest,
        payload: { documentUrl },
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error).toContain('public web addresses only');
    }
    expect(searxng.queries).toHaveLength(before.queries);
    expect(feeds.requests).toHaveLength(before.feeds);
  });

  it('shows an admin that each configured service answers', async () => {
    const response = await sendAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/services/check',
    });
    expect(response.statusCode).toBe(200);
    const { services } = ConfiguredServicesResponseSchema.parse(response.json());
    expect(
      services.map(({ name, variable, address, state, problem }) => [
        name,
        variable,
        address,
        state,
        problem,
      ]),
    ).toEqual([
      ['SearXNG', 'SEARXNG_URL', searxng.baseUrl, 'answers', null],
      ['News feed (tech)', 'NEWS_FEEDS', feeds.baseUrl, 'answers', null],
      ['Wikipedia', 'WIKIPEDIA_BASE_URL', wiki.baseUrl, 'answers', null],
    ]);
  });
});

describe('a configured service that redirects elsewhere', () => {
  let internal: WebPeer;
  let wiki: Awaited<ReturnType<typeof startRedirector>>;
  let feed: Awaited<ReturnType<typeof startRedirector>>;
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    internal = await startWebPeer({ '/secret': answer('application/json', '{"query":{}}') });
    wiki = await startRedirector(`${internal.origin}/secret`);
    feed = await startRedirector(`${internal.origin}/secret`);
    t = await buildTestApp({
      logger: logs.logger,
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: wiki.baseUrl,
        NEWS_FEEDS: `tech=${feed.baseUrl}/feed`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([internal.close(), wiki.close(), feed.close()]);
  });

  it('is not followed to another private address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: "What's the latest in tech? And what is photosynthesis?" },
    });
    expect(response.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: 'What is photosynthesis?' },
    });
    expect(internal.requests).toEqual([]);
    expect(internal.connectionCount).toBe(0);
    const feedFailure = logs.lines.find((line) => line.msg === 'a news feed could not be read');
    expect(String(feedFailure?.err)).toMatch(/loopback/);
  });
});

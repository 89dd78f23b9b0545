import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for news publishers: a real HTTP server on 127.0.0.1 serving RSS 2.0 and Atom
 * feeds the test writes, each story's page at its link, and a document that is not a feed. Only
 * Node's built-ins, so the end-to-end suite can start it too.
 */

export interface FakeStory {
  title: string;
  /** Plain text or HTML, as feeds carry it. */
  summary: string;
  /** How long before the request the story was published. */
  minutesAgo: number;
  /** Path of the story's page on this server (a slug of the title when omitted). */
  path?: string;
}

export interface FakeFeed {
  format: 'rss' | 'atom';
  /** The publication's name (the feed's title). */
  title: string;
  stories: FakeStory[];
}

export interface FakeNewsFeeds {
  baseUrl: string;
  /** The URL of the feed served at `/feeds/<name>`. */
  feedUrl(name: string): string;
  /** A story's page URL as its feed links it. */
  storyUrl(story: FakeStory): string;
  /** The paths requested, oldest first. */
  requests: string[];
  feeds: Record<string, FakeFeed>;
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function rss(feed: FakeFeed, baseUrl: string, now: number): string {
  const items = feed.stories.map(
    (
      story,
    ) => `<item><title>${escapeXml(story.title)}</title><link>${baseUrl}${pathOf(story)}</link>
<description>${escapeXml(story.summary)}</description>
<pubDate>${new Date(now - story.minutesAgo * 60_000).toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(feed.title)}</title>
<link>${baseUrl}/</link><description>Stand-in feed</description>${items.join('\n')}</channel></rss>`;
}

function atom(feed: FakeFeed, baseUrl: string, now: number): string {
  const entries = feed.stories.map(
    (
      story,
    ) => `<entry><title>${escapeXml(story.title)}</title><link href="${baseUrl}${pathOf(story)}"/>
<id>${baseUrl}${pathOf(story)}</id><updated>${new Date(now - story.minutesAgo * 60_000).toISOString()}</updated>
<summary type="html">${escapeXml(story.summary)}</summary></entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeXml(feed.title)}</title>
<id>${baseUrl}/</id><updated>${new Date(now).toISOString()}</updated>${entries.join('\n')}</feed>`;
}

const pathOf = (story: FakeStory) => story.path ?? `/stories/${slugOf(story.title)}`;

/** Starts the stand-in with `feeds` by name (served at /feeds/<name>); `/feeds/not-a-feed` is HTML. */
export async function startFakeNewsFeeds(feeds: Record<string, FakeFeed>): Promise<FakeNewsFeeds> {
  const requests: string[] = [];
  let baseUrl = '';
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(path);
    const name = path.startsWith('/feeds/') ? path.slice('/feeds/'.length) : undefined;
    const feed = name ? feeds[name] : undefined;
    if (feed) {
      const body =
        feed.format === 'rss' ? rss(feed, baseUrl, Date.now()) : atom(feed, baseUrl, Date.now());
      response.writeHead(200, {
        'content-type':
          feed.format === 'rss'
            ? 'application/rss+xml; charset=utf-8'
            : 'application/atom+xml; charset=utf-8',
      });
      response.end(body);
      return;
    }
    const story = Object.values(feeds)
      .flatMap((each) => each.stories)
      .find((each) => pathOf(each) === path);
    if (story || name === 'not-a-feed') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>${escapeXml(story?.title ?? 'Not a feed')}</title><p>${escapeXml(story?.summary ?? 'Just a page.')}</p>`,
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    feedUrl: (name) => `${baseUrl}/feeds/${name}`,
    storyUrl: (story) => `${baseUrl}${pathOf(story)}`,
    requests,
    feeds,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

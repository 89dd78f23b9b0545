import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, CHAT, ChatResponseSchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, captureLogs, type TestApp } from './build-test-app';
import { askChat } from './chat-client';
import { type FakeNewsFeeds, startFakeNewsFeeds } from './peers/fake-news-feeds';

const BRIDGE = {
  title: 'Harbour bridge reopens after two years of repairs',
  summary: '<p>The harbour bridge reopened to traffic on Monday &amp; cyclists.</p>',
  minutesAgo: 90,
};
const COUNCIL = {
  title: 'Council approves the new budget',
  summary: 'A vote of 31 to 12.',
  minutesAgo: 30,
};
const OLD = {
  title: 'Last week in review',
  summary: 'Everything from last week.',
  minutesAgo: 60 * 30,
};
const CHIP = {
  title: 'A new open chip design is released',
  summary: 'Engineers published the full design.',
  minutesAgo: 10,
};

describe('news questions and Live Events answered from feeds', () => {
  let feeds: FakeNewsFeeds;
  let t: TestApp;
  const logs = captureLogs();
  const guest = { [ANONYMOUS_ID_HEADER]: randomUUID() };

  beforeAll(async () => {
    feeds = await startFakeNewsFeeds({
      wire: { format: 'rss', title: 'Stand-in Wire', stories: [COUNCIL, BRIDGE, OLD] },
      gadgets: { format: 'atom', title: 'Stand-in Tech', stories: [CHIP] },
    });
    t = await buildTestApp({
      logger: logs.logger,
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        // Nothing but the feeds answers: the encyclopedia is a closed port.
        WIKIPEDIA_BASE_URL: 'http://127.0.0.1:9',
        NEWS_FEEDS: [
          `breaking=${feeds.feedUrl('wire')}`,
          `breaking=${feeds.feedUrl('not-a-feed')}`,
          `general=${feeds.feedUrl('wire')}`,
          `tech=${feeds.feedUrl('gadgets')}`,
        ].join(','),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  const ask = (message: string, extra: object = {}) => askChat(t.app, message, guest, extra);

  it('answers the Breaking News tile with the headlines, links and ages, newest first', async () => {
    const answer = await ask('What are the latest breaking news headlines right now?');
    const council = answer.message.indexOf(`[${COUNCIL.title}](${feeds.storyUrl(COUNCIL)})`);
    const bridge = answer.message.indexOf(`[${BRIDGE.title}](${feeds.storyUrl(BRIDGE)})`);
    expect(council).toBeGreaterThan(-1);
    expect(bridge).toBeGreaterThan(council);
    expect(answer.message).toContain('Stand-in Wire, 30 minutes ago');
    expect(answer.message).toContain(
      'The harbour bridge reopened to traffic on Monday & cyclists.',
    );
    expect(answer.message).not.toContain(CHIP.title);
    // The sources are headlines the answer lists, each with its link.
    const listed = [COUNCIL, BRIDGE].map((story) => `${story.title} (${feeds.storyUrl(story)})`);
    expect(answer.sources.length).toBeGreaterThan(0);
    for (const source of answer.sources) expect(listed).toContain(source.source);
    for (const source of answer.sources) {
      expect(source.content.length).toBeLessThanOrEqual(CHAT.sourceExcerptChars);
    }
  });

  it('answers a typed technology question from the Atom feed', async () => {
    const answer = await ask("what's the latest in tech?");
    expect(answer.message).toContain(`[${CHIP.title}](${feeds.storyUrl(CHIP)})`);
    expect(answer.message).toContain('Stand-in Tech, 10 minutes ago');
  });

  it('keeps the last 24 hours to stories of the last 24 hours', async () => {
    const answer = await ask('What were the most important news events of the last 24 hours?');
    expect(answer.message).toContain(COUNCIL.title);
    expect(answer.message).not.toContain(OLD.title);
  });

  it('reads each feed once while it is fresh, and logs the one that is not a feed', async () => {
    const reads = () => feeds.requests.filter((path) => path === '/feeds/wire').length;
    const before = reads();
    await ask('Give me a short overview of the main news stories of the day.');
    await ask('What are the latest breaking news headlines right now?');
    expect(reads()).toBe(before);
    expect(
      logs.lines.some(
        (line) =>
          line.msg === 'a news feed could not be read' &&
          line.feedUrl === feeds.feedUrl('not-a-feed'),
      ),
    ).toBe(true);
  });

  it('says local news needs a shared location, and uses it when shared', async () => {
    const withoutPlace = await ask('What is happening in the news near me today?');
    expect(withoutPlace.message).toMatch(/^You haven't shared your location/);
    const withPlace = await ask('What is happening in the news near me today?', {
      locationData: {
        latitude: 59.9,
        longitude: 10.7,
        accuracy: 50,
        city: 'Oslo',
        country: 'Norway',
      },
    });
    expect(withPlace.message).toMatch(/^I found no stories about Oslo in the news feeds right now/);
  });
});

describe('news questions when no feed can be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: 'http://127.0.0.1:9',
        NEWS_FEEDS: 'breaking=http://127.0.0.1:9/feed.rss',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says so in the user’s words, without naming any setting', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: 'What are the latest breaking news headlines right now?' },
    });
    const answer = ChatResponseSchema.parse(response.json());
    expect(answer.message).toMatch(/^I can't reach the news feeds from this server right now/);
    expect(answer.message).not.toMatch(/[A-Z]+_[A-Z]+/);
  });
});

describe('trending news', () => {
  const SHARED_TITLE = 'Storm closes the northern coast road for two days';
  let feeds: FakeNewsFeeds;
  let t: TestApp;

  beforeAll(async () => {
    // The storm is carried by two publications (one with another headline wording); the newest
    // story by only one.
    feeds = await startFakeNewsFeeds({
      first: {
        format: 'rss',
        title: 'First Paper',
        stories: [
          { title: 'Local bakery wins a national prize', summary: 'Bread.', minutesAgo: 5 },
          { title: SHARED_TITLE, summary: 'Heavy rain and wind.', minutesAgo: 60 },
        ],
      },
      second: {
        format: 'atom',
        title: 'Second Paper',
        stories: [
          {
            title: 'Northern coast road closed by storm for two days',
            summary: 'Drivers are asked to use the inland route.',
            minutesAgo: 50,
            path: '/second/storm',
          },
        ],
      },
    });
    t = await buildTestApp({
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: 'http://127.0.0.1:9',
        NEWS_FEEDS: `general=${feeds.feedUrl('first')},world=${feeds.feedUrl('second')}`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  it('lists first the story most publications carry, though another is newer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: 'What is trending in the news today?' },
    });
    const { message } = ChatResponseSchema.parse(response.json());
    const storm = message.search(/coast road/i);
    const bakery = message.indexOf('Local bakery wins a national prize');
    expect(storm).toBeGreaterThan(-1);
    expect(bakery).toBeGreaterThan(storm);
  });
});

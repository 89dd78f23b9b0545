import { createHash } from 'node:crypto';
import type { CalendarEvent, CalendarFeedLink } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/limits/rate-limiter';
import { createCalendarFeedService } from '../../src/modules/productivity/calendar-feed.service';
import type { CalendarFeed } from '../../src/modules/productivity/formats/calendar-feed';
import { buildTestApp, captureLogs, databases, type TestApp } from '../build-test-app';
import { userCaller } from '../callers';
import {
  type Account,
  create,
  EVENTS,
  expectStatus,
  FEED,
  FEED_LINK,
  GUEST,
  newAccount,
  send,
} from './productivity-client';

const ORIGIN = 'https://polymath.example';
const DAY_MS = 86_400_000;

/** The path and query of a feed link, as a calendar app requests it. */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function keyOf(link: string): string {
  return new URL(link).searchParams.get('key') ?? '';
}

describe.each(databases)('productivity calendar feed ($kind)', (factory) => {
  let t: TestApp;
  let ada: Account;
  const logs = captureLogs();

  const readFeed = (path: string, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'GET', url: path, remoteAddress });
  const makeLink = async (account: Account) =>
    expectStatus<CalendarFeedLink>(await send(t.app, account, 'POST', FEED_LINK), 200);
  const eventAt = (account: Account, title: string, startTime: Date) =>
    create<CalendarEvent>(t.app, account, EVENTS, {
      title,
      startTime: startTime.toISOString(),
      endTime: new Date(startTime.getTime() + 3_600_000).toISOString(),
    });

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: { PUBLIC_BASE_URL: ORIGIN, LOG_LEVEL: 'info' },
      logger: logs.logger,
    });
    ada = await newAccount(t.app, 'Ada Lovelace');
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no link until one is made; the link is shown once, at the public address', async () => {
    expect(expectStatus(await send(t.app, ada, 'GET', FEED_LINK), 200)).toEqual({
      url: null,
      createdAt: null,
    });
    const link = await makeLink(ada);
    expect(link.url).toMatch(
      /^https:\/\/polymath\.example\/api\/productivity\/calendar\.ics\?key=[A-Za-z0-9_-]{43}$/,
    );
    expect(Date.parse(link.createdAt!)).not.toBeNaN();
    // Only the key's hash is kept: the address cannot be shown again.
    expect(expectStatus(await send(t.app, ada, 'GET', FEED_LINK), 200)).toEqual({
      url: null,
      createdAt: link.createdAt,
    });
  });

  it('answers the feed as text/calendar to anyone holding the link, no token needed', async () => {
    const link = await makeLink(ada);
    const response = await readFeed(pathOf(link.url!));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('BEGIN:VCALENDAR');
    expect(response.body).toContain('Polymath — Ada Lovelace');
  });

  it('holds only the owner’s events, never another user’s', async () => {
    const bea = await newAccount(t.app, 'Bea');
    await eventAt(bea, 'Bea’s private dentist appointment', new Date(Date.now() + DAY_MS));
    await eventAt(ada, 'Ada’s lecture', new Date(Date.now() + DAY_MS));
    const adaLink = await makeLink(ada);
    const beaLink = await makeLink(bea);
    const adaFeed = await readFeed(pathOf(adaLink.url!));
    expect(adaFeed.statusCode).toBe(200);
    expect(adaFeed.body).toContain('SUMMARY:Ada’s lecture\r\n');
    expect(adaFeed.body).not.toContain('dentist');
    const beaFeed = await readFeed(pathOf(beaLink.url!));
    expect(beaFeed.statusCode).toBe(200);
    expect(beaFeed.body).toContain('Polymath — Bea');
    expect(beaFeed.body).toContain('SUMMARY:Bea’s private dentist appointment\r\n');
    expect(beaFeed.body).not.toContain('lecture');
  });

  it('makes a new link on request: the old one answers 404, the new one works', async () => {
    const first = await makeLink(ada);
    const second = await makeLink(ada);
    expect(second.url).not.toBe(first.url);
    expect((await readFeed(pathOf(first.url!))).statusCode).toBe(404);
    expect((await readFeed(pathOf(second.url!))).statusCode).toBe(200);
  });

  it('turns the feed off: the link answers 404 and none is left', async () => {
    const link = await makeLink(ada);
    expect(expectStatus(await send(t.app, ada, 'DELETE', FEED_LINK), 200)).toEqual({
      url: null,
      createdAt: null,
    });
    expect((await readFeed(pathOf(link.url!))).statusCode).toBe(404);
    expect(expectStatus(await send(t.app, ada, 'GET', FEED_LINK), 200)).toMatchObject({
      createdAt: null,
    });
  });

  it("leaves another user's link alone: making or deleting one's own never touches it", async () => {
    const owner = await newAccount(t.app, 'Owner');
    const other = await newAccount(t.app, 'Other');
    const link = await makeLink(owner);
    await makeLink(other);
    expect((await send(t.app, other, 'DELETE', FEED_LINK)).statusCode).toBe(200);
    expect((await readFeed(pathOf(link.url!))).statusCode).toBe(200);
    expect(expectStatus(await send(t.app, owner, 'GET', FEED_LINK), 200)).toEqual({
      url: null,
      createdAt: link.createdAt,
    });
  });

  it('answers 401 without a key and 404 for a key no link has', async () => {
    const link = await makeLink(ada);
    const key = keyOf(link.url!);
    const missing = await readFeed(FEED);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await readFeed(`${FEED}?key=`)).statusCode).toBe(401);
    for (const wrong of [
      'x'.repeat(43),
      createHash('sha256').update(key).digest('hex'),
      key.toUpperCase(),
      `${key}x`,
      'k'.repeat(5_000),
    ]) {
      const response = await readFeed(`${FEED}?key=${encodeURIComponent(wrong)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses guests on the feed link routes', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await send(t.app, GUEST, method, FEED_LINK)).statusCode).toBe(401);
    }
  });

  it('never writes a key to the request log', async () => {
    const link = await makeLink(ada);
    const key = keyOf(link.url!);
    await readFeed(pathOf(link.url!));
    await readFeed(`${FEED}?key=${encodeURIComponent('not-a-real-key-but-secret-looking')}`);
    const logged = JSON.stringify(logs.lines);
    expect(logged).toContain('calendar.ics?key=[redacted]');
    expect(logged).not.toContain(key);
    expect(logged).not.toContain('not-a-real-key-but-secret-looking');
  });

  it('serves each address a limited number of feed requests an hour, even in a burst', async () => {
    const link = await makeLink(ada);
    const answers = await Promise.all(
      Array.from({ length: 130 }, () => readFeed(pathOf(link.url!), '10.2.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // Another address is counted on its own.
    expect((await readFeed(pathOf(link.url!), '10.2.0.2')).statusCode).toBe(200);
  });

  it('puts the last 90 days and the next year of the owner’s events in the feed', async () => {
    const cem = await newAccount(t.app, 'Cem');
    const now = new Date('2026-06-01T12:00:00.000Z');
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    await eventAt(cem, 'too old', at(-92));
    await eventAt(cem, 'last spring', at(-89));
    await eventAt(cem, 'tomorrow', at(1));
    await eventAt(cem, 'next spring', at(300));
    await eventAt(cem, 'too far', at(367));
    const dee = await newAccount(t.app, 'Dee');
    await eventAt(dee, 'someone else’s', at(1));

    const rendered: CalendarFeed[] = [];
    const feed = createCalendarFeedService({
      db: t.database.db,
      rates: createRateLimiter(t.database.db),
      now: () => now,
      render: (calendar) => {
        rendered.push(calendar);
        return 'rendered';
      },
    });
    const link = await feed.createLink(userCaller(cem.id), ORIGIN);
    const text = await feed.read({ key: keyOf(link.url!), address: '10.3.0.1', origin: ORIGIN });
    expect(text).toBe('rendered');
    expect(rendered).toHaveLength(1);
    expect(rendered[0]).toMatchObject({ name: 'Polymath — Cem', domain: 'polymath.example' });
    expect(rendered[0]!.events.map((event) => event.title)).toEqual([
      'last spring',
      'tomorrow',
      'next spring',
    ]);
  });
});

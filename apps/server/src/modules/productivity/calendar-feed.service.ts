import { createHash, randomBytes } from 'node:crypto';
import { AppError, CALENDAR_FEED_PATH, type CalendarFeedLink } from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import type { RateLimiter } from '../../limits/rate-limiter';
import {
  deleteFeedKey,
  findFeedKey,
  findFeedOwner,
  replaceFeedKey,
} from './calendar-feed.repository';
import { listEventsBetween } from './calendar.repository';
import type { Queryable } from './productivity-rows.repository';
import { type CalendarFeed, calendarFeed } from './formats/calendar-feed';

/** What the feed holds: the last 90 days and the year ahead. */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;
/** Feed requests per client address an hour: calendar apps poll every few minutes at most. */
const FEED_REQUESTS_PER_HOUR = 120;
/** A key is 32 bytes in base64url (43 characters); far longer text is not hashed. */
const KEY_MAX_CHARS = 200;

/**
 * The calendar feed: a secret link per user that other calendar apps subscribe to. The link's key
 * is 32 random bytes; only its SHA-256 is kept, so the address is shown once, when it is made.
 */
export interface CalendarFeedService {
  /** Whether the user has a link, and since when (its address is not kept: `url` is null). */
  getLink(caller: UserCaller): Promise<CalendarFeedLink>;
  /** Makes a new link under `origin` (the server's public address); the old one stops working. */
  createLink(caller: UserCaller, origin: string): Promise<CalendarFeedLink>;
  /** Turns the feed off. */
  deleteLink(caller: UserCaller): Promise<CalendarFeedLink>;
  /**
   * Turns the user's feed off within `db` (a transaction of the auth module's): whoever proves the
   * account's address takes it back without the links anyone else made.
   */
  forgetSecretsOf(db: Queryable, userId: string): Promise<void>;
  /**
   * The iCalendar text of the feed a key opens: 401 without a key, 404 for a key no user has,
   * 429 past the requests one address may make.
   */
  read(request: { key: string | undefined; address: string; origin: string }): Promise<string>;
}

function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function createCalendarFeedService(deps: {
  db: Database;
  rates: Pick<RateLimiter, 'take'>;
  now?: () => Date;
  /** Writes the iCalendar text; formats/calendar-feed by default. */
  render?: (feed: CalendarFeed) => string;
}): CalendarFeedService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const render = deps.render ?? calendarFeed;
  const noLink: CalendarFeedLink = { url: null, createdAt: null };

  return {
    async getLink(caller) {
      const stored = await findFeedKey(db, caller.user.id);
      return stored ? { url: null, createdAt: stored.createdAt.toISOString() } : noLink;
    },

    async createLink(caller, origin) {
      const key = randomBytes(32).toString('base64url');
      const stored = await replaceFeedKey(db, caller.user.id, hashOf(key));
      const url = new URL(CALENDAR_FEED_PATH, origin);
      url.searchParams.set('key', key);
      return { url: url.toString(), createdAt: stored.createdAt.toISOString() };
    },

    async deleteLink(caller) {
      await deleteFeedKey(db, caller.user.id);
      return noLink;
    },

    forgetSecretsOf: deleteFeedKey,

    async read({ key, address, origin }) {
      if (!key) {
        throw new AppError('UNAUTHENTICATED', {
          message: 'The calendar feed needs the key of its link.',
        });
      }
      const isAllowed = await deps.rates.take([
        {
          key: `calendar-feed:address:${address}`,
          limit: FEED_REQUESTS_PER_HOUR,
          windowSeconds: 3600,
        },
      ]);
      if (!isAllowed) {
        throw new AppError('RATE_LIMITED', {
          message: 'Too many calendar feed requests from this address. Please try again later.',
        });
      }
      const owner = key.length <= KEY_MAX_CHARS ? await findFeedOwner(db, hashOf(key)) : undefined;
      if (!owner) {
        throw new AppError('NOT_FOUND', {
          message: 'No calendar feed has this link: it was replaced or turned off.',
        });
      }
      const at = now().getTime();
      const events = await listEventsBetween(db, owner.userId, {
        start: new Date(at - FEED_DAYS_BACK * DAY_MS),
        end: new Date(at + FEED_DAYS_AHEAD * DAY_MS),
      });
      return render({
        name: `Polymath — ${owner.name}`,
        domain: new URL(origin).hostname,
        events,
      });
    },
  };
}

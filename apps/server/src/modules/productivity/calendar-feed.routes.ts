import { CALENDAR_FEED_PATH } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientNetworkOf } from '../../identity/client-network';
import type { CalendarFeedService } from './calendar-feed.service';
import type { OriginOf } from './calendar.routes';

/** The feed's query: the key of the link (any text is taken; an unknown one answers 404). */
export const CalendarFeedQuerySchema = z.object({ key: z.string().optional() });

/**
 * GET /api/productivity/calendar.ics?key=…: the user's events as iCalendar, for other calendar
 * apps. Registered by hand, since it answers text/calendar rather than JSON; the key alone opens
 * it (calendar apps send no bearer token). The request log writes the key redacted (logger.ts).
 */
export function registerCalendarFeedRoute(
  app: FastifyInstance,
  deps: { feed: CalendarFeedService; originOf: OriginOf },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    CALENDAR_FEED_PATH,
    {
      schema: {
        summary: 'The calendar feed (iCalendar) a feed link opens',
        tags: ['productivity'],
        querystring: CalendarFeedQuerySchema,
      },
    },
    async (request, reply) => {
      const text = await deps.feed.read({
        key: request.query.key,
        address: clientNetworkOf(request.ip),
        origin: deps.originOf(request),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
}

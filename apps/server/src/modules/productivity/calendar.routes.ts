import {
  createCalendarEventContract,
  createCalendarFeedLinkContract,
  deleteCalendarEventContract,
  deleteCalendarFeedLinkContract,
  getCalendarFeedLinkContract,
  listCalendarEventsContract,
  updateCalendarEventContract,
} from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../identity/caller';
import type { CalendarFeedService } from './calendar-feed.service';
import type { CalendarService } from './calendar.service';

const tags = ['productivity'];

/** Where users reach the server: PUBLIC_BASE_URL, else the address this request came to. */
export type OriginOf = (request: FastifyRequest) => string;

/** The signed-in user's calendar events and feed link (401 for guests). */
export function registerCalendarRoutes(
  app: FastifyInstance,
  deps: { calendar: CalendarService; feed: CalendarFeedService; originOf: OriginOf },
): void {
  const { calendar, feed } = deps;

  routeFromContract(
    app,
    listCalendarEventsContract,
    async (request) => ({
      events: await calendar.listBetween(requireUser(request.caller), request.query),
    }),
    { tags },
  );
  routeFromContract(
    app,
    createCalendarEventContract,
    async (request) => ({
      event: await calendar.create(requireUser(request.caller), request.body),
    }),
    { tags, status: 201 },
  );
  routeFromContract(
    app,
    updateCalendarEventContract,
    async (request) => ({
      event: await calendar.update(requireUser(request.caller), request.params.id, request.body),
    }),
    { tags },
  );
  routeFromContract(
    app,
    deleteCalendarEventContract,
    async (request) => {
      await calendar.remove(requireUser(request.caller), request.params.id);
      return { success: true as const };
    },
    { tags },
  );

  routeFromContract(
    app,
    getCalendarFeedLinkContract,
    (request) => feed.getLink(requireUser(request.caller)),
    { tags },
  );
  routeFromContract(
    app,
    createCalendarFeedLinkContract,
    (request) => feed.createLink(requireUser(request.caller), deps.originOf(request)),
    { tags },
  );
  routeFromContract(
    app,
    deleteCalendarFeedLinkContract,
    (request) => feed.deleteLink(requireUser(request.caller)),
    { tags },
  );
}

import type { CalendarEvent } from '@polymath/shared';

/** The calendar a feed describes. */
export interface CalendarFeed {
  /** The calendar's name in other apps, e.g. "Polymath — Ada Lovelace". */
  name: string;
  /** The host name the events' UIDs are made unique with. */
  domain: string;
  events: CalendarEvent[];
}

/** An iCalendar (RFC 5545) document of the events, for other calendar apps to subscribe to. */
export function calendarFeed(feed: CalendarFeed): string {
  // Placeholder until the serializer lands.
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', `X-WR-CALNAME:${feed.name}`, 'END:VCALENDAR'].join(
    '\r\n',
  );
}

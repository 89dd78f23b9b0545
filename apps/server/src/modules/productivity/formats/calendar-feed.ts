import ical, { ICalAlarmType, escape } from 'ical-generator';
import type { CalendarEvent, TaskPriority } from '@polymath/shared';

/** The calendar a feed describes. */
export interface CalendarFeed {
  /** The calendar's name in other apps, e.g. "Polymath — Ada Lovelace". */
  name: string;
  /** The host name the events' UIDs are made unique with. */
  domain: string;
  events: CalendarEvent[];
}

/** RFC 5545 PRIORITY: 1 is the highest, 9 the lowest, 5 the middle ("medium"). */
const ICAL_PRIORITY: Record<TaskPriority, number> = { urgent: 1, high: 3, medium: 5, low: 9 };

/**
 * An iCalendar (RFC 5545) document of the events, for other calendar apps to subscribe to: one
 * VEVENT per event (UID `<id>@<domain>`, times in UTC), with a display alarm `reminderMinutes`
 * before the start unless that is 0. Lines end in CRLF and are folded at 75 octets; text is
 * escaped, so no field can end its property or event early.
 */
export function calendarFeed(feed: CalendarFeed): string {
  const calendar = ical({
    prodId: { company: 'Polymath', product: 'Calendar', language: 'EN' },
    // ical-generator writes the calendar's name as given (it escapes event text only).
    name: escape(feed.name, false),
  });
  for (const event of feed.events) {
    const revised = event.updatedAt ?? event.createdAt;
    calendar.createEvent({
      id: `${event.id}@${feed.domain}`,
      // Without a METHOD, DTSTAMP is the time the event was last revised (RFC 5545 3.8.7.2).
      stamp: new Date(revised ?? Date.now()),
      start: new Date(event.startTime),
      end: new Date(event.endTime),
      summary: event.title,
      description: event.description || null,
      location: event.location || null,
      categories: [{ name: event.eventType }],
      priority: ICAL_PRIORITY[event.priority],
      lastModified: event.updatedAt ? new Date(event.updatedAt) : null,
      alarms:
        event.reminderMinutes > 0
          ? [
              {
                type: ICalAlarmType.display,
                triggerBefore: event.reminderMinutes * 60,
                description: event.title,
              },
            ]
          : [],
    });
  }
  // Every content line ends in CRLF (RFC 5545 3.1), the last one too; ical-generator stops short.
  return `${calendar.toString()}\r\n`;
}

import { CALENDAR, type CalendarEvent } from '@polymath/shared';
import type { GridDay } from './month-grid';

/** A window of time to ask the server for events in, as ISO timestamps. */
export interface TimeWindow {
  start: string;
  end: string;
}

/** The local calendar day of a moment, as ISO `YYYY-MM-DD`. */
export function localDateOf(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

/** Local midnight at the start of an ISO `YYYY-MM-DD` day, `offsetDays` later. */
export function startOfLocalDay(date: string, offsetDays = 0): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + offsetDays);
}

/**
 * The Upcoming Events window (001 §7, §9): from the start of the day CALENDAR.fetchDaysBack days
 * ago to the end of the day CALENDAR.fetchDaysAhead days ahead. Whole days, so the window (and the
 * query it keys) stays the same all day.
 */
export function upcomingWindow(today: string): TimeWindow {
  return {
    start: startOfLocalDay(today, -CALENDAR.fetchDaysBack).toISOString(),
    end: startOfLocalDay(today, CALENDAR.fetchDaysAhead + 1).toISOString(),
  };
}

/** The window of the month grid: its first day's start to its last day's end. */
export function gridWindow(days: readonly GridDay[]): TimeWindow {
  const first = days[0]?.date ?? localDateOf(new Date());
  const last = days.at(-1)?.date ?? first;
  return {
    start: startOfLocalDay(first).toISOString(),
    end: startOfLocalDay(last, 1).toISOString(),
  };
}

/** Whether an event takes up part of a local day (an event ending at midnight does not run into the next). */
export function isOnDay(
  event: Pick<CalendarEvent, 'startTime' | 'endTime'>,
  date: string,
): boolean {
  const dayStart = startOfLocalDay(date).getTime();
  const dayEnd = startOfLocalDay(date, 1).getTime();
  const start = Date.parse(event.startTime);
  const end = Date.parse(event.endTime);
  return start < dayEnd && (end > dayStart || (end === start && start >= dayStart));
}

/** The events of each day of the grid, keyed by `YYYY-MM-DD`, each day's list in start order. */
export function eventsByDay(
  events: readonly CalendarEvent[],
  days: readonly GridDay[],
): Map<string, CalendarEvent[]> {
  const sorted = [...events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  const byDay = new Map<string, CalendarEvent[]>();
  for (const day of days) {
    const onDay = sorted.filter((event) => isOnDay(event, day.date));
    if (onDay.length > 0) byDay.set(day.date, onDay);
  }
  return byDay;
}

/** The events of several lists once each (the grid's and Upcoming's windows overlap), in start order. */
export function mergeEvents(...lists: (readonly CalendarEvent[] | undefined)[]): CalendarEvent[] {
  const byId = new Map<string, CalendarEvent>();
  for (const list of lists) for (const event of list ?? []) byId.set(event.id, event);
  return [...byId.values()].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** How the productivity tools show days and times: in the browser's language and time zone. */

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
const fullDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' });
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });

function localDayOf(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** A calendar day (`YYYY-MM-DD`) or a moment, as a day: a due date, a deadline. */
export function formatDay(value: string): string {
  return dayFormat.format(/^\d{4}-\d{2}-\d{2}$/.test(value) ? localDayOf(value) : new Date(value));
}

/** A moment with its day and time. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** An event's time: 'Mar 1, 2025, 9:00 AM – 10:00 AM', the end's day repeated only when it differs. */
export function formatTimeRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const isSameDay = start.toDateString() === end.toDateString();
  return `${dateTimeFormat.format(start)} – ${(isSameDay ? timeFormat : dateTimeFormat).format(end)}`;
}

/** The grid's heading: 'March 2025'. */
export function formatMonth(year: number, month: number): string {
  return monthFormat.format(new Date(year, month, 1));
}

/** A day of the grid for screen readers: 'Saturday, March 1, 2025'. */
export function formatFullDay(date: string): string {
  return fullDayFormat.format(localDayOf(date));
}

/** The short weekday names in grid order, from the week's first day (0 = Sunday). */
export function weekdayNames(weekStartsOn: number): string[] {
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, index) =>
    weekdayFormat.format(Date.UTC(1970, 0, 4 + ((weekStartsOn + index) % 7))),
  );
}

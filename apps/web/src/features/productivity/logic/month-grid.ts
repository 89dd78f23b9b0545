import { CALENDAR } from '@polymath/shared';

/** One day of the month grid, as the calendar shows it. */
export interface GridDay {
  /** The day as ISO `YYYY-MM-DD`: the key events are grouped by. */
  date: string;
  dayOfMonth: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** False for the days of the months before and after, which fill the first and last weeks. */
  isInMonth: boolean;
}

const DAY_MS = 86_400_000;

function isoDateOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The calendar's quick view (001 §9): CALENDAR.quickViewDays (42) days, six whole weeks, starting
 * on the `weekStartsOn` weekday (0 = Sunday) on or before the first of the month. `month` counts
 * from 0 for January, as Date does, and rolls over the same way (12 is January of the next year).
 * Days are counted in UTC, so no time zone or daylight-saving change can skip or repeat one.
 */
export function monthGrid(year: number, month: number, weekStartsOn = 0): GridDay[] {
  const firstOfMonth = Date.UTC(year, month, 1);
  const shownMonth = new Date(firstOfMonth).getUTCMonth();
  const daysBefore = (new Date(firstOfMonth).getUTCDay() - weekStartsOn + 7) % 7;
  const gridStart = firstOfMonth - daysBefore * DAY_MS;
  return Array.from({ length: CALENDAR.quickViewDays }, (_, index) => {
    const time = gridStart + index * DAY_MS;
    const day = new Date(time);
    return {
      date: isoDateOf(time),
      dayOfMonth: day.getUTCDate(),
      weekday: day.getUTCDay(),
      isInMonth: day.getUTCMonth() === shownMonth,
    };
  });
}

/** The first day of the week where the browser's language puts it (Sunday when it cannot say). */
export function weekStartOfLocale(language = navigator.language): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
    // Intl counts 1 = Monday … 7 = Sunday.
    return firstDay === undefined ? 0 : firstDay % 7;
  } catch {
    return 0;
  }
}

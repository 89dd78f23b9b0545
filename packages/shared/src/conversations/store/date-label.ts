/** How a date label is worked out: the current time, the language, and the user's time zone. */
export interface DateLabelOptions {
  now?: Date;
  /** A BCP 47 language tag for the time and date, e.g. 'en-GB'; the runtime's when unset. */
  locale?: string;
  /** An IANA zone deciding what "today" is; the runtime's when unset. */
  timeZone?: string;
}

const DAYS_IN_A_WEEK = 7;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter made once per language and options: making one costs far more than formatting with
 * it (the first takes milliseconds in a browser), and a list labels every row.
 */
function formatterOf(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar day of a moment in the zone, as a day number, so days can be subtracted. */
function dayNumber(date: Date, timeZone: string | undefined): number {
  const parts = formatterOf('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / MS_PER_DAY;
}

/**
 * The conversations sidebar's date label (001 §2): the time if today ('14:05'), 'Yesterday',
 * 'N days ago' under 7 days, otherwise the full date. Days are calendar days in the time zone, so
 * 23:50 yesterday is 'Yesterday' even ten minutes later. A time in the future (a skewed clock)
 * counts as today.
 */
export function formatConversationDate(timestamp: string, options: DateLabelOptions = {}): string {
  const { now = new Date(), locale, timeZone } = options;
  const date = new Date(timestamp);
  const daysAgo = dayNumber(now, timeZone) - dayNumber(date, timeZone);
  if (daysAgo <= 0) {
    return formatterOf(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
  }
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo < DAYS_IN_A_WEEK) return `${daysAgo} days ago`;
  return formatterOf(locale, { dateStyle: 'long', timeZone }).format(date);
}

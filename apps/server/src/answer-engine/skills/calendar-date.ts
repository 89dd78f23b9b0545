/** A day on the calendar, independent of any time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;
/** The months' names in lower case, January first. */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const HOLIDAYS: Record<string, Omit<CalendarDate, 'year'>> = {
  christmas: { month: 12, day: 25 },
  'christmas day': { month: 12, day: 25 },
  "new year's day": { month: 1, day: 1 },
  "new year's": { month: 1, day: 1 },
  'new year': { month: 1, day: 1 },
  "new year's eve": { month: 12, day: 31 },
  halloween: { month: 10, day: 31 },
  "valentine's day": { month: 2, day: 14 },
};

/** Holiday names as they are written, for echoing a question's own words back. */
const HOLIDAY_NAMES = [
  'Christmas Day',
  'Christmas',
  "New Year's Eve",
  "New Year's Day",
  "New Year's",
  'New Year',
  'Halloween',
  "Valentine's Day",
];

/**
 * A date as the user typed it (lower-cased by the reading), in its proper case: "christmas 2026"
 * -> "Christmas 2026", "25 december" -> "25 December", "new year's eve" -> "New Year's Eve".
 */
export function properCaseDateText(text: string): string {
  let result = text;
  for (const name of HOLIDAY_NAMES) {
    const pattern = new RegExp(`\\b${name.replace(/'/g, "['’]")}\\b`, 'gi');
    result = result.replace(pattern, name);
  }
  result = result.replace(/\b[a-z]{3,9}\b/gi, (word) => {
    const month = monthNumber(word);
    const full = month ? MONTHS[month - 1] : undefined;
    // A month's name or its abbreviation ("dec"), never a word that merely starts like one.
    const isMonth = full !== undefined && (full === word.toLowerCase() || word.length === 3);
    return isMonth ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word;
  });
  return result.charAt(0).toUpperCase() + result.slice(1);
}

/** The calendar date of an instant as seen in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month'), day: read('day') };
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** The calendar date N days after another. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(toUtc(date) + days * MS_PER_DAY);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** "Friday, December 25, 2026". */
export function formatCalendarDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    dateStyle: 'full',
  }).format(new Date(toUtc(date)));
}

function toUtc(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function isValid(date: CalendarDate): boolean {
  const check = new Date(toUtc(date));
  return check.getUTCMonth() + 1 === date.month && check.getUTCDate() === date.day;
}

/** The month a name or its first three letters names, 1 to 12; null for anything else. */
export function monthNumber(name: string): number | null {
  const index = MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3)));
  return name.length >= 3 && index >= 0 ? index + 1 : null;
}

/**
 * Reads a date people type: "2026-12-25", "December 25", "Dec 25, 2027", "25 December", "christmas".
 * Without a year, the next occurrence on or after `today` is meant.
 */
export function parseCalendarDate(text: string, today: CalendarDate): CalendarDate | null {
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[?.!]+$/, '')
    .replace(/^the\s+/, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cleaned);
  if (iso) return validOrNull({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });

  let month: number | null = null;
  let day: number | null = null;
  let year: number | null = null;
  const monthFirst = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?$/.exec(cleaned);
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+([a-z]+)\.?(?:,?\s+(\d{4}))?$/.exec(
    cleaned,
  );
  const holiday = HOLIDAYS[cleaned.replace(/\s+(\d{4})$/, '')];
  if (monthFirst?.[1] && monthFirst[2]) {
    month = monthNumber(monthFirst[1]);
    day = Number(monthFirst[2]);
    year = monthFirst[3] ? Number(monthFirst[3]) : null;
  } else if (dayFirst?.[1] && dayFirst[2]) {
    month = monthNumber(dayFirst[2]);
    day = Number(dayFirst[1]);
    year = dayFirst[3] ? Number(dayFirst[3]) : null;
  } else if (holiday) {
    ({ month, day } = holiday);
    const yearMatch = /(\d{4})$/.exec(cleaned);
    year = yearMatch ? Number(yearMatch[1]) : null;
  }
  if (!month || !day) return null;
  if (year) return validOrNull({ year, month, day });
  const thisYear = { year: today.year, month, day };
  return validOrNull(
    daysBetween(today, thisYear) >= 0 ? thisYear : { ...thisYear, year: today.year + 1 },
  );
}

function validOrNull(date: CalendarDate): CalendarDate | null {
  return isValid(date) ? date : null;
}

import { readNow, readTimeZone } from '../../adapters/ai/polymath-context';
import type { CalendarDate } from './calendar-date';
import {
  addDays,
  calendarDateIn,
  daysBetween,
  formatCalendarDate,
  monthNumber,
  parseCalendarDate,
  properCaseDateText,
} from './calendar-date';
import type { Skill } from './skill';

const TODAY =
  /\b(what(?:'s| is)?\s+(?:the\s+)?date(?:\s+today)?|today'?s date|what day is (?:it|today)|which day is (?:it|today))\b|^what(?:'s| is) today$/;
const TIME =
  /\b(what time is it|what(?:'s| is) the (?:current )?time|current time|time (?:is it )?now)\b/;
const OFFSET =
  /\b(?:what (?:date|day) (?:is it|will it be|was it)\s+)?(?:in\s+)?(\d{1,5})\s+(days?|weeks?)\s*(from (?:now|today)|ago|later)?\b/;
const UNTIL = /\bhow many days (?:are )?(?:left )?(?:until|till|til|to|before)\s+(.+)$/;
const BETWEEN = /\b(?:how many )?days (?:are there )?between\s+(.+?)\s+and\s+(.+)$/;
const WEEKDAY_OF = /\bwhat day (?:of the week )?(?:is|was|will be|falls on)\s+(.+)$/;
const FROM_DATE = /\b(\d{1,5}) (days?|weeks?) (after|before|from) (?!now|today)(.+)$/;
const LEAP_YEAR = /\bis (\d{1,4}) a leap year\b/;
const DAYS_IN_MONTH = /\bhow many days (?:are )?(?:there )?in ([a-z]+)(?:,? (\d{4}))?$/;
const DAYS_PER_WEEK = 7;

function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[?!]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function plural(count: number, word: string): string {
  return `${count} ${word}${Math.abs(count) === 1 ? '' : 's'}`;
}

function answerDateQuestion(
  text: string,
  today: CalendarDate,
  zone: string,
  now: Date,
): string | null {
  const until = UNTIL.exec(text);
  if (until?.[1]) {
    const target = parseCalendarDate(until[1], today);
    if (!target) return null;
    const days = daysBetween(today, target);
    return `There are **${plural(days, 'day')}** until ${formatCalendarDate(target)} (counting from today, ${formatCalendarDate(today)}, ${zone}).`;
  }
  const between = BETWEEN.exec(text);
  if (between?.[1] && between[2]) {
    const second = parseCalendarDate(between[2], { ...today, month: 1, day: 1 });
    // "January 1 and March 1, 2024": the year written once is both dates'.
    const first = parseCalendarDate(between[1], { ...(second ?? today), month: 1, day: 1 });
    if (!first || !second) return null;
    const days = Math.abs(daysBetween(first, second));
    return `There are **${plural(days, 'day')}** between ${formatCalendarDate(first)} and ${formatCalendarDate(second)}.`;
  }
  const weekdayOf = WEEKDAY_OF.exec(text);
  if (weekdayOf?.[1] && !/^(it|today)$/.test(weekdayOf[1])) {
    const target = parseCalendarDate(weekdayOf[1], today);
    if (target) return `${properCaseDateText(weekdayOf[1])} is **${formatCalendarDate(target)}**.`;
  }
  const fromDate = FROM_DATE.exec(text);
  if (fromDate?.[1] && fromDate[2] && fromDate[4]) {
    const start = parseCalendarDate(fromDate[4], today);
    if (!start) return null;
    const unitDays = fromDate[2].startsWith('week') ? DAYS_PER_WEEK : 1;
    const sign = fromDate[3] === 'before' ? -1 : 1;
    const target = addDays(start, sign * Number(fromDate[1]) * unitDays);
    const span = plural(Number(fromDate[1]), fromDate[2].replace(/s$/, ''));
    return `${span} ${sign < 0 ? 'before' : 'after'} ${formatCalendarDate(start)} is **${formatCalendarDate(target)}**.`;
  }
  const calendarFact = answerCalendarFact(text, today);
  if (calendarFact) return calendarFact;
  const offset = OFFSET.exec(text);
  if (
    offset?.[1] &&
    offset[2] &&
    (offset[3] || /\bin \d/.test(text)) &&
    /\b(date|day|when)\b|from now|ago/.test(text)
  ) {
    const unitDays = offset[2].startsWith('week') ? DAYS_PER_WEEK : 1;
    const sign = offset[3] === 'ago' ? -1 : 1;
    const target = addDays(today, sign * Number(offset[1]) * unitDays);
    const span = plural(Number(offset[1]), offset[2].replace(/s$/, ''));
    return `${span} ${sign < 0 ? 'ago' : 'from today'} ${sign < 0 ? 'was' : 'is'} **${formatCalendarDate(target)}** (${zone}).`;
  }
  if (TIME.test(text)) {
    const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeStyle: 'short' }).format(
      now,
    );
    return `It is **${time}** on ${formatCalendarDate(today)} (${zone}).`;
  }
  // A date question with figures in it asks about another day: today's date would be wrong.
  if (TODAY.test(text) && !/\d/.test(text)) {
    return `Today is **${formatCalendarDate(today)}** (${zone}).`;
  }
  return null;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Leap years and the length of a month: "Is 2100 a leap year?", "How many days in February 2023?" */
function answerCalendarFact(text: string, today: CalendarDate): string | null {
  const leap = LEAP_YEAR.exec(text);
  if (leap?.[1]) {
    const year = Number(leap[1]);
    const rule =
      year % 400 === 0
        ? 'divisible by 400'
        : year % 100 === 0
          ? 'divisible by 100 but not by 400'
          : year % 4 === 0
            ? 'divisible by 4 and not by 100'
            : 'not divisible by 4';
    return `${year} ${isLeapYear(year) ? '**is** a leap year' : '**is not** a leap year'}: it is ${rule}.`;
  }
  const inMonth = DAYS_IN_MONTH.exec(text);
  const month = inMonth?.[1] ? monthNumber(inMonth[1]) : null;
  if (!inMonth || month === null) return null;
  const year = inMonth[2] ? Number(inMonth[2]) : today.year;
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const name = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1),
  );
  return `${name} ${year} has **${days} days**.`;
}

/** Dates and times: today's date, the time, weekdays, days until or between dates, N days from now. */
export const datesSkill: Skill = {
  name: 'dates',
  isComputed: true,
  answer({ question, context }) {
    const zone = readTimeZone(context);
    const now = readNow(context);
    return answerDateQuestion(normalise(question), calendarDateIn(now, zone), zone, now);
  },
};

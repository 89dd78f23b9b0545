import { readNow, readTimeZone } from '../../polymath-context';
import type { CalendarDate } from './calendar-date';
import {
  addDays,
  calendarDateIn,
  daysBetween,
  formatCalendarDate,
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
const BETWEEN = /\b(?:how many )?days between\s+(.+?)\s+and\s+(.+)$/;
const WEEKDAY_OF = /\bwhat day (?:of the week )?(?:is|was|will be|falls on)\s+(.+)$/;
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
    const first = parseCalendarDate(between[1], { ...today, month: 1, day: 1 });
    const second = parseCalendarDate(between[2], { ...today, month: 1, day: 1 });
    if (!first || !second) return null;
    const days = Math.abs(daysBetween(first, second));
    return `There are **${plural(days, 'day')}** between ${formatCalendarDate(first)} and ${formatCalendarDate(second)}.`;
  }
  const weekdayOf = WEEKDAY_OF.exec(text);
  if (weekdayOf?.[1] && !/^(it|today)$/.test(weekdayOf[1])) {
    const target = parseCalendarDate(weekdayOf[1], today);
    if (target) return `${properCaseDateText(weekdayOf[1])} is **${formatCalendarDate(target)}**.`;
  }
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
  if (TODAY.test(text)) return `Today is **${formatCalendarDate(today)}** (${zone}).`;
  return null;
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

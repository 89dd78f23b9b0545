import { describe, expect, it } from 'vitest';
import type { PolymathCallContext } from '../../adapters/ai/polymath-context';
import { datesSkill } from './dates';

// 23:30 UTC on Saturday 21 November 2026 is already Sunday the 22nd in Tokyo.
const now = '2026-11-21T23:30:00.000Z';
const ask = (question: string, context: Partial<PolymathCallContext> = {}) =>
  datesSkill.answer({ question, context: { sources: [], now, ...context } });

describe('dates skill', () => {
  it("gives today's date in UTC when no time zone is known", () => {
    expect(ask("What is today's date?")).toBe('Today is **Saturday, November 21, 2026** (UTC).');
  });

  it("gives today's date in the user's time zone", () => {
    expect(ask('What day is it today?', { timeZone: 'Asia/Tokyo' })).toBe(
      'Today is **Sunday, November 22, 2026** (Asia/Tokyo).',
    );
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(ask('what is the date', { timeZone: 'Mars/Olympus' })).toContain('(UTC)');
  });

  it('gives the current time in the zone', () => {
    expect(ask('What time is it?', { timeZone: 'Europe/Paris' })).toBe(
      'It is **12:30 AM** on Sunday, November 22, 2026 (Europe/Paris).',
    );
  });

  it('counts the days until a date', () => {
    expect(ask('How many days until Christmas?')).toContain(
      '**34 days** until Friday, December 25, 2026',
    );
    expect(ask('how many days until 2027-01-01')).toContain('**41 days**');
  });

  it('takes next year when the date has passed this year', () => {
    expect(ask('how many days until March 1')).toContain('Monday, March 1, 2027');
  });

  it('counts the days between two dates', () => {
    expect(ask('How many days between January 1, 2026 and March 1, 2026?')).toContain(
      '**59 days**',
    );
  });

  it('says what date it is N days from now', () => {
    expect(ask('What date is it 10 days from now?')).toBe(
      '10 days from today is **Tuesday, December 1, 2026** (UTC).',
    );
    expect(ask('what was the date 3 weeks ago')).toContain('**Saturday, October 31, 2026**');
  });

  it('says which weekday a date falls on', () => {
    expect(ask('What day of the week is July 4, 2027?')).toContain('**Sunday, July 4, 2027**');
  });

  it('leaves other questions alone', () => {
    expect(ask('What is the history of the calendar?')).toBeNull();
    expect(ask('What is 15% of 240?')).toBeNull();
  });

  it.each([
    ['What day is christmas 2026?', 'Christmas 2026 is **Friday, December 25, 2026**.'],
    [
      "what day of the week is new year's eve 2026",
      "New Year's Eve 2026 is **Thursday, December 31, 2026**.",
    ],
    ['what day is 25 december 2026', '25 December 2026 is **Friday, December 25, 2026**.'],
    ['what day is dec 3 2026', 'Dec 3 2026 is **Thursday, December 3, 2026**.'],
    ["what day is valentine's day 2027", "Valentine's Day 2027 is **Sunday, February 14, 2027**."],
  ])('echoes "%s" in its proper case', (question, answer) => {
    expect(ask(question)).toBe(answer);
  });

  it('counts from a given date, not from today', () => {
    expect(ask('What date is 100 days after January 1, 2025?')).toBe(
      '100 days after Wednesday, January 1, 2025 is **Friday, April 11, 2025**.',
    );
    expect(ask('What is 2 weeks before March 1, 2024?')).toContain('**Friday, February 16, 2024**');
  });

  it('reads a year written once for both dates of a span', () => {
    expect(ask('How many days are there between January 1, 2024 and March 1, 2024?')).toContain(
      '**60 days**',
    );
    expect(ask('How many days between January 1 and March 1, 2024?')).toBe(
      'There are **60 days** between Monday, January 1, 2024 and Friday, March 1, 2024.',
    );
  });

  it('knows leap years and the length of a month', () => {
    expect(ask('Is 2100 a leap year?')).toContain('**is not** a leap year');
    expect(ask('Is 2000 a leap year?')).toContain('**is** a leap year');
    expect(ask('How many days are in February 2024?')).toBe('February 2024 has **29 days**.');
  });

  it("does not answer a question about another day with today's date", () => {
    expect(ask('What date is the 3rd Monday of 2031?')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatConversationDate } from './date-label';

const now = new Date('2025-03-10T15:00:00.000Z');
const options = { now, locale: 'en-GB', timeZone: 'UTC' };

describe('formatConversationDate', () => {
  it('shows the time for today, in the given locale', () => {
    expect(formatConversationDate('2025-03-10T14:05:00.000Z', options)).toBe('14:05');
    expect(
      formatConversationDate('2025-03-10T14:05:00.000Z', { ...options, locale: 'en-US' }),
    ).toMatch(/^02:05\sPM$/);
  });

  it("shows 'Yesterday' for the day before, however few hours ago", () => {
    const justBeforeMidnight = { ...options, now: new Date('2025-03-10T00:10:00.000Z') };
    expect(formatConversationDate('2025-03-09T23:50:00.000Z', justBeforeMidnight)).toBe(
      'Yesterday',
    );
  });

  it("shows 'N days ago' from 2 to 6 days", () => {
    expect(formatConversationDate('2025-03-08T09:00:00.000Z', options)).toBe('2 days ago');
    expect(formatConversationDate('2025-03-04T09:00:00.000Z', options)).toBe('6 days ago');
  });

  it('shows the full date from 7 days on', () => {
    expect(formatConversationDate('2025-03-03T09:00:00.000Z', options)).toBe('3 March 2025');
  });

  it("decides 'today' in the user's time zone", () => {
    // 23:30 UTC on the 9th is already the 10th in Berlin.
    const berlin = { ...options, timeZone: 'Europe/Berlin' };
    expect(formatConversationDate('2025-03-09T23:30:00.000Z', berlin)).toBe('00:30');
    expect(formatConversationDate('2025-03-09T23:30:00.000Z', options)).toBe('Yesterday');
  });

  it('treats a time in the future as today', () => {
    expect(formatConversationDate('2025-03-11T08:00:00.000Z', options)).toBe('08:00');
  });

  it('makes each formatter once however many rows it labels', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    class CountingFormat extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    }
    Intl.DateTimeFormat = CountingFormat as typeof Intl.DateTimeFormat;
    try {
      const zoned = { ...options, timeZone: 'Asia/Tokyo' };
      for (let day = 1; day <= 28; day += 1) {
        formatConversationDate(`2025-02-${String(day).padStart(2, '0')}T09:00:00.000Z`, zoned);
      }
      formatConversationDate('2025-03-10T15:00:00.000Z', zoned);
    } finally {
      Intl.DateTimeFormat = Original;
    }
    // The day numbers' formatter, the full date's and the time's.
    expect(made).toBe(3);
  });
});

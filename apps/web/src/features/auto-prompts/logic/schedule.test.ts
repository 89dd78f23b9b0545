import { afterAll, describe, expect, it } from 'vitest';
import { fire, isDue, nextRunAt, nextRunLabel, type ScheduledPrompt } from './schedule';

// A zone with daylight saving time: Berlin springs forward on 29 March 2026 (02:00 → 03:00) and
// falls back on 25 October 2026 (03:00 → 02:00). Node applies a changed TZ at once; it is set as
// the file loads, before the suites below build their dates.
const previousZone = process.env.TZ;
process.env.TZ = 'Europe/Berlin';
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

/** A local wall-clock moment in the test zone. */
function local(year: number, month: number, day: number, hours: number, minutes = 0): Date {
  return new Date(year, month - 1, day, hours, minutes);
}

function prompt(overrides: Partial<ScheduledPrompt> = {}): ScheduledPrompt {
  return {
    triggerType: 'interval',
    triggerValue: '30',
    isActive: true,
    executionCount: 0,
    lastTriggered: null,
    createdAt: local(2026, 5, 4, 9, 0).toISOString(),
    ...overrides,
  };
}

describe('interval triggers', () => {
  it('counts the interval from the last firing', () => {
    const every30 = prompt({ lastTriggered: local(2026, 5, 4, 10, 0).toISOString() });
    expect(isDue(every30, local(2026, 5, 4, 10, 29))).toBe(false);
    expect(isDue(every30, local(2026, 5, 4, 10, 30))).toBe(true);
    expect(isDue(every30, local(2026, 5, 4, 13, 0))).toBe(true);
  });

  it('counts from the creation until the prompt first fires', () => {
    const fresh = prompt();
    expect(isDue(fresh, local(2026, 5, 4, 9, 10))).toBe(false);
    expect(isDue(fresh, local(2026, 5, 4, 9, 30))).toBe(true);
  });

  it('is due at once when stored without a creation time and never fired', () => {
    expect(isDue(prompt({ createdAt: undefined }), local(2026, 5, 4, 9, 0))).toBe(true);
  });

  it('measures elapsed time, not the wall clock, across a DST change', () => {
    // 01:30 + 60 minutes on the spring-forward night is 03:30 on the wall clock.
    const hourly = prompt({
      triggerValue: '60',
      lastTriggered: local(2026, 3, 29, 1, 30).toISOString(),
    });
    expect(isDue(hourly, local(2026, 3, 29, 3, 29))).toBe(false);
    expect(isDue(hourly, local(2026, 3, 29, 3, 30))).toBe(true);
  });
});

describe('daily time triggers', () => {
  const nineOClock = (overrides: Partial<ScheduledPrompt> = {}) =>
    prompt({ triggerType: 'time', triggerValue: '09:00', ...overrides });

  it('fires once a day, at or after the set time', () => {
    const firedYesterday = nineOClock({ lastTriggered: local(2026, 5, 4, 9, 0).toISOString() });
    expect(isDue(firedYesterday, local(2026, 5, 5, 8, 59))).toBe(false);
    expect(isDue(firedYesterday, local(2026, 5, 5, 9, 0))).toBe(true);
    const firedToday = fire(firedYesterday, local(2026, 5, 5, 9, 1));
    expect(isDue(firedToday, local(2026, 5, 5, 9, 2))).toBe(false);
    expect(isDue(firedToday, local(2026, 5, 5, 23, 59))).toBe(false);
    expect(isDue(firedToday, local(2026, 5, 6, 9, 0))).toBe(true);
  });

  it('does not fire again after midnight for a late time', () => {
    const late = prompt({
      triggerType: 'time',
      triggerValue: '23:30',
      lastTriggered: local(2026, 5, 4, 23, 30).toISOString(),
    });
    expect(isDue(late, local(2026, 5, 5, 0, 10))).toBe(false);
    expect(isDue(late, local(2026, 5, 5, 23, 29))).toBe(false);
    expect(isDue(late, local(2026, 5, 5, 23, 30))).toBe(true);
  });

  it('fires a missed time once when the app opens later that day', () => {
    const missedTwoDays = nineOClock({ lastTriggered: local(2026, 5, 2, 9, 0).toISOString() });
    const afternoon = local(2026, 5, 4, 14, 0);
    expect(isDue(missedTwoDays, afternoon)).toBe(true);
    expect(isDue(fire(missedTwoDays, afternoon), local(2026, 5, 4, 14, 1))).toBe(false);
  });

  it('first fires on the day after its creation when created after the time', () => {
    const createdAfternoon = nineOClock({ createdAt: local(2026, 5, 4, 15, 0).toISOString() });
    expect(isDue(createdAfternoon, local(2026, 5, 4, 15, 1))).toBe(false);
    expect(nextRunAt(createdAfternoon, local(2026, 5, 4, 15, 1))).toBe(
      local(2026, 5, 5, 9, 0).getTime(),
    );
    const createdMorning = nineOClock({ createdAt: local(2026, 5, 4, 7, 0).toISOString() });
    expect(isDue(createdMorning, local(2026, 5, 4, 9, 0))).toBe(true);
  });

  it('keeps the wall-clock time on the days the clocks change', () => {
    const firedSaturday = nineOClock({ lastTriggered: local(2026, 3, 28, 9, 0).toISOString() });
    // The spring-forward Sunday has 23 hours: 09:00 is still 09:00 local, 23 real hours later.
    expect(nextRunAt(firedSaturday, local(2026, 3, 29, 1, 0))).toBe(
      local(2026, 3, 29, 9, 0).getTime(),
    );
    expect(isDue(firedSaturday, local(2026, 3, 29, 8, 59))).toBe(false);
    expect(isDue(firedSaturday, local(2026, 3, 29, 9, 0))).toBe(true);

    // The fall-back Sunday has 25 hours.
    const firedOctober = nineOClock({ lastTriggered: local(2026, 10, 24, 9, 0).toISOString() });
    expect(isDue(firedOctober, local(2026, 10, 25, 8, 59))).toBe(false);
    expect(isDue(firedOctober, local(2026, 10, 25, 9, 0))).toBe(true);
  });

  it('fires a time the clocks skip once, just after the jump', () => {
    const twoThirty = prompt({
      triggerType: 'time',
      triggerValue: '02:30',
      lastTriggered: local(2026, 3, 28, 2, 30).toISOString(),
    });
    // 02:30 does not exist on 29 March; the first moment after the jump (03:30 CEST) takes it.
    expect(isDue(twoThirty, local(2026, 3, 29, 3, 0))).toBe(false);
    const justAfter = local(2026, 3, 29, 3, 30);
    expect(isDue(twoThirty, justAfter)).toBe(true);
    expect(isDue(fire(twoThirty, justAfter), local(2026, 3, 29, 23, 0))).toBe(false);
  });

  it('fires a time the clocks repeat only once', () => {
    const twoThirty = prompt({
      triggerType: 'time',
      triggerValue: '02:30',
      lastTriggered: local(2026, 10, 24, 2, 30).toISOString(),
    });
    // 02:30 happens twice on 25 October: first in summer time (00:30 UTC), then in winter time.
    const firstPass = new Date('2026-10-25T00:30:00Z');
    expect(isDue(twoThirty, firstPass)).toBe(true);
    const secondPass = new Date('2026-10-25T01:30:00Z');
    expect(isDue(fire(twoThirty, firstPass), secondPass)).toBe(false);
  });
});

describe('when prompts do not fire', () => {
  it('never fires a paused prompt', () => {
    const paused = prompt({ isActive: false, lastTriggered: local(2026, 5, 1, 9).toISOString() });
    expect(isDue(paused, local(2026, 5, 4, 9))).toBe(false);
    expect(nextRunAt(paused, local(2026, 5, 4, 9))).toBeNull();
  });

  it('stops at the maximum number of executions', () => {
    const twice = prompt({ maxExecutions: 2, createdAt: undefined });
    const first = fire(twice, local(2026, 5, 4, 9));
    expect(first).toMatchObject({ executionCount: 1, isActive: true });
    const second = fire(first, local(2026, 5, 4, 10));
    expect(second).toMatchObject({ executionCount: 2, isActive: false });
    expect(isDue({ ...second, isActive: true }, local(2026, 5, 5, 10))).toBe(false);
  });

  it('never schedules manual or condition prompts', () => {
    for (const triggerType of ['manual', 'condition'] as const) {
      expect(isDue(prompt({ triggerType, triggerValue: '' }), local(2026, 5, 9, 9))).toBe(false);
    }
  });
});

describe('fire', () => {
  it('counts the execution and records when it fired', () => {
    const now = local(2026, 5, 4, 11, 15);
    const fired = fire(prompt({ executionCount: 4 }), now);
    expect(fired.executionCount).toBe(5);
    expect(fired.lastTriggered).toBe(now.toISOString());
    expect(fired.isActive).toBe(true);
  });

  it('keeps a paused prompt paused when triggered by hand', () => {
    expect(fire(prompt({ isActive: false }), local(2026, 5, 4, 9)).isActive).toBe(false);
  });
});

describe('next-run labels', () => {
  const lastAt10 = { lastTriggered: local(2026, 5, 4, 10, 0).toISOString() };

  it('says Inactive for paused and finished prompts', () => {
    expect(nextRunLabel(prompt({ isActive: false }), local(2026, 5, 4, 9))).toBe('Inactive');
    expect(
      nextRunLabel(prompt({ executionCount: 3, maxExecutions: 3 }), local(2026, 5, 4, 9)),
    ).toBe('Inactive');
  });

  it('says Ready now when due', () => {
    expect(nextRunLabel(prompt(lastAt10), local(2026, 5, 4, 10, 30))).toBe('Ready now');
  });

  it('counts minutes below an hour, rounding up', () => {
    expect(nextRunLabel(prompt(lastAt10), local(2026, 5, 4, 10, 5))).toBe('in 25 min');
    const halfMinuteLeft = new Date(local(2026, 5, 4, 10, 30).getTime() - 30_000);
    expect(nextRunLabel(prompt(lastAt10), halfMinuteLeft)).toBe('in 1 min');
  });

  it('counts hours from an hour on', () => {
    const everyTwoHours = prompt({ ...lastAt10, triggerValue: '120' });
    expect(nextRunLabel(everyTwoHours, local(2026, 5, 4, 10, 0))).toBe('in 2 h');
    expect(nextRunLabel(everyTwoHours, local(2026, 5, 4, 11, 0))).toBe('in 1 h');
    const daily = prompt({ ...lastAt10, triggerType: 'time', triggerValue: '09:00' });
    expect(nextRunLabel(daily, local(2026, 5, 4, 21, 0))).toBe('in 12 h');
  });

  it('names prompts that only run when asked', () => {
    const now = local(2026, 5, 4, 9);
    expect(nextRunLabel(prompt({ triggerType: 'manual', triggerValue: '' }), now)).toBe(
      'Manual only',
    );
    expect(nextRunLabel(prompt({ triggerType: 'condition', triggerValue: '' }), now)).toBe(
      'On condition',
    );
  });
});

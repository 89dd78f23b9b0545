import { describe, expect, it } from 'vitest';
import { makeEvent } from '../testing/productivity-fixtures';
import { eventsByDay, isOnDay, localDateOf, mergeEvents, upcomingWindow } from './calendar-days';
import { monthGrid } from './month-grid';

const at = (day: number, hour: number, minute = 0) =>
  new Date(2025, 2, day, hour, minute).toISOString();

describe('calendar days', () => {
  it('gives the local day of a moment', () => {
    expect(localDateOf(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('spans Upcoming Events over whole days, 7 back and 30 ahead', () => {
    expect(upcomingWindow('2025-03-12')).toEqual({
      start: new Date(2025, 2, 5).toISOString(),
      end: new Date(2025, 3, 12).toISOString(),
    });
  });

  it('puts an event on each local day it takes part of', () => {
    const overnight = { startTime: at(14, 22), endTime: at(15, 2) };
    expect(isOnDay(overnight, '2025-03-14')).toBe(true);
    expect(isOnDay(overnight, '2025-03-15')).toBe(true);
    expect(isOnDay(overnight, '2025-03-16')).toBe(false);
    // Ending at midnight does not reach the next day; a moment-long event counts on its day.
    expect(isOnDay({ startTime: at(14, 23), endTime: at(15, 0) }, '2025-03-15')).toBe(false);
    expect(isOnDay({ startTime: at(15, 0), endTime: at(15, 0) }, '2025-03-15')).toBe(true);
  });

  it('groups the events of the grid by day, in start order, each once', () => {
    const late = makeEvent({ id: 'late', startTime: at(3, 15), endTime: at(3, 16) });
    const early = makeEvent({ id: 'early', startTime: at(3, 9), endTime: at(3, 10) });
    const merged = mergeEvents([late], [late, early]);
    expect(merged.map((event) => event.id)).toEqual(['early', 'late']);
    const byDay = eventsByDay(merged, monthGrid(2025, 2));
    expect(byDay.get('2025-03-03')?.map((event) => event.id)).toEqual(['early', 'late']);
    expect(byDay.size).toBe(1);
  });
});

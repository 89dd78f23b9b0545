import { describe, expect, it } from 'vitest';
import { monthGrid } from './month-grid';

const inMonth = (year: number, month: number) =>
  monthGrid(year, month).filter((day) => day.isInMonth);

describe('monthGrid', () => {
  it('gives six whole weeks: 42 consecutive days starting on the chosen weekday', () => {
    for (const weekStartsOn of [0, 1, 6]) {
      const days = monthGrid(2025, 4, weekStartsOn);
      expect(days).toHaveLength(42);
      expect(days[0]?.weekday).toBe(weekStartsOn);
      days.forEach((day, index) => {
        if (index === 0) return;
        const previous = days[index - 1]!;
        expect(Date.parse(day.date) - Date.parse(previous.date)).toBe(86_400_000);
      });
    }
  });

  // The first of each of these months falls on Sunday, Monday … Saturday, in that order.
  const monthsStartingOn: [year: number, month: number][] = [
    [2024, 8], // 1 Sep 2024, Sunday
    [2024, 6], // 1 Jul 2024, Monday
    [2024, 9], // 1 Oct 2024, Tuesday
    [2024, 4], // 1 May 2024, Wednesday
    [2024, 1], // 1 Feb 2024, Thursday
    [2024, 2], // 1 Mar 2024, Friday
    [2024, 5], // 1 Jun 2024, Saturday
  ];

  it.each(monthsStartingOn.map(([year, month], weekday) => ({ year, month, weekday })))(
    'puts the first of a month starting on weekday $weekday in its column (Sunday and Monday starts)',
    ({ year, month, weekday }) => {
      const sundayFirst = monthGrid(year, month, 0);
      const firstIndex = sundayFirst.findIndex((day) => day.isInMonth);
      expect(sundayFirst[firstIndex]).toMatchObject({ dayOfMonth: 1, weekday });
      expect(firstIndex).toBe(weekday);

      const mondayFirst = monthGrid(year, month, 1);
      expect(mondayFirst.findIndex((day) => day.isInMonth)).toBe((weekday + 6) % 7);
    },
  );

  it('starts on the first itself when the month begins on the week’s first day', () => {
    expect(monthGrid(2024, 8, 0)[0]).toEqual({
      date: '2024-09-01',
      dayOfMonth: 1,
      weekday: 0,
      isInMonth: true,
    });
    expect(monthGrid(2024, 6, 1)[0]?.date).toBe('2024-07-01');
  });

  it('counts 29 days in February of a leap year and 28 otherwise', () => {
    expect(inMonth(2024, 1)).toHaveLength(29);
    expect(inMonth(2024, 1).at(-1)?.date).toBe('2024-02-29');
    expect(inMonth(2023, 1)).toHaveLength(28);
    expect(inMonth(2100, 1)).toHaveLength(28);
    expect(inMonth(2000, 1)).toHaveLength(29);
  });

  it('fills the edges with the neighbouring months, across a year boundary', () => {
    const january = monthGrid(2025, 0, 0);
    // 1 Jan 2025 is a Wednesday: Sunday 29 Dec 2024 opens the grid.
    expect(january.slice(0, 4).map((day) => [day.date, day.isInMonth])).toEqual([
      ['2024-12-29', false],
      ['2024-12-30', false],
      ['2024-12-31', false],
      ['2025-01-01', true],
    ]);
    expect(january.at(-1)).toMatchObject({ date: '2025-02-08', isInMonth: false });

    const december = monthGrid(2024, 11, 1);
    expect(december.filter((day) => day.isInMonth).at(-1)?.date).toBe('2024-12-31');
    // 1 Dec 2024 is a Sunday: the Monday grid opens on 25 Nov and ends on 5 Jan.
    expect(december[0]?.date).toBe('2024-11-25');
    expect(december.at(-1)).toMatchObject({ date: '2025-01-05', isInMonth: false });
  });

  it('rolls months over as Date does', () => {
    expect(monthGrid(2024, 12)).toEqual(monthGrid(2025, 0));
    expect(monthGrid(2025, -1)).toEqual(monthGrid(2024, 11));
  });

  it('does not depend on daylight-saving changes (March and October in Europe)', () => {
    for (const month of [2, 9]) {
      const days = inMonth(2025, month);
      expect(days).toHaveLength(31);
      expect(days.map((day) => day.dayOfMonth)).toEqual(
        Array.from({ length: 31 }, (_, index) => index + 1),
      );
    }
  });
});

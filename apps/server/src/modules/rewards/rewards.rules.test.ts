import { describe, expect, it } from 'vitest';
import { dayKeyOf, daysBetween } from './rewards.clock';
import {
  ACTIVITY_POINTS,
  applyActivity,
  EMPTY_TOTALS,
  levelOf,
  levelProgressOf,
  liveStreakOf,
  type RewardTotals,
} from './rewards.rules';

/** Applies activities at the given moments, in order, from no activity. */
function replay(events: [string, Parameters<typeof applyActivity>[1]][]): RewardTotals {
  return events.reduce(
    (totals, [moment, activity]) =>
      applyActivity(totals, activity, dayKeyOf(new Date(moment))).totals,
    EMPTY_TOTALS,
  );
}

describe('levels', () => {
  it('starts at level 1 and gains a level every 100 messages (10 XP each, 1000 XP a level)', () => {
    expect(levelOf(0)).toBe(1);
    expect(levelOf(99)).toBe(1);
    expect(levelOf(100)).toBe(2);
    expect(levelOf(199)).toBe(2);
    expect(levelOf(400)).toBe(5);
    expect(levelOf(900)).toBe(10);
  });

  it('fills the XP bar with the XP earned within the current level', () => {
    expect(levelProgressOf(0)).toEqual({
      currentLevel: 1,
      currentXP: 0,
      nextLevelXP: 1000,
      progress: 0,
    });
    expect(levelProgressOf(150)).toEqual({
      currentLevel: 2,
      currentXP: 500,
      nextLevelXP: 1000,
      progress: 50,
    });
    expect(levelProgressOf(299).progress).toBe(99);
    expect(levelProgressOf(300)).toMatchObject({ currentLevel: 4, currentXP: 0, progress: 0 });
  });
});

describe('UTC days', () => {
  it('keys a moment by its UTC day, whatever the offset it was written with', () => {
    expect(dayKeyOf(new Date('2026-03-01T00:30:00+02:00'))).toBe('2026-02-28');
    expect(dayKeyOf(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
  });

  it('counts whole days across month and year ends', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
  });
});

describe('activities', () => {
  it('records the daily visit with the first activity of the day', () => {
    const first = applyActivity(EMPTY_TOTALS, 'message_sent', '2026-05-10');
    expect(first.isNewDay).toBe(true);
    expect(first.points).toBe(ACTIVITY_POINTS.message_sent + ACTIVITY_POINTS.daily_visit);
    expect(first.totals).toMatchObject({
      messagesCount: 1,
      activeDays: 1,
      currentStreak: 1,
      lastActiveDay: '2026-05-10',
      totalPoints: first.points,
    });

    const second = applyActivity(first.totals, 'question_asked', '2026-05-10');
    expect(second.isNewDay).toBe(false);
    expect(second.points).toBe(ACTIVITY_POINTS.question_asked);
    expect(second.totals).toMatchObject({ questionsAsked: 1, activeDays: 1, currentStreak: 1 });
  });

  it('counts an explicit daily visit once a day', () => {
    const visited = replay([
      ['2026-05-10T08:00:00Z', 'daily_visit'],
      ['2026-05-10T09:00:00Z', 'daily_visit'],
    ]);
    expect(visited).toMatchObject({
      activeDays: 1,
      totalPoints: ACTIVITY_POINTS.daily_visit,
      messagesCount: 0,
    });
  });

  it('raises the counter of each activity', () => {
    const totals = replay([
      ['2026-05-10T08:00:00Z', 'image_generated'],
      ['2026-05-10T08:01:00Z', 'document_analyzed'],
      ['2026-05-10T08:02:00Z', 'path_completed'],
    ]);
    expect(totals).toMatchObject({
      imagesGenerated: 1,
      documentsAnalyzed: 1,
      learningPathsCompleted: 1,
      messagesCount: 0,
      totalPoints: 10 + 15 + 20 + 100,
    });
  });
});

describe('day streak', () => {
  it('grows when activity continues one second after midnight', () => {
    const totals = replay([
      ['2026-05-10T23:59:59Z', 'message_sent'],
      ['2026-05-11T00:00:01Z', 'message_sent'],
    ]);
    expect(totals).toMatchObject({ currentStreak: 2, activeDays: 2 });
  });

  it('continues across the end of a month and of a year', () => {
    expect(
      replay([
        ['2026-01-30T12:00:00Z', 'message_sent'],
        ['2026-01-31T12:00:00Z', 'message_sent'],
        ['2026-02-01T00:10:00Z', 'message_sent'],
      ]).currentStreak,
    ).toBe(3);
    expect(
      replay([
        ['2026-12-31T22:00:00Z', 'message_sent'],
        ['2027-01-01T01:00:00Z', 'message_sent'],
      ]).currentStreak,
    ).toBe(2);
    expect(
      replay([
        ['2027-02-28T10:00:00Z', 'message_sent'],
        ['2027-03-01T10:00:00Z', 'message_sent'],
      ]).currentStreak,
    ).toBe(2);
  });

  it('restarts at 1 after a missed day, keeping the longest streak', () => {
    const totals = replay([
      ['2028-02-27T10:00:00Z', 'message_sent'],
      ['2028-02-28T10:00:00Z', 'message_sent'],
      // 2028 is a leap year: 29 February is missed.
      ['2028-03-01T10:00:00Z', 'message_sent'],
    ]);
    expect(totals).toMatchObject({ currentStreak: 1, longestStreak: 2, activeDays: 3 });
  });

  it('reads as alive until a whole day is missed, then as 0', () => {
    const totals = replay([
      ['2026-05-10T10:00:00Z', 'message_sent'],
      ['2026-05-11T10:00:00Z', 'message_sent'],
    ]);
    expect(liveStreakOf(totals, '2026-05-11')).toBe(2);
    expect(liveStreakOf(totals, '2026-05-12')).toBe(2);
    expect(liveStreakOf(totals, '2026-05-13')).toBe(0);
    expect(liveStreakOf(EMPTY_TOTALS, '2026-05-13')).toBe(0);
  });
});

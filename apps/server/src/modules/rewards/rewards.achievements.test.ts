import { ACHIEVEMENT_CATEGORIES, REWARD_ICONS } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './rewards.achievement-catalogue';
import { unlockAchievements } from './rewards.achievements';
import { earnedRewardsOf, notificationsOf } from './rewards.messages';
import { EMPTY_TOTALS, type RewardTotals } from './rewards.rules';

const ids = (list: readonly { id: string }[]) => list.map((achievement) => achievement.id);

describe('achievement catalogue', () => {
  it('holds at least 20 achievements with unique ids in all six categories', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ids(ACHIEVEMENTS)).size).toBe(ACHIEVEMENTS.length);
    expect(new Set(ACHIEVEMENTS.map((achievement) => achievement.category))).toEqual(
      new Set(ACHIEVEMENT_CATEGORIES),
    );
    for (const achievement of ACHIEVEMENTS) {
      expect(achievement.target, achievement.id).toBeGreaterThan(0);
      expect(achievement.points, achievement.id).toBeGreaterThan(0);
      expect(achievement.name.trim(), achievement.id).not.toBe('');
    }
  });

  it('gives every achievement an icon the web app draws as SVG (REWARD_ICONS)', () => {
    const drawn: readonly string[] = REWARD_ICONS;
    for (const achievement of ACHIEVEMENTS) {
      expect(drawn, achievement.id).toContain(achievement.icon);
    }
  });
});

describe('unlocking', () => {
  const afterFirstMessage: RewardTotals = {
    ...EMPTY_TOTALS,
    messagesCount: 1,
    totalPoints: 15,
    activeDays: 1,
    currentStreak: 1,
    lastActiveDay: '2026-05-10',
  };

  it('unlocks First Words with the first message and adds its points', () => {
    const { totals, unlocked } = unlockAchievements(afterFirstMessage, new Set());
    expect(ids(unlocked)).toEqual(['first-message']);
    expect(totals.totalPoints).toBe(15 + 10);
  });

  it('never unlocks an achievement twice', () => {
    const { totals, unlocked } = unlockAchievements(afterFirstMessage, new Set(['first-message']));
    expect(unlocked).toEqual([]);
    expect(totals.totalPoints).toBe(15);
  });

  it('unlocks the level and streak achievements at their thresholds', () => {
    const totals = { ...afterFirstMessage, messagesCount: 100, currentStreak: 3 };
    const { unlocked } = unlockAchievements(totals, new Set());
    expect(ids(unlocked)).toEqual(expect.arrayContaining(['messages-100', 'level-2', 'streak-3']));
    expect(ids(unlocked)).not.toContain('level-5');
    expect(ids(unlocked)).not.toContain('streak-7');
  });

  it('unlocks Point Collector when other achievements’ points carry the total past 1,000', () => {
    const held = new Set(ids(ACHIEVEMENTS).filter((id) => id !== 'first-message'));
    held.delete('points-1000');
    const { unlocked, totals } = unlockAchievements(
      { ...afterFirstMessage, totalPoints: 995 },
      held,
    );
    expect(ids(unlocked)).toEqual(['first-message', 'points-1000']);
    expect(totals.totalPoints).toBe(995 + 10 + 100);
  });
});

describe('what an activity shows', () => {
  const firstWords = ACHIEVEMENTS.find((achievement) => achievement.id === 'first-message')!;

  it('toasts unlocked achievements and new levels, not plain points', () => {
    const quiet = {
      activity: 'message_sent' as const,
      isNewDay: false,
      streak: 1,
      levelBefore: 1,
      levelAfter: 1,
      unlocked: [],
    };
    expect(earnedRewardsOf(quiet)).toEqual([]);
    expect(notificationsOf(quiet)).toEqual([]);

    const earned = earnedRewardsOf({ ...quiet, levelAfter: 2, unlocked: [firstWords] });
    expect(earned).toEqual([
      { icon: '⭐', title: 'Level Up!', message: 'You reached level 2.' },
      {
        icon: '💬',
        title: 'Achievement Unlocked!',
        message: 'First Words: Send your first message. +10 points',
      },
    ]);
  });

  it('lists the daily visit, then the achievements, in Recent Activity', () => {
    const drafts = notificationsOf({
      activity: 'message_sent',
      isNewDay: true,
      streak: 4,
      levelBefore: 1,
      levelAfter: 1,
      unlocked: [firstWords],
    });
    expect(drafts.map((draft) => draft.title)).toEqual(['Daily Visit', 'Achievement Unlocked!']);
    expect(drafts[0]).toMatchObject({
      points: 10,
      message: 'Day 4 of your streak. Keep it going!',
    });
    expect(drafts[1]).toMatchObject({ icon: '💬', points: 10, color: 'blue' });
  });
});

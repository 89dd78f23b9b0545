import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_CATEGORIES,
  AchievementSchema,
  LockedAchievementSchema,
  REWARD_ACTIVITIES,
  RewardsProgressSchema,
  RewardsStatsSchema,
} from './rewards.schemas';

const achievement = {
  id: 'first-message',
  category: 'communication',
  icon: '💬',
  name: 'First Words',
  description: 'Sent your first message',
  points: 10,
  unlockedAt: '2025-01-31T09:30:00.000Z',
};

describe('rewards schemas', () => {
  it('groups achievements in six categories and refuses others', () => {
    expect(ACHIEVEMENT_CATEGORIES).toHaveLength(6);
    expect(AchievementSchema.safeParse(achievement).success).toBe(true);
    expect(AchievementSchema.safeParse({ ...achievement, category: 'sports' }).success).toBe(false);
  });

  it('accepts zeroed stats, as shown when the fetch fails', () => {
    const stats = {
      totalPoints: 0,
      level: 1,
      achievements: [],
      messagesCount: 0,
      imagesGenerated: 0,
      documentsAnalyzed: 0,
      questionsAsked: 0,
      learningPathsCompleted: 0,
    };
    expect(RewardsStatsSchema.safeParse(stats).success).toBe(true);
    expect(RewardsStatsSchema.safeParse({ ...stats, level: 0 }).success).toBe(false);
  });

  it('keeps the level progress within 0 to 100', () => {
    const progress = {
      level: { currentLevel: 2, currentXP: 50, nextLevelXP: 100, progress: 50 },
      streak: { current: 3 },
    };
    expect(RewardsProgressSchema.safeParse(progress).success).toBe(true);
    const over = { ...progress, level: { ...progress.level, progress: 150 } };
    expect(RewardsProgressSchema.safeParse(over).success).toBe(false);
  });

  it('names the six activities that earn rewards', () => {
    expect(REWARD_ACTIVITIES).toEqual([
      'message_sent',
      'question_asked',
      'image_generated',
      'document_analyzed',
      'path_completed',
      'daily_visit',
    ]);
  });

  it('describes a locked achievement by how far along it is, without an unlock time', () => {
    const { unlockedAt: _unlockedAt, ...shown } = achievement;
    const locked = { ...shown, current: 0, target: 1 };
    expect(LockedAchievementSchema.safeParse(locked).success).toBe(true);
    expect(LockedAchievementSchema.safeParse({ ...locked, target: 0 }).success).toBe(false);
  });
});

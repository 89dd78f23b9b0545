import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementMeasure,
} from './rewards.achievement-catalogue';
import { levelOf, type RewardTotals } from './rewards.rules';

const BY_ID = new Map(ACHIEVEMENTS.map((achievement) => [achievement.id, achievement]));

/** The catalogue entry of an id, if it still exists. */
export function findAchievement(id: string): AchievementDefinition | undefined {
  return BY_ID.get(id);
}

/** The learner's count on a measure; `streak` is the streak as of `liveStreak`. */
export function measureOf(
  measure: AchievementMeasure,
  totals: RewardTotals,
  liveStreak: number,
): number {
  switch (measure) {
    case 'messages':
      return totals.messagesCount;
    case 'questions':
      return totals.questionsAsked;
    case 'images':
      return totals.imagesGenerated;
    case 'documents':
      return totals.documentsAnalyzed;
    case 'paths':
      return totals.learningPathsCompleted;
    case 'streak':
      return liveStreak;
    case 'activeDays':
      return totals.activeDays;
    case 'level':
      return levelOf(totals.messagesCount);
    case 'points':
      return totals.totalPoints;
  }
}

/**
 * The achievements the totals newly earn, not in `unlockedIds`. Unlocking adds points, which may
 * earn a points achievement in turn, so this repeats until nothing new unlocks. Returns them with
 * the totals including their points.
 */
export function unlockAchievements(
  totals: RewardTotals,
  unlockedIds: ReadonlySet<string>,
): { totals: RewardTotals; unlocked: AchievementDefinition[] } {
  const unlocked: AchievementDefinition[] = [];
  const held = new Set(unlockedIds);
  let current = totals;
  for (;;) {
    const fresh = ACHIEVEMENTS.filter(
      (achievement) =>
        !held.has(achievement.id) &&
        measureOf(achievement.measure, current, current.currentStreak) >= achievement.target,
    );
    if (fresh.length === 0) return { totals: current, unlocked };
    for (const achievement of fresh) held.add(achievement.id);
    unlocked.push(...fresh);
    const points = fresh.reduce((sum, achievement) => sum + achievement.points, 0);
    current = { ...current, totalPoints: current.totalPoints + points };
  }
}

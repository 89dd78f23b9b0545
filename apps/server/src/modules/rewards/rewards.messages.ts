import type {
  AchievementCategory,
  EarnedReward,
  RewardActivity,
  RewardIcon,
} from '@polymath/shared';
import type { AchievementDefinition } from './rewards.achievement-catalogue';
import { ACTIVITY_POINTS } from './rewards.rules';

/** A Recent Activity entry before it is stored. */
export interface NotificationDraft {
  icon: string;
  title: string;
  message: string;
  points: number;
  color: string;
}

/** What one recorded activity led to. */
export interface ActivityOutcome {
  activity: RewardActivity;
  /** True when it was the day's first activity (the daily visit). */
  isNewDay: boolean;
  /** The streak after it. */
  streak: number;
  levelBefore: number;
  levelAfter: number;
  unlocked: readonly AchievementDefinition[];
}

/** The title of the toast and notification of an unlocked achievement. */
export const ACHIEVEMENT_UNLOCKED_TITLE = 'Achievement Unlocked!';
export const LEVEL_UP_TITLE = 'Level Up!';
// Typed, so each is one the web app draws (REWARD_ICONS).
const LEVEL_UP_ICON: RewardIcon = '⭐';
const DAILY_VISIT_ICON: RewardIcon = '☀️';
const PATH_COMPLETED_ICON: RewardIcon = '🎓';

/** Accent colour names per achievement category (the web app maps them to its palette). */
const CATEGORY_COLORS: Record<AchievementCategory, string> = {
  communication: 'blue',
  creativity: 'pink',
  analysis: 'purple',
  learning: 'green',
  consistency: 'orange',
  progress: 'amber',
};

function achievementMessage(achievement: AchievementDefinition): string {
  return `${achievement.name}: ${achievement.description}.`;
}

/**
 * The Recent Activity entries of an outcome, oldest first: the daily visit, a completed path, a
 * new level, then each unlocked achievement. Plain messages, questions, images and documents earn
 * their points silently; listing each would bury the milestones.
 */
export function notificationsOf(outcome: ActivityOutcome): NotificationDraft[] {
  const drafts: NotificationDraft[] = [];
  if (outcome.isNewDay) {
    drafts.push({
      icon: DAILY_VISIT_ICON,
      title: 'Daily Visit',
      message:
        outcome.streak > 1
          ? `Day ${outcome.streak} of your streak. Keep it going!`
          : 'Welcome! Come back tomorrow to start a streak.',
      points: ACTIVITY_POINTS.daily_visit,
      color: 'sky',
    });
  }
  if (outcome.activity === 'path_completed') {
    drafts.push({
      icon: PATH_COMPLETED_ICON,
      title: 'Learning Path Completed',
      message: 'You completed a learning path.',
      points: ACTIVITY_POINTS.path_completed,
      color: 'green',
    });
  }
  if (outcome.levelAfter > outcome.levelBefore) {
    drafts.push({
      icon: LEVEL_UP_ICON,
      title: LEVEL_UP_TITLE,
      message: `You reached level ${outcome.levelAfter}.`,
      points: 0,
      color: 'amber',
    });
  }
  for (const achievement of outcome.unlocked) {
    drafts.push({
      icon: achievement.icon,
      title: ACHIEVEMENT_UNLOCKED_TITLE,
      message: achievementMessage(achievement),
      points: achievement.points,
      color: CATEGORY_COLORS[achievement.category],
    });
  }
  return drafts;
}

/**
 * What the chat response's `rewards` shows as toasts: a new level and each unlocked achievement.
 * Points alone (every message earns some) and the daily visit make no toast; they show in the panel.
 */
export function earnedRewardsOf(outcome: ActivityOutcome): EarnedReward[] {
  const earned: EarnedReward[] = [];
  if (outcome.levelAfter > outcome.levelBefore) {
    earned.push({
      icon: LEVEL_UP_ICON,
      title: LEVEL_UP_TITLE,
      message: `You reached level ${outcome.levelAfter}.`,
    });
  }
  for (const achievement of outcome.unlocked) {
    earned.push({
      icon: achievement.icon,
      title: ACHIEVEMENT_UNLOCKED_TITLE,
      message: `${achievementMessage(achievement)} +${achievement.points} points`,
    });
  }
  return earned;
}

import { USER_LEVEL, type RewardActivity, type RewardsProgress } from '@polymath/shared';
import { daysBetween } from './rewards.clock';

/** A learner's running totals, as stored. */
export interface RewardTotals {
  totalPoints: number;
  messagesCount: number;
  questionsAsked: number;
  imagesGenerated: number;
  documentsAnalyzed: number;
  learningPathsCompleted: number;
  /** UTC days with at least one activity. */
  activeDays: number;
  /** Consecutive UTC days with activity, ending on lastActiveDay. */
  currentStreak: number;
  longestStreak: number;
  /** YYYY-MM-DD of the latest activity, null before the first. */
  lastActiveDay: string | null;
}

/** A learner with no activity yet: what the panel shows as zeros. */
export const EMPTY_TOTALS: RewardTotals = {
  totalPoints: 0,
  messagesCount: 0,
  questionsAsked: 0,
  imagesGenerated: 0,
  documentsAnalyzed: 0,
  learningPathsCompleted: 0,
  activeDays: 0,
  currentStreak: 0,
  longestStreak: 0,
  lastActiveDay: null,
};

/**
 * Points per activity. A question is also a message, so it earns both; creating and analysing take
 * more effort than chatting and earn more; finishing a learning path is the biggest step.
 */
export const ACTIVITY_POINTS: Record<RewardActivity, number> = {
  message_sent: 5,
  question_asked: 5,
  image_generated: 15,
  document_analyzed: 20,
  path_completed: 100,
  daily_visit: 10,
};

/** The counter each activity raises (daily_visit raises activeDays through the streak rule). */
const COUNTER_OF: Record<
  Exclude<RewardActivity, 'daily_visit'>,
  keyof Pick<
    RewardTotals,
    | 'messagesCount'
    | 'questionsAsked'
    | 'imagesGenerated'
    | 'documentsAnalyzed'
    | 'learningPathsCompleted'
  >
> = {
  message_sent: 'messagesCount',
  question_asked: 'questionsAsked',
  image_generated: 'imagesGenerated',
  document_analyzed: 'documentsAnalyzed',
  path_completed: 'learningPathsCompleted',
};

/** XP comes from messages alone (000 §9): USER_LEVEL.xpPerMessage for each. */
export function xpOf(messagesCount: number): number {
  return messagesCount * USER_LEVEL.xpPerMessage;
}

/** The level of a message count: 1 + floor(xp / USER_LEVEL.xpPerLevel). */
export function levelOf(messagesCount: number): number {
  return 1 + Math.floor(xpOf(messagesCount) / USER_LEVEL.xpPerLevel);
}

/** The level XP bar: XP within the current level, out of what the level takes. */
export function levelProgressOf(messagesCount: number): RewardsProgress['level'] {
  const currentXP = xpOf(messagesCount) % USER_LEVEL.xpPerLevel;
  return {
    currentLevel: levelOf(messagesCount),
    currentXP,
    nextLevelXP: USER_LEVEL.xpPerLevel,
    progress: Math.floor((currentXP / USER_LEVEL.xpPerLevel) * 100),
  };
}

/**
 * The streak as seen on `today`: still alive when the last activity was today or yesterday (today
 * may yet be kept), broken (0) once a whole day was missed.
 */
export function liveStreakOf(totals: RewardTotals, today: string): number {
  if (totals.lastActiveDay === null) return 0;
  const gap = daysBetween(totals.lastActiveDay, today);
  return gap === 0 || gap === 1 ? totals.currentStreak : 0;
}

/** The result of one activity: the new totals, and whether it opened a new active day. */
export interface AppliedActivity {
  totals: RewardTotals;
  /** Points the activity itself earned (the daily visit's included, achievements' not). */
  points: number;
  /** True when this was the first activity of the UTC day, which records the daily visit. */
  isNewDay: boolean;
}

/**
 * Applies one activity on `today` (YYYY-MM-DD, UTC). The first activity of a day records the daily
 * visit: +1 active day and its points; the streak grows when the previous active day was
 * yesterday and restarts at 1 otherwise. An explicit `daily_visit` counts only once a day.
 */
export function applyActivity(
  totals: RewardTotals,
  activity: RewardActivity,
  today: string,
): AppliedActivity {
  const isNewDay = totals.lastActiveDay === null || daysBetween(totals.lastActiveDay, today) > 0;
  const next = { ...totals };
  let points = 0;
  if (isNewDay) {
    const continues =
      totals.lastActiveDay !== null && daysBetween(totals.lastActiveDay, today) === 1;
    next.currentStreak = continues ? totals.currentStreak + 1 : 1;
    next.longestStreak = Math.max(totals.longestStreak, next.currentStreak);
    next.activeDays = totals.activeDays + 1;
    next.lastActiveDay = today;
    points += ACTIVITY_POINTS.daily_visit;
  }
  if (activity !== 'daily_visit') {
    const counter = COUNTER_OF[activity];
    next[counter] = totals[counter] + 1;
    points += ACTIVITY_POINTS[activity];
  }
  next.totalPoints = totals.totalPoints + points;
  return { totals: next, points, isNewDay };
}

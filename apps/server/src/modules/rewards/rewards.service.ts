import type {
  Achievement,
  EarnedReward,
  RewardActivity,
  RewardsAchievements,
  RewardsNotifications,
  RewardsProgress,
  RewardsStats,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import { type Caller, type OwnerKey, ownerKeyOf } from '../../identity/caller';
import { ACHIEVEMENTS, type AchievementDefinition } from './rewards.achievement-catalogue';
import { findAchievement, measureOf, unlockAchievements } from './rewards.achievements';
import { dayKeyOf } from './rewards.clock';
import { earnedRewardsOf, notificationsOf } from './rewards.messages';
import {
  findNotifications,
  findTotals,
  findUnlocked,
  insertNotifications,
  insertUnlocked,
  lockTotals,
  saveTotals,
  type UnlockedRow,
} from './rewards.repository';
import {
  applyActivity,
  EMPTY_TOTALS,
  levelOf,
  levelProgressOf,
  liveStreakOf,
} from './rewards.rules';

/** Recent Activity entries the panel receives. */
const NOTIFICATIONS_SHOWN = 30;
/** Recent Activity entries kept per learner; older ones are dropped as new ones arrive. */
const NOTIFICATIONS_KEPT = 100;

export interface RewardsServiceDeps {
  db: Database;
  /** The clock (UTC days for the streak); tests move it across midnight. */
  now?: () => Date;
}

/**
 * Rewards per learner (the caller's owner key). Readers take the caller: a guest without an
 * anonymous id has nothing and reads zeros.
 */
export interface RewardsService {
  /**
   * Records one activity: its points, the daily visit when it is the day's first, the streak, new
   * achievements and notifications, all in one transaction on the learner's locked totals.
   * Returns what deserves a toast in the chat response (a new level, unlocked achievements).
   */
  recordActivity(learner: OwnerKey, activity: RewardActivity): Promise<EarnedReward[]>;
  /** GET /api/rewards/stats. */
  getStats(caller: Caller): Promise<RewardsStats>;
  /** GET /api/rewards/progress: the level XP bar and the streak as of today. */
  getProgress(caller: Caller): Promise<RewardsProgress>;
  /** GET /api/rewards/achievements: unlocked (newest first) and locked with progress. */
  getAchievements(caller: Caller): Promise<RewardsAchievements>;
  /** GET /api/rewards/notifications: newest first, at most NOTIFICATIONS_SHOWN. */
  getNotifications(caller: Caller): Promise<RewardsNotifications>;
}

function toAchievement(definition: AchievementDefinition, unlockedAt: Date): Achievement {
  const { measure: _measure, target: _target, ...shown } = definition;
  return { ...shown, unlockedAt: unlockedAt.toISOString() };
}

/** Unlocked rows joined with the catalogue; ids no longer in it are left out. */
function unlockedAchievements(rows: readonly UnlockedRow[]): Achievement[] {
  return rows.flatMap((row) => {
    const definition = findAchievement(row.achievementId);
    return definition ? [toAchievement(definition, row.unlockedAt)] : [];
  });
}

export function createRewardsService(deps: RewardsServiceDeps): RewardsService {
  const now = deps.now ?? (() => new Date());

  async function readTotals(learner: OwnerKey | undefined) {
    return (learner && (await findTotals(deps.db, learner))) || EMPTY_TOTALS;
  }

  return {
    async recordActivity(learner, activity) {
      const at = now();
      return deps.db.transaction(async (tx) => {
        const before = await lockTotals(tx, learner);
        const held = new Set((await findUnlocked(tx, learner)).map((row) => row.achievementId));
        const applied = applyActivity(before, activity, dayKeyOf(at));
        const { totals, unlocked } = unlockAchievements(applied.totals, held);
        await saveTotals(tx, learner, totals);
        await insertUnlocked(
          tx,
          learner,
          unlocked.map((achievement) => achievement.id),
          at,
        );
        const outcome = {
          activity,
          isNewDay: applied.isNewDay,
          streak: totals.currentStreak,
          levelBefore: levelOf(before.messagesCount),
          levelAfter: levelOf(totals.messagesCount),
          unlocked,
        };
        await insertNotifications(tx, learner, notificationsOf(outcome), at, NOTIFICATIONS_KEPT);
        return earnedRewardsOf(outcome);
      });
    },

    async getStats(caller) {
      const learner = ownerKeyOf(caller);
      const totals = await readTotals(learner);
      const unlocked = learner ? await findUnlocked(deps.db, learner) : [];
      return {
        totalPoints: totals.totalPoints,
        level: levelOf(totals.messagesCount),
        achievements: unlockedAchievements(unlocked),
        messagesCount: totals.messagesCount,
        imagesGenerated: totals.imagesGenerated,
        documentsAnalyzed: totals.documentsAnalyzed,
        questionsAsked: totals.questionsAsked,
        learningPathsCompleted: totals.learningPathsCompleted,
      };
    },

    async getProgress(caller) {
      const learner = ownerKeyOf(caller);
      const totals = await readTotals(learner);
      return {
        level: levelProgressOf(totals.messagesCount),
        streak: { current: liveStreakOf(totals, dayKeyOf(now())) },
      };
    },

    async getAchievements(caller) {
      const learner = ownerKeyOf(caller);
      const totals = await readTotals(learner);
      const unlocked = learner ? await findUnlocked(deps.db, learner) : [];
      const held = new Set(unlocked.map((row) => row.achievementId));
      const liveStreak = liveStreakOf(totals, dayKeyOf(now()));
      return {
        achievements: unlockedAchievements(unlocked),
        locked: ACHIEVEMENTS.filter((definition) => !held.has(definition.id)).map(
          ({ measure, ...shown }) => ({
            ...shown,
            current: Math.min(measureOf(measure, totals, liveStreak), shown.target),
          }),
        ),
      };
    },

    async getNotifications(caller) {
      const learner = ownerKeyOf(caller);
      if (!learner) return { notifications: [] };
      const rows = await findNotifications(deps.db, learner, NOTIFICATIONS_SHOWN);
      return {
        notifications: rows.map(({ createdAt, ...row }) => ({
          ...row,
          timestamp: createdAt.toISOString(),
        })),
      };
    },
  };
}

import { defineContract } from '../http/contract';
import {
  RewardsAchievementsSchema,
  RewardsNotificationsSchema,
  RewardsProgressSchema,
  RewardsStatsSchema,
} from './rewards.schemas';

/**
 * The Rewards panel's four calls (001 §7), fetched together. Each reads the caller's own rewards:
 * the signed-in user's, or a guest's by anonymous id; without either, zeros.
 */

/** GET /api/rewards/stats: points, level, unlocked achievements and activity counts. */
export const rewardsStatsContract = defineContract({
  method: 'GET',
  path: '/api/rewards/stats',
  summary: "The caller's points, level, achievements and activity counts",
  response: RewardsStatsSchema,
});

/** GET /api/rewards/progress: the level XP bar and the day streak. */
export const rewardsProgressContract = defineContract({
  method: 'GET',
  path: '/api/rewards/progress',
  summary: "The caller's level progress and day streak",
  response: RewardsProgressSchema,
});

/** GET /api/rewards/achievements: unlocked achievements and the locked ones with progress. */
export const rewardsAchievementsContract = defineContract({
  method: 'GET',
  path: '/api/rewards/achievements',
  summary: "The caller's unlocked achievements and those still to earn",
  response: RewardsAchievementsSchema,
});

/** GET /api/rewards/notifications: Recent Activity, newest first. */
export const rewardsNotificationsContract = defineContract({
  method: 'GET',
  path: '/api/rewards/notifications',
  summary: "The caller's recent reward notifications, newest first",
  response: RewardsNotificationsSchema,
});

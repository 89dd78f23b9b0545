import { z } from 'zod';
import { CountSchema, IdSchema, PercentSchema, TimestampSchema } from '../common/common.schemas';

/** The six achievement groups of the Achievements tab (001 §3). */
export const ACHIEVEMENT_CATEGORIES = [
  'communication',
  'creativity',
  'analysis',
  'learning',
  'consistency',
  'progress',
] as const;
/** One of ACHIEVEMENT_CATEGORIES. */
export const AchievementCategorySchema = z.enum(ACHIEVEMENT_CATEGORIES);
export type AchievementCategory = z.infer<typeof AchievementCategorySchema>;

/** An unlocked achievement (001 §3). */
export const AchievementSchema = z.object({
  id: IdSchema,
  /** The group it is shown under. */
  category: AchievementCategorySchema,
  /** An emoji or icon name. */
  icon: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  points: CountSchema,
  unlockedAt: TimestampSchema,
});
export type Achievement = z.infer<typeof AchievementSchema>;

/** GET /api/rewards/stats: totals behind Your Progress and Activity Stats (001 §3). */
export const RewardsStatsSchema = z.object({
  totalPoints: CountSchema,
  level: z.number().int().min(1),
  achievements: z.array(AchievementSchema),
  messagesCount: CountSchema,
  imagesGenerated: CountSchema,
  documentsAnalyzed: CountSchema,
  questionsAsked: CountSchema,
  learningPathsCompleted: CountSchema,
});
export type RewardsStats = z.infer<typeof RewardsStatsSchema>;

/** GET /api/rewards/progress: the level XP bar and the day streak (001 §3 "Progress"). */
export const RewardsProgressSchema = z.object({
  level: z.object({
    currentLevel: z.number().int().min(1),
    /** XP earned within the current level. */
    currentXP: CountSchema,
    /** XP the current level needs in total to reach the next. */
    nextLevelXP: z.number().int().positive(),
    /** currentXP as a percentage of nextLevelXP. */
    progress: PercentSchema,
  }),
  streak: z.object({
    /** Consecutive days with activity, today included. */
    current: CountSchema,
  }),
});
export type RewardsProgress = z.infer<typeof RewardsProgressSchema>;

/** A Recent Activity entry (001 §3 "Notification"). */
export const RewardNotificationSchema = z.object({
  id: IdSchema,
  icon: z.string().min(1),
  title: z.string(),
  message: z.string(),
  points: CountSchema,
  timestamp: TimestampSchema,
  /** The accent colour's name (e.g. `amber`), mapped to a palette by the web app. */
  color: z.string().min(1),
});
export type RewardNotification = z.infer<typeof RewardNotificationSchema>;

/** A reward earned by one chat message, shown as a toast (000 §3 chat response rewards). */
export const EarnedRewardSchema = z.object({
  icon: z.string().min(1),
  title: z.string(),
  message: z.string(),
});
export type EarnedReward = z.infer<typeof EarnedRewardSchema>;

/**
 * What a learner did that earns rewards. `daily_visit` is recorded by the server itself with the
 * first activity of a UTC day; the others come from the modules that perform them.
 */
export const REWARD_ACTIVITIES = [
  'message_sent',
  'question_asked',
  'image_generated',
  'document_analyzed',
  'path_completed',
  'daily_visit',
] as const;
/** One of REWARD_ACTIVITIES. */
export const RewardActivitySchema = z.enum(REWARD_ACTIVITIES);
export type RewardActivity = z.infer<typeof RewardActivitySchema>;

/** An achievement not unlocked yet, with how far the learner is towards it. */
export const LockedAchievementSchema = AchievementSchema.omit({ unlockedAt: true }).extend({
  /** The learner's count on the measure the rule uses (messages, streak days, level, ...). */
  current: CountSchema,
  /** The count that unlocks it. */
  target: z.number().int().positive(),
});
export type LockedAchievement = z.infer<typeof LockedAchievementSchema>;

/** GET /api/rewards/achievements: the unlocked ones (newest first) and the ones still to earn. */
export const RewardsAchievementsSchema = z.object({
  achievements: z.array(AchievementSchema),
  locked: z.array(LockedAchievementSchema),
});
export type RewardsAchievements = z.infer<typeof RewardsAchievementsSchema>;

/** GET /api/rewards/notifications: the Recent Activity entries, newest first. */
export const RewardsNotificationsSchema = z.object({
  notifications: z.array(RewardNotificationSchema),
});
export type RewardsNotifications = z.infer<typeof RewardsNotificationsSchema>;

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type RewardNotification,
  type RewardsAchievements,
  type RewardsProgress,
  type RewardsStats,
  rewardsAchievementsContract,
  rewardsNotificationsContract,
  rewardsProgressContract,
  rewardsStatsContract,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** The query key of the Rewards panel; anything that earns rewards may invalidate it. */
export const REWARDS_QUERY_KEY = ['rewards'] as const;

/** Everything the Rewards panel shows, from its four calls. */
export interface RewardsOverview {
  stats: RewardsStats;
  progress: RewardsProgress;
  achievements: RewardsAchievements;
  notifications: RewardNotification[];
}

/** What the panel shows before anything is earned, and when the rewards cannot be loaded. */
export const EMPTY_REWARDS: RewardsOverview = {
  stats: {
    totalPoints: 0,
    level: 1,
    achievements: [],
    messagesCount: 0,
    imagesGenerated: 0,
    documentsAnalyzed: 0,
    questionsAsked: 0,
    learningPathsCompleted: 0,
  },
  progress: {
    level: { currentLevel: 1, currentXP: 0, nextLevelXP: 1000, progress: 0 },
    streak: { current: 0 },
  },
  achievements: { achievements: [], locked: [] },
  notifications: [],
};

/** The four rewards calls, fetched together (001 §7); fails when any of them fails. */
async function fetchRewards(signal: AbortSignal): Promise<RewardsOverview> {
  const [stats, progress, achievements, notifications] = await Promise.all([
    apiClient.call(rewardsStatsContract, undefined, { signal }),
    apiClient.call(rewardsProgressContract, undefined, { signal }),
    apiClient.call(rewardsAchievementsContract, undefined, { signal }),
    apiClient.call(rewardsNotificationsContract, undefined, { signal }),
  ]);
  try {
    return {
      stats: unwrapResult(stats),
      progress: unwrapResult(progress),
      achievements: unwrapResult(achievements),
      notifications: unwrapResult(notifications).notifications,
    };
  } catch (error) {
    // 001 §8: a failed rewards fetch is logged and the panel shows zeros.
    console.error('Failed to load rewards:', error);
    throw error;
  }
}

/**
 * Query options for the Rewards panel. Always refetched when the panel mounts (it mounts each time
 * the tab opens), so points earned by messages sent meanwhile show up.
 */
export function getRewardsQueryOptions() {
  return queryOptions({
    queryKey: REWARDS_QUERY_KEY,
    queryFn: ({ signal }) => fetchRewards(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The caller's rewards; zeros while none are loaded or when loading failed. */
export function useRewards() {
  const query = useQuery(getRewardsQueryOptions());
  return {
    rewards: query.data ?? EMPTY_REWARDS,
    isLoading: query.isPending,
    isError: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
  };
}

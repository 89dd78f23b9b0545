import { queryOptions, useQuery } from '@tanstack/react-query';
import { backgroundLearningStatsContract, INTERVALS } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

export const LEARNING_STATS_QUERY_KEY = ['knowledge', 'background-learning-stats'] as const;

/** Query options for GET /api/background-learning/stats: what the knowledge store holds. */
export function getLearningStatsQueryOptions() {
  return queryOptions({
    queryKey: LEARNING_STATS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(backgroundLearningStatsContract, undefined, { signal });
      return unwrapResult(result);
    },
    staleTime: INTERVALS.learningStatsRefreshMs,
    refetchInterval: INTERVALS.learningStatsRefreshMs,
  });
}

/** The knowledge store's figures, refreshed every INTERVALS.learningStatsRefreshMs. */
export function useLearningStats() {
  return useQuery(getLearningStatsQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import { rewardsProgressContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** The level used when the rewards progress cannot be read (001 §9: else 1). */
export const DEFAULT_USER_LEVEL = 1;

/** The learner's level from GET /api/rewards/progress, or 1 when it is not available. */
export function useUserLevel(enabled = true): number {
  const progress = useQuery({
    queryKey: ['learning', 'user-level'],
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(rewardsProgressContract, undefined, { signal });
      return unwrapResult(result);
    },
    enabled,
    retry: false,
  });
  return progress.data?.level.currentLevel ?? DEFAULT_USER_LEVEL;
}

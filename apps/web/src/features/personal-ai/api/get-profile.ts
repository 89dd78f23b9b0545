import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPersonalAiProfileContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/** The profile of one signed-in user (their id keeps two accounts' caches apart). */
export function personalAiProfileQueryKey(userId: string) {
  return ['personal-ai', 'profile', userId] as const;
}

/** GET /api/personal-ai/profile: preferences, insights, learning progress and personality. */
export function getPersonalAiProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: personalAiProfileQueryKey(userId),
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(getPersonalAiProfileContract, undefined, { signal });
      if (!result.ok) console.warn('[personal-ai] loading the profile failed', result.error);
      return unwrapResult(result, () => 'Your Personal AI profile could not be loaded.');
    },
  });
}

/** The signed-in user's Personal AI profile. */
export function usePersonalAiProfile(userId: string) {
  return useQuery(getPersonalAiProfileQueryOptions(userId));
}

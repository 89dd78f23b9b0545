import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageLimitsContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

/**
 * The caller's usage counters as a query, in lib/ because several features show them (the usage
 * dialogs, Vibe-Coding's runs). The query key; calls that use an allowance invalidate it.
 */
export const USAGE_LIMITS_QUERY_KEY = ['usage', 'limits'] as const;

/** Query options for GET /api/usage-limits: the caller's counters and limits this month. */
export function getUsageLimitsQueryOptions() {
  return queryOptions({
    queryKey: USAGE_LIMITS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(usageLimitsContract, undefined, { signal });
      return unwrapResult(result);
    },
  });
}

/**
 * The server's usage counters and limits of the caller (a guest's own when signed out). The numbers
 * come from the server only; the browser never counts on its own.
 */
export function useUsageLimits() {
  return useQuery(getUsageLimitsQueryOptions());
}

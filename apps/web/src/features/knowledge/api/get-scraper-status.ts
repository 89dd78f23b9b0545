import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTERVALS, scraperStatusContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';

export const SCRAPER_STATUS_QUERY_KEY = ['knowledge', 'scraper-status'] as const;

/** Query options for GET /api/scraper-status: whether the background learner is active. */
export function getScraperStatusQueryOptions() {
  return queryOptions({
    queryKey: SCRAPER_STATUS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await apiClient.call(scraperStatusContract, undefined, { signal });
      return unwrapResult(result);
    },
    // Polled (000 §9); never served from cache, since "active" is only true for a moment.
    staleTime: 0,
    refetchInterval: INTERVALS.scraperStatusPollMs,
    // Coming back to the tab is a moment the person looks: worth a fresh answer.
    refetchOnWindowFocus: true,
  });
}

/** The learner's status, polled every INTERVALS.scraperStatusPollMs while the page is visible. */
export function useScraperStatus() {
  return useQuery(getScraperStatusQueryOptions());
}
